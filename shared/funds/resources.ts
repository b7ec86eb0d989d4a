/**
 * What the console's screen kit knows of the funds area: the balance, the ledger with its filters in the
 * address and its export, income, withdrawals and their quote, the payee and the tax months. Every answer is under
 * the name `funds`: a withdrawal or a new payee makes all of it stale.
 */
import type { RecordSource } from '@shared/api/record-source.ts';
import type { Resource } from '@shared/api/resource.ts';
import { saveDownload } from '@shared/api/download.ts';
import { dayEndSeconds, dayStartSeconds, isCalendarDate } from '@shared/format/local-date.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import * as api from './client.ts';
import { INCOME_SOURCES, LEDGER_GROUPS, type IncomeSource, type LedgerGroup } from './ledger.ts';
import type { BalanceView, LedgerQuery, LedgerRow, Payee, PayeeInput, TaxMonth, Withdrawal, WithdrawalInput, WithdrawalQuote } from './types.ts';

export const FUNDS = 'funds';

/** /accounting/detail's state in the address bar: '' is "all" */
export type LedgerListState = Paging & { group: '' | LedgerGroup; source: '' | IncomeSource; from: string; to: string };

export const LEDGER_GROUP_CHOICES: readonly LedgerListState['group'][] = ['', ...(Object.keys(LEDGER_GROUPS) as LedgerGroup[])];
export const INCOME_SOURCE_CHOICES: readonly LedgerListState['source'][] = ['', ...INCOME_SOURCES];
export const LEDGER_CHOICES = { group: LEDGER_GROUP_CHOICES, source: INCOME_SOURCE_CHOICES };

/** The list state as the calls' filter: dates as 00:00:00 and 23:59:59 (spec §9). */
export function ledgerFilterOf(state: Omit<LedgerListState, 'page' | 'pageSize'>): Omit<LedgerQuery, 'page' | 'pageSize'> {
  return {
    ...(state.group ? { group: state.group } : {}),
    ...(state.source ? { source: state.source } : {}),
    ...(isCalendarDate(state.from) ? { startAt: dayStartSeconds(state.from) } : {}),
    ...(isCalendarDate(state.to) ? { endAt: dayEndSeconds(state.to) } : {}),
  };
}

export const ledgerResource: Resource<LedgerRow, LedgerListState> = {
  name: `${FUNDS}/ledger`,
  list: (q) => api.fetchLedger({ page: q.page, pageSize: q.pageSize, ...ledgerFilterOf(q) }),
};

/** /accounting/income/detail's state: the ledger fixed to income (payments, refunds, rewards). */
export type IncomeListState = Omit<LedgerListState, 'group'>;

export const incomeResource: Resource<LedgerRow, IncomeListState> = {
  name: `${FUNDS}/income`,
  list: (q) => api.fetchLedger({ page: q.page, pageSize: q.pageSize, ...ledgerFilterOf({ ...q, group: 'income' }) }),
};

/** Every transaction of the list's filter as an .xlsx, saved by the browser. */
export async function exportLedger(state: Omit<LedgerListState, 'page' | 'pageSize'>): Promise<void> {
  saveDownload(await api.downloadLedger(ledgerFilterOf(state)));
}

export const balanceRecord: RecordSource<BalanceView, object> = { name: `${FUNDS}/balance`, read: () => api.fetchBalance() };

export type WithdrawalListState = Paging;
export const withdrawalsResource: Resource<Withdrawal, WithdrawalListState> = {
  name: `${FUNDS}/withdrawals`,
  list: (q) => api.fetchWithdrawals(q),
};

export const withdrawalRecord: RecordSource<Withdrawal, { id: number }> = { name: `${FUNDS}/withdrawal`, read: (q) => api.fetchWithdrawal(q.id) };

/** The fee, the tax and what arrives, for an amount in fen. */
export const quoteRecord: RecordSource<WithdrawalQuote, { amount: number }> = { name: `${FUNDS}/quote`, read: (q) => api.fetchQuote(q.amount) };

/** The verified payee, or null before one is verified. */
export const payeeRecord: RecordSource<Payee | null, object> = { name: `${FUNDS}/payee`, read: () => api.fetchPayee() };

export const taxMonthsRecord: RecordSource<TaxMonth[], object> = { name: `${FUNDS}/tax`, read: () => api.fetchTaxMonths() };

/** The funds writes; run them through the kit's `change(…, [FUNDS])`. */
export const fundsWrites = {
  /** `key`: the submission's Idempotency-Key, the same for every retry of it */
  withdraw: (input: WithdrawalInput, key: string) => api.applyWithdrawal(input, key),
  savePayee: (input: PayeeInput) => api.savePayee(input),
};
