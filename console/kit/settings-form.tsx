import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { RecordResource } from '@shared/api/record-resource.ts';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { change, useQuery } from './data.ts';
import { problemText, refusalText } from './field-problems.ts';
import { fieldProblem, FormFieldView, type FormField } from './form-fields.tsx';
import { QueryError } from './query-state.tsx';
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

type SettingsFormProps<F> = {
  /** the record: read when the form opens, saved whole */
  resource: RecordResource<F>;
  fields: readonly FormField<F>[];
  className?: string;
};

/**
 * A record edited on a page of its own (settings): its fields described as data, read from the server, checked
 * by their rules as the teacher saves, then saved; the server's refusal appears under the fields.
 */
export function SettingsForm<F>({ resource, fields, className }: SettingsFormProps<F>) {
  const found = useQuery(resource.name, resource.read);
  if (found.error && !found.data) return <QueryError error={found.error} onRetry={found.reload} />;
  return found.data ? <OpenSettingsForm resource={resource} fields={fields} className={className} initial={found.data} /> : null;
}

function OpenSettingsForm<F>({ resource, fields, className, initial }: SettingsFormProps<F> & { initial: F }) {
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

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkFields(fields, form);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    try {
      await change(() => resource.save(trimmed(form)), [resource.name, ...(resource.affects ?? [])]);
      showToast(t('kit.saved'), { kind: 'success' });
    } catch (error) {
      setRefusal(refusalText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={`lc-form ${className ?? ''}`} noValidate onSubmit={(event) => void save(event)}>
      {fields.map((field) => (
        <FormFieldView key={String(field.name)} field={field} form={form} error={errors[field.name]} set={set} autoFocus={false} />
      ))}
      {refusal && <p className="lc-form__refusal" role="alert">{refusal}</p>}
      <div>
        <Button type="submit" variant="primary" loading={saving}>{t('kit.save')}</Button>
      </div>
    </form>
  );
}
