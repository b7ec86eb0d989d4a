/** The limits both sides check on roles and staff accounts. */
import type { FieldProblem } from '@shared/form/field-rules.ts';

export const STAFF_LIMITS = {
  roleNameMax: 20,
  roleDescriptionMax: 100,
  nicknameMax: 20,
  passwordMin: 8,
  passwordMax: 32,
  /** staff accounts of one teacher, deleted ones not counted */
  staffMax: 50,
  rolesMax: 30,
} as const;

/** A password of 8 to 32 characters with at least one letter and one digit. */
export const PASSWORD_PATTERN = '^(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7e]{8,32}$';

export type PasswordProblem = FieldProblem | { code: 'tooShort'; min: number } | { code: 'weakPassword' };

export function passwordProblem(value: string, required: boolean): PasswordProblem | undefined {
  if (value === '') return required ? { code: 'required' } : undefined;
  if (value.length < STAFF_LIMITS.passwordMin) return { code: 'tooShort', min: STAFF_LIMITS.passwordMin };
  if (value.length > STAFF_LIMITS.passwordMax) return { code: 'tooLong', max: STAFF_LIMITS.passwordMax };
  return new RegExp(PASSWORD_PATTERN).test(value) ? undefined : { code: 'weakPassword' };
}
