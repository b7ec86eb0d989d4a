import { useState } from 'react';
import { showToast } from '@shared/feedback.ts';
import { t } from '@shared/i18n/i18n.ts';
import { problemText, refusalText } from './field-problems.ts';
import { fieldProblem, FormFieldView, type FormField } from './form-fields.tsx';
import { FormDialog } from './form-dialog.tsx';

export type RecordFormProps<F> = {
  title: string;
  fields: readonly FormField<F>[];
  /** the values the form opens with */
  initial: F;
  /** sends the checked values (text trimmed); a refusal is shown in the form and the input kept */
  submit: (values: F) => Promise<unknown>;
  onClose: () => void;
  /** after the server took it (the dialog closes itself: call onClose here) */
  onSaved: () => void;
  width?: number;
  saveLabel?: string;
  /** the toast after saving; none with '' */
  savedText?: string;
};

type Errors<F> = Partial<Record<keyof F, string>>;

/** Trimmed text values: what the rules counted is what the server receives. */
export function trimmed<F>(form: F): F {
  const out = { ...form } as Record<string, unknown>;
  for (const [key, value] of Object.entries(out)) if (typeof value === 'string') out[key] = value.trim();
  return out as F;
}

/**
 * A dialog with a form described as data: each field checked by its rule from shared/ as the teacher saves (the
 * first problem per field shown under it), then sent; the server's refusal appears in the form.
 */
export function RecordForm<F>({ title, fields, initial, submit, onClose, onSaved, width, saveLabel, savedText }: RecordFormProps<F>) {
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<Errors<F>>({});

  const set = (name: keyof F, value: unknown) => {
    setForm((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const save = async (): Promise<string | null> => {
    const found: Errors<F> = {};
    for (const field of fields) {
      const problem = fieldProblem(field, form);
      if (problem) found[field.name] = typeof problem === 'string' ? problem : problemText(problem, field.label);
    }
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      return null;
    }
    try {
      await submit(trimmed(form));
    } catch (error) {
      return refusalText(error);
    }
    if (savedText !== '') showToast(savedText ?? t('kit.saved'), { kind: 'success' });
    onSaved();
    return null;
  };

  return (
    <FormDialog title={title} width={width ?? 640} onClose={onClose} submit={save} saveLabel={saveLabel ?? t('kit.save')} className="lc-form" refusalClassName="lc-form__refusal" refusalLast clearRefusalOnEdit>
      {fields.filter((field) => !field.shown || field.shown(form)).map((field, index) => (
        <FormFieldView key={String(field.name)} field={field} form={form} error={errors[field.name]} set={set} autoFocus={index === 0} />
      ))}
    </FormDialog>
  );
}
