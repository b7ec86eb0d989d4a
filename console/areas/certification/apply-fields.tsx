/**
 * An application step's fields for the form kit, made from the shared field list (shared/certification/apply-steps.ts),
 * so the console checks exactly what the server checks: the kit's rules for what is missing or too long, the
 * shared checks for formats (a resident ID's check character, a credit code's), words from the area's texts.
 */
import type { FieldProblem } from '@shared/form/field-rules.ts';
import { t, type MessageKey } from '@shared/i18n/i18n.ts';
import { APPLY_STEPS, fieldProblemOf, type ApplyField, type ApplyProblem } from '@shared/certification/apply-steps.ts';
import type { ApplyForm } from '@shared/certification/forms.ts';
import type { Application, ApplyKind } from '@shared/certification/types.ts';
import type { FormField } from '@console/kit/form-fields.tsx';
import { picturesField } from '@console/kit/pictures-field.tsx';

/** An application's form holds texts and picture lists under the field list's keys; the kit types a field's key by its value, which such a record cannot say. */
const key = (name: string) => name as never;

const HINTS: Record<string, MessageKey> = {
  teaching: 'certification.hint.teaching',
  certificates: 'certification.hint.certificates',
  id_number: 'certification.hint.id_number',
  credit_code: 'certification.hint.credit_code',
  licence: 'certification.hint.licence',
  permits: 'certification.hint.permits',
};

// every key of the field list has its label and every choice its words (texts.test.ts)
export const fieldLabel = (name: string) => t(`certification.field.${name}` as MessageKey);

export const optionLabel = (name: string, value: string) => t(`certification.option.${name}.${value}` as MessageKey);

function worded(problem: ApplyProblem | undefined, label: string): FieldProblem | string | undefined {
  if (!problem) return undefined;
  switch (problem.code) {
    case 'required':
      return { code: 'required' };
    case 'tooLong':
      return { code: 'tooLong', max: problem.max };
    case 'tooMany':
      return { code: 'tooLarge', max: problem.max };
    case 'notText':
    case 'notPictures':
      return t('certification.problem.format', { field: label });
    default:
      return t(`certification.problem.${problem.code}`, { field: label });
  }
}

function fieldOf(spec: ApplyField, masked: string | undefined): FormField<ApplyForm> {
  const label = fieldLabel(spec.key);
  const hintKey = HINTS[spec.key];
  const hint = hintKey ? t(hintKey) : undefined;
  const check = (value: unknown) => worded(fieldProblemOf(spec, value as string, false, new Date()), label);
  switch (spec.kind) {
    case 'pictures':
      return picturesField<ApplyForm>({ name: key(spec.key), label, hint, min: spec.min, max: spec.max });
    case 'select':
      return {
        kind: 'select',
        name: spec.key,
        label,
        required: spec.required,
        placeholder: t('certification.choose'),
        options: spec.options.map((value) => ({ value, label: optionLabel(spec.key, value) })),
      };
    default:
      // a secret already saved is never sent back: left empty, the saved one stays
      return {
        kind: spec.kind,
        name: key(spec.key),
        label,
        required: spec.required && !masked,
        max: spec.max,
        hint: masked ? t('certification.apply.maskedHint', { masked }) : hint,
        check,
        ...(spec.kind === 'textarea' ? { rows: 4 } : {}),
      };
  }
}

/** The fields of one step of `kind`, for the application as it stands. */
export function applyFields(kind: ApplyKind, step: number, application: Application | null): FormField<ApplyForm>[] {
  return (APPLY_STEPS[kind][step]?.fields ?? []).map((spec) => fieldOf(spec, application?.masked[spec.key]));
}
