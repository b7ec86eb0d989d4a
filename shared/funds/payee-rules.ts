/**
 * The payee's real-name check (/accounting/balance/indentify), shared by the form and the server: a person
 * by name and 18-digit resident ID, a company by name and unified social credit code, each number with its check
 * character (shared/funds/identity.ts). Answers the first field in trouble with a code.
 */
import { isRealName } from '@shared/planet-funds/rules.ts';
import { creditCodeProblem, normalizeCreditCode, normalizeResidentId, residentIdProblem, type IdentityProblem } from './identity.ts';
import type { PayeeInput } from './types.ts';

const PAYEE_LIMITS = { companyNameMin: 4, companyNameMax: 60 } as const;

export type PayeeProblem = { field: 'name'; code: 'required' | 'invalid' } | { field: 'id_number'; code: IdentityProblem };

export function payeeProblem(input: PayeeInput, today: Date): PayeeProblem | null {
  const name = input.name.trim();
  if (name === '') return { field: 'name', code: 'required' };
  const nameOk = input.type === 'person' ? isRealName(name) : [...name].length >= PAYEE_LIMITS.companyNameMin && [...name].length <= PAYEE_LIMITS.companyNameMax;
  if (!nameOk) return { field: 'name', code: 'invalid' };
  const problem = input.type === 'person' ? residentIdProblem(input.id_number, today) : creditCodeProblem(input.id_number);
  return problem ? { field: 'id_number', code: problem } : null;
}

/** The number as stored: upper case, without spaces. */
export function normalizePayeeNumber(input: PayeeInput): string {
  return input.type === 'person' ? normalizeResidentId(input.id_number) : normalizeCreditCode(input.id_number);
}
