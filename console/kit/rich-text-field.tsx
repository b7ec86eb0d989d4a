/**
 * A form field for rich text (course bodies, course details, lesson texts), as data: its value is HTML ('' when
 * empty), which the server sanitises and stores with media by material id (server/content/rich-html.ts). The
 * editor (Tiptap, rich-text-editor.tsx) loads when the field is first drawn, so it never weighs on the console's
 * first load.
 */
import { lazy, Suspense } from 'react';
import { useStore } from '@nanostores/react';
import type { FieldProblem, TextRule } from '@shared/form/field-rules.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { Field } from '@widgets/ui/form/field.tsx';
import type { FormField } from './form-fields.tsx';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

/**
 * What a reader sees of the HTML: its text length, counted as the server counts it (richTextLength: runs of white
 * space as one, ends trimmed, an emoji as one character), and whether it shows any media.
 */
function richTextContent(html: string): { length: number; media: boolean } {
  // a parsed document, never attached to the page: nothing in it loads or runs
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const text = (body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return { length: [...text].length, media: body.querySelector('img, audio, video') !== null };
}

/** The shared text rule on rich text: required asks for words or media; max counts the visible text. */
function richTextProblem(html: string, rule: TextRule): FieldProblem | undefined {
  if (!html.trim()) return rule.required ? { code: 'required' } : undefined;
  const { length, media } = richTextContent(html);
  if (rule.required && length === 0 && !media) return { code: 'required' };
  if (rule.max !== undefined && length > rule.max) return { code: 'tooLong', max: rule.max };
  return undefined;
}

export type RichTextFieldProps = {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  value: string;
  onChange: (html: string) => void;
};

/** The labelled form row with the toolbar and the editor; a line of text while the editor loads. */
export function RichTextField({ label, hint, error, value, onChange }: RichTextFieldProps) {
  const t = useStore($t);
  return (
    <Field label={label} error={error} hint={hint} group>
      {(id, note) => (
        <Suspense fallback={<p className="lc-field__hint" role="status">{t('kit.rich.loading')}</p>}>
          {/* Field names the group by `${id}-label`; the text box is named by the same label */}
          <RichTextEditor labelledBy={`${id}-label`} describedBy={note} invalid={Boolean(error)} value={value} onChange={onChange} />
        </Suspense>
      )}
    </Field>
  );
}

type TextKeys<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

/** A form's rich-text field, as data: the value is HTML; `required` and `max` (visible characters) are checked on save. */
export function richTextField<F>(field: { name: TextKeys<F>; label: string; hint?: string; required?: boolean; max?: number }): FormField<F> {
  return {
    kind: 'custom',
    name: field.name,
    label: field.label,
    hint: field.hint,
    check: (value) => richTextProblem(String(value ?? ''), field),
    render: (value, set, error) => (
      <RichTextField label={field.label} hint={field.hint} error={error} value={String(value ?? '')} onChange={(html) => set(html as F[keyof F])} />
    ),
  };
}
