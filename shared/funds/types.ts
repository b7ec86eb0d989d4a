/** The funds area's contract: ledger, balances, withdrawals, payees. Money in fen, times unix seconds. */
import type { Balances, IncomeSource, LedgerAccount, LedgerGroup, LedgerKind } from './ledger.ts';
import type { LedgerTitleView } from './titles.ts';

export type PayeeType = 'person' | 'company';

/** applied → processing → paid, or failed with the money back in the balance */
export type WithdrawalState = 'applied' | 'processing' | 'paid' | 'failed';

export type LedgerLineView = { account: LedgerAccount; source: IncomeSource | ''; amount: number; available_at: number };

/** `title_code` and `title_params` say what it was; the reader's catalogue makes the sentence (titles.ts) */
export type LedgerTransactionView = LedgerTitleView & {
  id: number;
  kind: LedgerKind;
  order_id: number | null;
  created_at: number;
  lines: LedgerLineView[];
};

export type BalanceView = Balances & {
  /** per income source */
  sources: (Balances & { source: IncomeSource })[];
  /** pending income by the day it settles, soonest first */
  settling: { available_at: number; amount: number }[];
};

/** The payee as the screens show it: the number masked (only the server keeps it whole). */
export type Payee = { type: PayeeType; name: string; id_number_masked: string; verified_at: number };
export type PayeeInput = { type: PayeeType; name: string; id_number: string };

export type Withdrawal = {
  id: number;
  amount: number;
  fee: number;
  tax: number;
  /** amount − fee − tax: what reaches the account */
  net: number;
  state: WithdrawalState;
  failure_reason: string;
  account_label: string;
  sources: { source: IncomeSource; amount: number }[];
  created_at: number;
  updated_at: number;
};

/** What a withdrawal of `amount` would cost, before the teacher confirms it. */
export type WithdrawalQuote = { amount: number; fee: number; tax: number; net: number; taxable_month: number; payee_type: PayeeType | null };

export type WithdrawalInput = { account_id: number; sources: { source: IncomeSource; amount: number }[] };

/** one month's withholding on the teacher's payouts (/accounting/tax) */
export type TaxMonth = { month: number; income: number; taxable: number; tax: number; withdrawals: number };

export type LedgerQuery = { page: number; pageSize: number; group?: LedgerGroup; source?: IncomeSource; startAt?: number; endAt?: number };

/** a ledger transaction as the detail lists it: its effect on the teacher's balances */
export type LedgerRow = LedgerTransactionView & {
  /** the change of available + pending income (+ in, − out) */
  income: number;
  /** the change of frozen money */
  frozen: number;
  order_no: string | null;
};
