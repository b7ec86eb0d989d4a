/**
 * The withdrawal forms (/accounting/extractCash, /accounting/hybridExtractCash) as the console holds them, and the
 * input for the server made from them: the form holds each income source's amount in 元 as typed and the payout
 * account; the input holds integer fen per source. The checks here are the ones the console can make before it
 * asks (the amount's shape, at least 1 元, at most 50,000 元, what each source has available); the day's limits
 * and the balance at the moment of asking are the server's.
 */
import { yuanToFen } from '@shared/format/currency.ts';
import { creditCodeProblem, residentIdProblem } from './identity.ts';
import { INCOME_SOURCES, withdrawalProblem, type IncomeSource } from './ledger.ts';
import { payeeProblem, type PayeeProblem } from './payee-rules.ts';
import type { BalanceView, PayeeInput, WithdrawalInput } from './types.ts';

export type WithdrawalForm = {
  /** 元 as typed, per income source ('' for none) */
  amounts: Record<IncomeSource, string>;
  /** the payout account; 0 before one is chosen */
  account_id: number;
};

export type WithdrawalFormProblem =
  | { field: IncomeSource; code: 'notAmount' }
  | { field: IncomeSource; code: 'overAvailable'; available: number }
  | { field: 'total'; code: 'empty' }
  | { field: 'total'; code: 'belowMin'; min: number }
  | { field: 'total'; code: 'aboveMax'; max: number }
  | { field: 'account_id'; code: 'required' };

export function withdrawalFormOf(accountId = 0): WithdrawalForm {
  return { amounts: { knowledge: '', planet: '' }, account_id: accountId };
}

/** What each income source has available now (0 for a source without income yet). */
export function availableBySource(balance: Pick<BalanceView, 'sources'>): Record<IncomeSource, number> {
  const found = { knowledge: 0, planet: 0 } satisfies Record<IncomeSource, number>;
  for (const part of balance.sources) found[part.source] = part.available;
  return found;
}

/** Each source's amount in fen: 0 where nothing is typed, null where the text is no amount (at most two decimals). */
export function fenBySource(form: Pick<WithdrawalForm, 'amounts'>): Record<IncomeSource, number | null> {
  const fen = (text: string) => (text.trim() === '' ? 0 : yuanToFen(text));
  return { knowledge: fen(form.amounts.knowledge), planet: fen(form.amounts.planet) };
}

/** The whole amount in fen, or null while a source's text is no amount. */
export function withdrawalTotalOf(form: Pick<WithdrawalForm, 'amounts'>): number | null {
  const parts = fenBySource(form);
  let total = 0;
  for (const source of INCOME_SOURCES) {
    const part = parts[source];
    if (part === null) return null;
    total += part;
  }
  return total;
}

/**
 * The first problem of the form, or null: each source's amount (its shape, then what the source has available),
 * then the whole (something to withdraw, at least 1 元, at most 50,000 元), then the account.
 */
export function withdrawalFormProblem(form: WithdrawalForm, available: Record<IncomeSource, number>): WithdrawalFormProblem | null {
  const parts = fenBySource(form);
  for (const source of INCOME_SOURCES) {
    const part = parts[source];
    if (part === null) return { field: source, code: 'notAmount' };
    if (part > available[source]) return { field: source, code: 'overAvailable', available: Math.max(0, available[source]) };
  }
  const total = withdrawalTotalOf(form) ?? 0;
  if (total === 0) return { field: 'total', code: 'empty' };
  // the day's count and sum are the server's to check: here only the amount's own limits
  const problem = withdrawalProblem(total, Number.MAX_SAFE_INTEGER, { count: 0, amount: 0 });
  if (problem?.code === 'belowMin') return { field: 'total', code: 'belowMin', min: problem.min };
  if (problem?.code === 'aboveMax') return { field: 'total', code: 'aboveMax', max: problem.max };
  if (form.account_id <= 0) return { field: 'account_id', code: 'required' };
  return null;
}

/** The server's input of a checked form: the sources with something to withdraw, in fen, in the sources' order. */
export function withdrawalInputOf(form: WithdrawalForm): WithdrawalInput {
  const parts = fenBySource(form);
  return {
    account_id: form.account_id,
    sources: INCOME_SOURCES.flatMap((source) => {
      const amount = parts[source] ?? 0;
      return amount > 0 ? [{ source, amount }] : [];
    }),
  };
}

/**
 * A new Idempotency-Key for one submission of a withdrawal form (kept across its retries, replaced after success):
 * a UUID, or 32 random hex characters where the page is no secure context (`crypto.randomUUID` is missing there).
 */
export function newIdempotencyKey(random: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = globalThis.crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Each field's problem of the payee form (/accounting/balance/indentify), checked as typed. `payeeProblem` answers
 * the first field in trouble only; while the name is, the number is checked on its own so a mistyped ID shows too.
 */
export function payeeFieldProblems(input: PayeeInput, today: Date): { name: PayeeProblem | null; id_number: PayeeProblem | null } {
  const first = payeeProblem(input, today);
  if (first?.field !== 'name') return { name: null, id_number: first };
  const number = input.type === 'person' ? residentIdProblem(input.id_number, today) : creditCodeProblem(input.id_number);
  return { name: first, id_number: number ? { field: 'id_number', code: number } : null };
}
