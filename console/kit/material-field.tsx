import { useState } from 'react';
import { t } from '@shared/i18n/i18n.ts';
import type { MaterialKind } from '@shared/materials/types.ts';
import { GeneralSelector } from '@widgets/materials/general-selector/general-selector.tsx';
import { Button } from '@widgets/ui/button/button.tsx';
import { Field } from '@widgets/ui/form/field.tsx';
import type { FormField } from './form-fields.tsx';
import './picture-field.css';

/** A material as a form holds it: its id for the server, its file name to show it. */
export type MaterialChoice = { id: number; file_name: string };

export type MaterialFieldTexts = { pick: string; change: string; none: string };

type MaterialFieldProps = {
  label: string;
  /** the kinds the general selector offers, as its tabs */
  kinds: readonly MaterialKind[];
  texts: MaterialFieldTexts;
  value: MaterialChoice | null;
  onChange: (material: MaterialChoice | null) => void;
  error?: string | undefined;
  hint?: string | undefined;
};

/** One material of the given kinds from the general selector, shown by its file name with a change button. */
export function MaterialField({ label, kinds, texts, value, onChange, error, hint }: MaterialFieldProps) {
  const [picking, setPicking] = useState(false);
  return (
    <Field label={label} error={error} hint={hint} group>
      {() => (
        <div className="lc-picture-field">
          <span className={value ? 'lc-material-field__name' : 'lc-picture-field__none'}>{value ? value.file_name : texts.none}</span>
          <Button onClick={() => setPicking(true)}>{value ? texts.change : texts.pick}</Button>
          <GeneralSelector
            open={picking}
            kinds={kinds}
            onCancel={() => setPicking(false)}
            onConfirm={(items) => {
              setPicking(false);
              const first = items[0];
              if (first) onChange({ id: first.id, file_name: first.file_name });
            }}
          />
        </div>
      )}
    </Field>
  );
}

type ChoiceKeys<F> = { [K in keyof F]: F[K] extends MaterialChoice | null ? K : never }[keyof F];

/** A form's material field, as data: `null` is none; `required` asks for one. */
export function materialField<F>(field: { name: ChoiceKeys<F>; label: string; kinds: readonly MaterialKind[]; texts: MaterialFieldTexts; hint?: string; required?: boolean }): FormField<F> {
  return {
    kind: 'custom',
    name: field.name,
    label: field.label,
    check: (value) => (field.required && !value ? t('kit.choose', { field: field.label }) : undefined),
    render: (value, set, error) => (
      <MaterialField label={field.label} kinds={field.kinds} texts={field.texts} hint={field.hint} error={error} value={value as MaterialChoice | null} onChange={(material) => set(material as F[keyof F])} />
    ),
  };
}
