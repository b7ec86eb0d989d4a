/**
 * Date fields for forms described as data (kind `custom` of form-fields.tsx): a day ('YYYY-MM-DD', as the
 * server stores a planned day) and a moment (unix seconds, entered as a local date and time).
 */
import type { FieldProblem } from '@shared/form/field-rules.ts';
import { fromLocalInput, isCalendarDate, toLocalInput } from '@shared/format/local-date.ts';
import { Field } from '@widgets/ui/form/field.tsx';
import type { FormField } from './form-fields.tsx';

type KeysOf<F, V> = { [K in keyof F]: F[K] extends V ? K : never }[keyof F];

type DateFieldSpec<F, V> = {
  label: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  /** a check beyond "entered": a problem code, a message, or nothing */
  check?: (value: V, form: F) => FieldProblem | string | undefined;
};

/** A day, 'YYYY-MM-DD'; '' is no day. */
export function dateField<F>(field: DateFieldSpec<F, string> & { name: KeysOf<F, string> }): FormField<F> {
  return {
    kind: 'custom',
    name: field.name,
    label: field.label,
    check: (raw, form) => {
      const value = String(raw ?? '');
      if (value === '' ? field.required : !isCalendarDate(value)) return { code: 'required' };
      return field.check?.(value, form);
    },
    render: (value, set, error) => (
      <Field label={field.label} error={error} hint={field.hint}>
        {(id, note) => (
          <input id={id} type="date" aria-describedby={note} aria-invalid={error ? true : undefined} disabled={field.disabled}
            value={String(value ?? '')} onChange={(e) => set(e.target.value as F[keyof F])} />
        )}
      </Field>
    ),
  };
}

/** A moment, unix seconds, entered as a local date and time; 0 is none. */
export function dateTimeField<F>(field: DateFieldSpec<F, number> & { name: KeysOf<F, number> }): FormField<F> {
  return {
    kind: 'custom',
    name: field.name,
    label: field.label,
    check: (raw, form) => {
      const value = Number(raw) || 0;
      if (!value) return field.required ? { code: 'required' } : undefined;
      return field.check?.(value, form);
    },
    render: (value, set, error) => (
      <Field label={field.label} error={error} hint={field.hint}>
        {(id, note) => (
          <input id={id} type="datetime-local" aria-describedby={note} aria-invalid={error ? true : undefined} disabled={field.disabled}
            value={value ? toLocalInput(Number(value)) : ''} onChange={(e) => set(fromLocalInput(e.target.value) as F[keyof F])} />
        )}
      </Field>
    ),
  };
}
