import { useState, type FormEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { problemText, refusalText } from './field-problems.ts';
import { fieldProblem, FormFieldView, type FormField } from './form-fields.tsx';
import { trimmed } from './record-form.tsx';
import '@widgets/ui/form/form.css';

type Errors<F> = Partial<Record<keyof F, string>>;

/** Each field's first problem with `form`, worded for the user; empty when the form may be sent. */
export function checkFields<F>(fields: readonly FormField<F>[], form: F): Errors<F> {
  const found: Errors<F> = {};
  for (const field of fields) {
    const problem = fieldProblem(field, form);
    if (problem) found[field.name] = typeof problem === 'string' ? problem : problemText(problem, field.label);
  }
  return found;
}

export type PageFormProps<F> = {
  fields: readonly FormField<F>[];
  /** the values the form opens with */
  initial: F;
  /** sends the checked values (text trimmed); a refusal is shown under the fields and the input kept */
  submit: (values: F) => Promise<unknown>;
  /** after the server took it */
  onSaved?: () => void;
  saveLabel?: string;
  /** the toast after saving (the kit's 已保存 unless told) */
  savedText?: string;
  /** beside the save button (a link back) */
  extra?: ReactNode;
  /** drawn under the fields from the form as it stands (what saving will make, e.g. a series' dates) */
  preview?: (form: F) => ReactNode;
  className?: string;
};

/**
 * A form on a page of its own (a record's create or edit page, settings): its fields described as data, checked by
 * their rules as the teacher saves, then sent; the server's refusal appears under the fields, the first field with
 * a problem takes the focus.
 */
export function PageForm<F>({ fields, initial, submit, onSaved, saveLabel, savedText, extra, preview, className }: PageFormProps<F>) {
  const t = useStore($t);
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<Errors<F>>({});
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);

  const set = (name: keyof F, value: unknown) => {
    setForm((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    setRefusal('');
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkFields(fields, form);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      const element = event.currentTarget;
      requestAnimationFrame(() => element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    try {
      await submit(trimmed(form));
      showToast(savedText ?? t('kit.saved'), { kind: 'success' });
      onSaved?.();
    } catch (error) {
      setRefusal(refusalText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={`lc-form ${className ?? ''}`} noValidate onSubmit={(event) => void save(event)}>
      {fields.filter((field) => !field.shown || field.shown(form)).map((field) => (
        <FormFieldView key={String(field.name)} field={field} form={form} error={errors[field.name]} set={set} autoFocus={false} />
      ))}
      {preview?.(form)}
      {refusal && <p className="lc-form__refusal" role="alert">{refusal}</p>}
      <div className="lc-form__actions">
        <Button type="submit" variant="primary" loading={saving}>{saveLabel ?? t('kit.save')}</Button>
        {extra}
      </div>
    </form>
  );
}
