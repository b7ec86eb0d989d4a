/** The funds calls (docs/api.md "Funds"), one function per call. */
import { api } from '@shared/api/default-client.ts';
import { $locale } from '@shared/i18n/i18n.ts';
import { dataOf } from '@shared/api/errors.ts';
import { fetchDownload, type Download } from '@shared/api/download.ts';
import { pageOf, type Page } from '@shared/api/types.ts';
import { FUNDS_PATHS as PATHS } from './paths.ts';
import type { BalanceView, LedgerQuery, LedgerRow, Payee, PayeeInput, TaxMonth, Withdrawal, WithdrawalInput, WithdrawalQuote } from './types.ts';

export type LedgerFilterQuery = Omit<LedgerQuery, 'page' | 'pageSize'>;

const filterParams = (q: LedgerFilterQuery) => ({ group: q.group, source: q.source, start_at: q.startAt, end_at: q.endAt });

export const fetchBalance = async (): Promise<BalanceView> => dataOf(await api().get<BalanceView>(PATHS.balance));

export const fetchLedger = async (q: LedgerQuery): Promise<Page<LedgerRow>> =>
  pageOf<LedgerRow>(await api().get(PATHS.ledger, { page: q.page, pageSize: q.pageSize, ...filterParams(q) }));

/** the export is written in the interface's language */
export const downloadLedger = (q: LedgerFilterQuery): Promise<Download> => fetchDownload(PATHS.ledgerExport, { ...filterParams(q), lang: $locale.get() }, 'ledger.xlsx');

export const fetchQuote = async (amount: number): Promise<WithdrawalQuote> => dataOf(await api().get<WithdrawalQuote>(PATHS.withdrawQuote, { amount }));

/** A withdrawal, once per `key`: the same key sent again answers the same withdrawal and moves nothing. */
export const applyWithdrawal = async (input: WithdrawalInput, key: string): Promise<Withdrawal> =>
  dataOf(await api().postJson<Withdrawal>(PATHS.withdraw, input, { headers: { 'Idempotency-Key': key } }));

export const fetchWithdrawals = async (q: { page: number; pageSize: number }): Promise<Page<Withdrawal>> =>
  pageOf<Withdrawal>(await api().get(PATHS.withdrawals, { page: q.page, pageSize: q.pageSize }));

export const fetchWithdrawal = async (id: number): Promise<Withdrawal> => dataOf(await api().get<Withdrawal>(PATHS.withdrawal, { id }));

export const fetchPayee = async (): Promise<Payee | null> => (await api().get<Payee | null>(PATHS.payee)).data ?? null;

export const savePayee = async (input: PayeeInput): Promise<Payee> => dataOf(await api().postJson<Payee>(PATHS.payee, input));

export const fetchTaxMonths = async (): Promise<TaxMonth[]> => ((await api().get(PATHS.tax)).rows ?? []) as TaxMonth[];
