/**
 * Form fields the kit's `FormField` kinds do not draw: a date and time, a date range, an amount of money, and a
 * group of radios with more controls beside the chosen one. Each is a `custom` field drawn in the one labelled
 * form row (`Field`), so a screen lists it among its fields like any other.
 */
import type { ReactNode } from 'react';
import type { FieldProblem } from '@shared/form/field-rules.ts';
import { DateRange, type DateRangeValue } from '@widgets/ui/date-range/date-range.tsx';
import { Field } from '@widgets/ui/form/field.tsx';
import type { SelectOption } from '@widgets/ui/select/select.tsx';
import type { FormField } from './form-fields.tsx';
import './kit.css';

type KeysOf<F, V> = { [K in keyof F]: F[K] extends V ? K : never }[keyof F];
type Base<F> = { label: string; hint?: string; check?: (value: F[keyof F], form: F) => FieldProblem | string | undefined; shown?: (form: F) => boolean };

/** The custom field around `draw`, its value typed by the key it edits. */
function custom<F, V>(name: keyof F, base: Base<F>, draw: (value: V, set: (value: V) => void, error: string | undefined) => ReactNode): FormField<F> {
  return { ...base, kind: 'custom', name, render: (value, set, error) => draw(value as V, (next) => set(next as F[keyof F]), error) };
}

/** A date and time (`YYYY-MM-DDTHH:mm`, as a datetime-local input gives it; '' when none). */
export function dateTimeField<F>(name: KeysOf<F, string>, base: Base<F>): FormField<F> {
  return custom<F, string>(name, base, (value, set, error) => (
    <Field label={base.label} error={error} hint={base.hint}>
      {(id, note) => <input id={id} type="datetime-local" aria-describedby={note} aria-invalid={error ? true : undefined} value={value ?? ''} onChange={(e) => set(e.target.value)} />}
    </Field>
  ));
}

export type DateRangeLabels = { from: string; to: string; clear: string; separator?: string };

/** A range of days ('YYYY-MM-DD' pair, or null for none), two date inputs named by `labels`. */
export function dateRangeField<F>(name: KeysOf<F, DateRangeValue>, base: Base<F>, labels: DateRangeLabels): FormField<F> {
  return custom<F, DateRangeValue>(name, base, (value, set, error) => (
    <Field label={base.label} error={error} hint={base.hint} group>
      {() => <DateRange label={base.label} fromLabel={labels.from} toLabel={labels.to} clearLabel={labels.clear} separator={labels.separator} value={value} onChange={set} />}
    </Field>
  ));
}

/** An amount of money as typed (text, e.g. '19.9'): the screen turns it into cents and checks it. */
export function moneyField<F>(name: KeysOf<F, string>, base: Base<F>): FormField<F> {
  return custom<F, string>(name, base, (value, set, error) => (
    <Field label={base.label} error={error} hint={base.hint}>
      {(id, note) => <input id={id} className="lc-field__short" inputMode="decimal" aria-describedby={note} aria-invalid={error ? true : undefined} value={value ?? ''} onChange={(e) => set(e.target.value)} />}
    </Field>
  ));
}

/**
 * Radios for one value of a small record (`{ type, ... }`-like), with the controls the chosen one needs beside them
 * (e.g. "ends at" and its time): `choice` reads and writes the radios' value in the record, `extra` draws the rest.
 */
export function choiceField<F, V, C extends string | number>(
  name: keyof F,
  base: Base<F>,
  options: readonly SelectOption<C>[],
  choice: { get: (value: V) => C; set: (value: V, chosen: C) => V },
  extra?: (value: V, set: (value: V) => void, invalid: boolean) => ReactNode,
): FormField<F> {
  return custom<F, V>(name, base, (value, set, error) => (
    <Field label={base.label} error={error} hint={base.hint} group>
      {(id) => (
        <div className="lc-field__choices">
          {options.map((option) => (
            <label key={String(option.value)}>
              <input type="radio" name={id} checked={choice.get(value) === option.value} disabled={option.disabled} onChange={() => set(choice.set(value, option.value))} />
              {option.label}
            </label>
          ))}
          {extra?.(value, set, Boolean(error))}
        </div>
      )}
    </Field>
  ));
}

/** A value the form shows but does not edit (what is being answered or reviewed), as text with its line breaks. */
export function shownTextField<F>(name: KeysOf<F, string>, base: Pick<Base<F>, 'label'>): FormField<F> {
  return custom<F, string>(name, base, (value) => (
    <Field label={base.label} group>
      {() => <p className="lc-field__shown">{value}</p>}
    </Field>
  ));
}
