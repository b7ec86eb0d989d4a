/** The funds area's contract: ledger, balances, withdrawals, payees. Money in fen, times unix seconds. */
import { Seconds, Type, type Static } from '@shared/api/schema.ts';
import { Balances, IncomeSource, LedgerAccount, LedgerKind, type LedgerGroup } from './ledger.ts';
import { LedgerTitleView } from './titles.ts';

export const PayeeType = Type.Enum(['person', 'company'], { type: 'string' });
export type PayeeType = Static<typeof PayeeType>;

/** applied → processing → paid, or failed with the money back in the balance */
export const WithdrawalState = Type.Enum(['applied', 'processing', 'paid', 'failed'], { type: 'string' });
export type WithdrawalState = Static<typeof WithdrawalState>;

export const LedgerLineView = Type.Object({
  account: LedgerAccount,
  source: Type.Union([IncomeSource, Type.Literal('')]),
  amount: Type.Integer(),
  available_at: Seconds,
});
export type LedgerLineView = Static<typeof LedgerLineView>;

/** `title_code` and `title_params` say what it was; the reader's catalogue makes the sentence (titles.ts) */
export const LedgerTransactionView = Type.Object({
  ...LedgerTitleView.properties,
  id: Type.Integer(),
  kind: LedgerKind,
  order_id: Type.Union([Type.Integer(), Type.Null()]),
  created_at: Seconds,
  lines: Type.Array(LedgerLineView),
});
export type LedgerTransactionView = Static<typeof LedgerTransactionView>;

export const BalanceView = Type.Object({
  ...Balances.properties,
  /** per income source */
  sources: Type.Array(Type.Object({ ...Balances.properties, source: IncomeSource })),
  /** pending income by the day it settles, soonest first */
  settling: Type.Array(Type.Object({ available_at: Seconds, amount: Type.Integer() })),
});
export type BalanceView = Static<typeof BalanceView>;

/** The payee as the screens show it: the number masked (only the server keeps it whole). */
export const Payee = Type.Object({ type: PayeeType, name: Type.String(), id_number_masked: Type.String(), verified_at: Seconds });
export type Payee = Static<typeof Payee>;
export type PayeeInput = { type: PayeeType; name: string; id_number: string };

const SourceAmount = Type.Object({ source: IncomeSource, amount: Type.Integer() });

export const Withdrawal = Type.Object({
  id: Type.Integer(),
  amount: Type.Integer(),
  fee: Type.Integer(),
  tax: Type.Integer(),
  /** amount − fee − tax: what reaches the account */
  net: Type.Integer(),
  state: WithdrawalState,
  failure_reason: Type.String(),
  account_label: Type.String(),
  sources: Type.Array(SourceAmount),
  created_at: Seconds,
  updated_at: Seconds,
});
export type Withdrawal = Static<typeof Withdrawal>;

/** What a withdrawal of `amount` would cost, before the teacher confirms it. */
export const WithdrawalQuote = Type.Object({
  amount: Type.Integer(),
  fee: Type.Integer(),
  tax: Type.Integer(),
  net: Type.Integer(),
  taxable_month: Type.Integer(),
  payee_type: Type.Union([PayeeType, Type.Null()]),
});
export type WithdrawalQuote = Static<typeof WithdrawalQuote>;

export type WithdrawalInput = { account_id: number; sources: { source: IncomeSource; amount: number }[] };

/** one month's withholding on the teacher's payouts (/accounting/tax) */
export const TaxMonth = Type.Object({ month: Type.Integer(), income: Type.Integer(), taxable: Type.Integer(), tax: Type.Integer(), withdrawals: Type.Integer() });
export type TaxMonth = Static<typeof TaxMonth>;

export type LedgerQuery = { page: number; pageSize: number; group?: LedgerGroup; source?: IncomeSource; startAt?: number; endAt?: number };

/** a ledger transaction as the detail lists it: its effect on the teacher's balances */
export const LedgerRow = Type.Object({
  ...LedgerTransactionView.properties,
  /** the change of available + pending income (+ in, − out) */
  income: Type.Integer(),
  /** the change of frozen money */
  frozen: Type.Integer(),
  order_no: Type.Union([Type.String(), Type.Null()]),
});
export type LedgerRow = Static<typeof LedgerRow>;
