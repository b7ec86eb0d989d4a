/**
 * Payee identity checks of the funds area (/accounting/balance/indentify): the resident ID of a teacher paid
 * as a person and the unified social credit code of a company payee (a payout account's bank card is checked by
 * shared/planet-funds/rules.ts). Each check answers a problem code, never a sentence: the console words it in the
 * user's language, the server in Chinese. The checks read only the numbers' own structure (their check
 * characters), so they catch a mistyped number before a payout channel refuses it; they cannot say that a number
 * belongs to anyone.
 */

export type IdentityProblem = 'required' | 'format' | 'region' | 'birthDate' | 'checkDigit';

// ---- Resident ID (GB 11643-1999) ----

/** Province-level codes of GB/T 2260 that open a resident ID: the mainland's 31, then 71 Taiwan, 81 Hong Kong, 82 Macao, 83 (the residence permits of Taiwan residents). */
const PROVINCES: ReadonlySet<number> = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65, 71, 81, 82, 83,
]);
/** ISO 7064 MOD 11-2 weights of the first 17 digits (2^(17−i) mod 11). */
const RESIDENT_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
/** The check character for each sum mod 11. */
const RESIDENT_CHECK = '10X98765432';
/** A birth before this is a mistyped year: no payee alive was born earlier. */
const EARLIEST_BIRTH = '19000101';

/** A resident ID as typed → what the server stores: no surrounding spaces, the check character X in upper case. */
export function normalizeResidentId(value: string): string {
  return value.trim().toUpperCase();
}

/** 'YYYYMMDD' of `today` in China time (UTC+8, no summer time): a person born today in China is not "in the future" at 01:00 there. */
function chinaDay(today: Date): string {
  return new Date(today.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
}

function isCalendarDate(yyyymmdd: string): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

/**
 * The first problem of an 18-character resident ID, or null: the shape, the province, the birth date (a real day from
 * 1900-01-01 to `today`, China time) and the MOD 11-2 check character, in that order, so the code names the first part
 * a person should look at again.
 */
export function residentIdProblem(value: string, today: Date): IdentityProblem | null {
  const id = normalizeResidentId(value);
  if (id === '') return 'required';
  if (!/^\d{17}[\dX]$/.test(id)) return 'format';
  if (!PROVINCES.has(Number(id.slice(0, 2)))) return 'region';
  const birth = id.slice(6, 14);
  if (!isCalendarDate(birth) || birth < EARLIEST_BIRTH || birth > chinaDay(today)) return 'birthDate';
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(id[i]) * (RESIDENT_WEIGHTS[i] ?? 0);
  return id[17] === RESIDENT_CHECK[sum % 11] ? null : 'checkDigit';
}

// ---- Unified social credit code (GB 32100-2015) ----

/** The code's 31 characters in value order: the digits and the capitals without I, O, Z, S, V (read as 1, 0, 2, 5, U). */
const CREDIT_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** 3^i mod 31 for the first 17 characters. */
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const CREDIT_CODE = /^[0-9A-HJ-NP-RTUWXY]{18}$/;
/** The registering department (1st character): 1 编制, 2–8 the other departments, 9 市场监管, A–H, N 农业, Y 其他. */
const CREDIT_DEPARTMENT = /^[1-9A-HNY]/;

/** A credit code as typed → what the server stores: no surrounding spaces, capitals (the code has no small letters). */
export function normalizeCreditCode(value: string): string {
  return value.trim().toUpperCase();
}

/** The first problem of an 18-character unified social credit code, or null: the characters and department, then the MOD 31 check character. */
export function creditCodeProblem(value: string): IdentityProblem | null {
  const code = normalizeCreditCode(value);
  if (code === '') return 'required';
  if (!CREDIT_CODE.test(code) || !CREDIT_DEPARTMENT.test(code)) return 'format';
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_ALPHABET.indexOf(code[i] ?? '') * (CREDIT_WEIGHTS[i] ?? 0);
  const check = (31 - (sum % 31)) % 31;
  return code[17] === CREDIT_ALPHABET[check] ? null : 'checkDigit';
}

// ---- Masks: what lists and receipts show ----

/** `head` and `tail` characters shown, every other one a '*', the length kept; too short to hide anything → all stars. */
function keepEnds(value: string, head: number, tail: number): string {
  if (value.length <= head + tail) return '*'.repeat(value.length);
  return `${value.slice(0, head)}${'*'.repeat(value.length - head - tail)}${value.slice(-tail)}`;
}

/** '110***********1234': the province shown, the birth date and the rest hidden, the last four to tell IDs apart. */
export function maskResidentId(value: string): string {
  return keepEnds(normalizeResidentId(value), 3, 4);
}

/** '91************0Y43': the department and kind shown, the last four to tell codes apart. */
export function maskCreditCode(value: string): string {
  return keepEnds(normalizeCreditCode(value), 2, 4);
}
