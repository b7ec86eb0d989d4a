/**
 * Form fields described as data: what a field is (its kind, label and the rule from shared/ it must pass) and how
 * the kit draws and checks it. A screen lists its fields; `RecordForm` does the rest.
 */
import type { ReactNode } from 'react';
import { numberProblem, textProblem, type FieldProblem } from '@shared/form/field-rules.ts';
import { Field } from '@widgets/ui/form/field.tsx';
import { Select, type SelectOption } from '@widgets/ui/select/select.tsx';
import { PasswordInput } from './password-input.tsx';

type Common<F, K extends keyof F> = {
  name: K;
  label: string;
  hint?: string;
  /** a check beyond the kind's own rule: a problem code, a message, or nothing */
  check?: (value: F[K], form: F) => FieldProblem | string | undefined;
  /** whether the field belongs to the form as it stands (e.g. a plan only for a challenge); always unless told */
  shown?: (form: F) => boolean;
};

type KeysOf<F, V> = { [K in keyof F]: F[K] extends V ? K : never }[keyof F];

export type FormField<F> =
  | (Common<F, KeysOf<F, string>> & { kind: 'text'; required?: boolean; max?: number; placeholder?: string; suggestions?: readonly string[] })
  /** typed hidden, with a toggle that shows it */
  | (Common<F, KeysOf<F, string>> & { kind: 'password'; required?: boolean; max?: number })
  | (Common<F, KeysOf<F, string>> & { kind: 'textarea'; required?: boolean; max?: number; rows?: number; placeholder?: string })
  | (Common<F, KeysOf<F, number>> & { kind: 'number'; required?: boolean; min?: number; max?: number; integer?: boolean; step?: number; disabled?: boolean })
  | (Common<F, keyof F> & { kind: 'select'; options: readonly SelectOption<string | number>[]; placeholder?: string; required?: boolean })
  | (Common<F, keyof F> & { kind: 'radio'; options: readonly SelectOption<string | number>[] })
  | (Common<F, KeysOf<F, number>> & { kind: 'switch' })
  /** `form`: the whole form, for a field drawn after another's value (a label that follows a choice) */
  | (Common<F, keyof F> & { kind: 'custom'; render: (value: F[keyof F], set: (value: F[keyof F]) => void, error: string | undefined, form: F) => ReactNode });

/** The field's problem with `form`'s value, by its kind's rule and then its own check. */
export function fieldProblem<F>(field: FormField<F>, form: F): FieldProblem | string | undefined {
  if (field.shown && !field.shown(form)) return undefined;
  const value = form[field.name] as unknown;
  let problem: FieldProblem | undefined;
  if (field.kind === 'text' || field.kind === 'textarea' || field.kind === 'password') problem = textProblem(String(value ?? ''), field);
  else if (field.kind === 'number') problem = numberProblem(value as number | undefined, field);
  else if (field.kind === 'select' && field.required && (value === undefined || value === '' || value === 0)) problem = { code: 'required' };
  if (problem) return problem;
  return field.check?.(form[field.name] as never, form);
}

type DrawProps<F> = { field: FormField<F>; form: F; error: string | undefined; set: (name: keyof F, value: unknown) => void; autoFocus: boolean };

/** One field of a form, drawn for its kind. */
export function FormFieldView<F>({ field, form, error, set, autoFocus }: DrawProps<F>) {
  const value = form[field.name] as unknown;
  const invalid = error ? true : undefined;
  const focus = autoFocus ? { 'data-autofocus': '' } : {};
  switch (field.kind) {
    case 'text':
      return (
        <Field label={field.label} error={error} hint={field.hint}>
          {(id, note) => (
            <>
              <input id={id} aria-describedby={note} aria-invalid={invalid} value={String(value ?? '')} placeholder={field.placeholder}
                list={field.suggestions ? `${id}-list` : undefined} onChange={(e) => set(field.name, e.target.value)} {...focus} />
              {field.suggestions && <datalist id={`${id}-list`}>{field.suggestions.map((s) => <option key={s} value={s} />)}</datalist>}
            </>
          )}
        </Field>
      );
    case 'password':
      return (
        <Field label={field.label} error={error} hint={field.hint}>
          {(id, note) => <PasswordInput id={id} describedBy={note} invalid={invalid} value={String(value ?? '')} onChange={(next) => set(field.name, next)} autoFocus={autoFocus} />}
        </Field>
      );
    case 'textarea':
      return (
        <Field label={field.label} error={error} hint={field.hint}>
          {(id, note) => <textarea id={id} rows={field.rows ?? 6} aria-describedby={note} aria-invalid={invalid} value={String(value ?? '')} placeholder={field.placeholder} onChange={(e) => set(field.name, e.target.value)} {...focus} />}
        </Field>
      );
    case 'number':
      return (
        <Field label={field.label} error={error} hint={field.hint}>
          {(id, note) => (
            <input id={id} type="number" inputMode="decimal" aria-describedby={note} aria-invalid={invalid} min={field.min} max={field.max} step={field.step ?? (field.integer ? 1 : 'any')} disabled={field.disabled}
              value={value === undefined || Number.isNaN(value) ? '' : String(value)} onChange={(e) => set(field.name, e.target.value === '' ? undefined : Number(e.target.value))} {...focus} />
          )}
        </Field>
      );
    case 'select':
      return (
        <div className="lc-field">
          <Select<string | number> label={field.label} value={field.options.some((option) => option.value === value) ? (value as string | number) : undefined} options={field.options} placeholder={field.placeholder} onChange={(next) => set(field.name, next)} autoFocus={autoFocus} />
          {error && <p className="lc-field__error" role="alert">{error}</p>}
        </div>
      );
    case 'radio':
      return (
        <Field label={field.label} error={error} hint={field.hint} group>
          {() => (
            <div className="lc-field__choices">
              {field.options.map((option) => (
                <label key={String(option.value)}>
                  <input type="radio" checked={value === option.value} disabled={option.disabled} onChange={() => set(field.name, option.value)} />
                  {option.label}
                </label>
              ))}
            </div>
          )}
        </Field>
      );
    case 'switch':
      return (
        <Field label={field.label} error={error} hint={field.hint}>
          {(id, note) => <input id={id} type="checkbox" role="switch" aria-describedby={note} checked={value === 1} onChange={(e) => set(field.name, e.target.checked ? 1 : 0)} />}
        </Field>
      );
    case 'custom':
      return <>{field.render(value as F[keyof F], (next) => set(field.name, next), error, form)}</>;
  }
}
