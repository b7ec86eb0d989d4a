/** The funds area's contract: ledger, balances, withdrawals, payees. Money in fen, times unix seconds. */
import { RULE_KEYWORD, Seconds, Type, type Static } from '@shared/api/schema.ts';
import { Balances, INCOME_SOURCES, IncomeSource, LedgerAccount, LedgerKind, MONEY_RULES, type LedgerGroup } from './ledger.ts';
import { LedgerTitleView } from './titles.ts';

/** one of `values`, as a request names it */
export const choice = <T extends string>(values: readonly T[]) => Type.Enum([...values], { type: 'string', [RULE_KEYWORD]: `必须是 ${values.join('、')} 之一` });

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

/** the real-name check's form: who the payee is and the number that proves it */
export const PayeeInput = Type.Object({
  type: choice(['person', 'company']),
  name: Type.String({ minLength: 1, maxLength: 60 }),
  id_number: Type.String({ minLength: 1, maxLength: 30 }),
});
export type PayeeInput = Static<typeof PayeeInput>;

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

const withdrawnFen = (minimum: number) => Type.Integer({ minimum, maximum: MONEY_RULES.withdrawMax, [RULE_KEYWORD]: `必须是 0 到 ${MONEY_RULES.withdrawMax} 之间的整数（分）` });

/** a withdrawal's form: where the money goes and how much each income source gives */
export const WithdrawalInput = Type.Object({
  account_id: Type.Integer({ minimum: 1, [RULE_KEYWORD]: '必须是收款账户 id' }),
  sources: Type.Array(Type.Object({ source: choice(INCOME_SOURCES), amount: withdrawnFen(0) }, { additionalProperties: false }), {
    minItems: 1,
    maxItems: INCOME_SOURCES.length,
    [RULE_KEYWORD]: '必须列出每个收入来源的提现金额',
  }),
});
export type WithdrawalInput = Static<typeof WithdrawalInput>;

/** a withdrawal's amount as the quote asks it: at least 1 fen */
export const QuotedFen = withdrawnFen(1);

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
