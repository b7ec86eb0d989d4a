/**
 * The double-entry ledger's vocabulary and arithmetic (docs/decisions.md "The ledger"). Every money
 * movement of a teacher is one transaction of lines whose amounts (signed fen) sum to zero; a balance is a sum of
 * lines, never a number written by hand. The server writes the lines (server/areas/funds/ledger.ts); these pure
 * functions build them, so the property tests can prove every transaction balances.
 *
 * Accounts, seen from the teacher's books:
 * - `income`: what the teacher has earned. A line counts as pending settlement until its `available_at`, then
 *   as available.
 * - `frozen`: held for a withdrawal on its way to the bank.
 * - `buyers`: the buyers' side: a payment takes money from it (−), a refund gives it back (+).
 * - `platform_fee`: the platform's technical service fee on each payment.
 * - `tax`: individual income tax withheld from a payout, owed to the tax office.
 * - `payout`: what left for the teacher's bank account.
 * - `platform_sales`: what the teacher paid the platform (SaaS plans) out of the balance.
 */
import { Type, type Static } from '@shared/api/schema.ts';

export const LedgerAccount = Type.Enum(['income', 'frozen', 'buyers', 'platform_fee', 'tax', 'payout', 'platform_sales'], { type: 'string' });
export type LedgerAccount = Static<typeof LedgerAccount>;

export const LedgerKind = Type.Enum(
  ['payment', 'refund', 'withdrawal', 'withdrawal_paid', 'withdrawal_failed', 'saas_purchase', 'saas_refund', 'reward'],
  { type: 'string' },
);
export type LedgerKind = Static<typeof LedgerKind>;

/** The detail's filter (/accounting/detail): kinds of transactions a teacher looks for together. */
export const LEDGER_GROUPS = {
  income: ['payment', 'refund', 'reward'],
  withdrawal: ['withdrawal', 'withdrawal_paid', 'withdrawal_failed'],
  platform: ['saas_purchase', 'saas_refund'],
} as const satisfies Record<string, readonly LedgerKind[]>;
export type LedgerGroup = keyof typeof LEDGER_GROUPS;

/** Where income came from; withdrawals name the sources they draw on (/accounting/hybridExtractCash). */
export const INCOME_SOURCES = ['knowledge', 'planet'] as const;
export const IncomeSource = Type.Enum([...INCOME_SOURCES], { type: 'string' });
export type IncomeSource = Static<typeof IncomeSource>;

/** Planets' income is kept apart from the knowledge products' (courses, content items, columns). */
export function incomeSourceOf(productKind: string): IncomeSource {
  return productKind === 'planet' ? 'planet' : 'knowledge';
}

export type LedgerLine = {
  account: LedgerAccount;
  /** for `income` and `frozen` lines: the income source they belong to */
  source?: IncomeSource;
  /** signed fen */
  amount: number;
  /** unix seconds from which an `income` line is available; other accounts: the transaction's time */
  available_at: number;
};

export const Balances = Type.Object({
  /** income settled and not frozen: what can be withdrawn */
  available: Type.Integer(),
  /** income still in its holding period */
  pending: Type.Integer(),
  /** held by withdrawals on their way */
  frozen: Type.Integer(),
});
export type Balances = Static<typeof Balances>;

export const MONEY_RULES = {
  /** days income is held before it can be withdrawn (the server's LECTERN_SETTLEMENT_DAYS may change it) */
  settlementDays: 7,
  /** the platform's technical service fee, in basis points of what a buyer paid (LECTERN_PLATFORM_FEE_BP) */
  platformFeeBp: 100,
  /** fen: a withdrawal moves at least 1 元 */
  withdrawMin: 100,
  /** fen: at most 50,000 元 per withdrawal (a payout channel's single-transfer cap) */
  withdrawMax: 5_000_000,
  /** fen a teacher may withdraw per China-time day, all withdrawals together */
  withdrawDailyMax: 10_000_000,
  /** withdrawals a teacher may ask for per China-time day */
  withdrawDailyCount: 3,
  /** the payout fee: 0.1% of the amount, rounded up to the fen, at least 0.10 元 */
  withdrawFeeBp: 10,
  withdrawFeeMin: 10,
} as const;

/** Sum of a transaction's lines: 0 for a balanced one. */
export function unbalancedBy(lines: readonly Pick<LedgerLine, 'amount'>[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}

/** `amount × bp / 10000`, rounded half up to the fen, in integers. */
function basisPointsOf(amount: number, bp: number): number {
  return Math.floor((amount * bp + 5_000) / 10_000);
}

/** The platform's fee on a payment of `paid` fen. */
export function platformFeeOn(paid: number, feeBp: number = MONEY_RULES.platformFeeBp): number {
  return basisPointsOf(paid, feeBp);
}

/**
 * The part of an order's fee a refund gives back. Cumulative, so partial refunds that add up to the whole payment
 * give back exactly the whole fee: fee × refunded-after / paid − fee × refunded-before / paid, each floored.
 */
export function feeBackOn(fee: number, paid: number, refundedBefore: number, refund: number): number {
  if (paid <= 0) return 0;
  return Math.floor((fee * (refundedBefore + refund)) / paid) - Math.floor((fee * refundedBefore) / paid);
}

/** The payout fee of a withdrawal of `amount` fen: 0.1%, rounded up, at least 0.10 元. */
export function withdrawalFeeOn(amount: number): number {
  return Math.max(MONEY_RULES.withdrawFeeMin, Math.ceil((amount * MONEY_RULES.withdrawFeeBp) / 10_000));
}

/** A buyer's payment: the buyers' money becomes the teacher's pending income, less the platform's fee. */
export function paymentLines(paid: number, fee: number, now: number, availableAt: number, source: IncomeSource): LedgerLine[] {
  return [
    { account: 'buyers', amount: -paid, available_at: now },
    { account: 'income', source, amount: paid - fee, available_at: availableAt },
    { account: 'platform_fee', amount: fee, available_at: now },
  ];
}

/**
 * A refund of `refund` fen: the buyer gets it back, the platform returns its share of the fee, the teacher's
 * income gives the rest. While the payment is still held the refund comes out of pending income (the payment's
 * `available_at`); once it has settled, out of the available balance now.
 */
export function refundLines(refund: number, feeBack: number, now: number, paymentAvailableAt: number, source: IncomeSource): LedgerLine[] {
  return [
    { account: 'buyers', amount: refund, available_at: now },
    { account: 'income', source, amount: -(refund - feeBack), available_at: Math.max(paymentAvailableAt, now) },
    { account: 'platform_fee', amount: -feeBack, available_at: now },
  ];
}

/** What a withdrawal draws from each income source. */
export type SourceAmount = { source: IncomeSource; amount: number };

const totalOf = (parts: readonly SourceAmount[]) => parts.reduce((sum, part) => sum + part.amount, 0);

/** A withdrawal asked for: available income of each source is frozen until the payout channel answers. */
export function withdrawalLines(parts: readonly SourceAmount[], now: number): LedgerLine[] {
  return parts.flatMap(({ source, amount }): LedgerLine[] => [
    { account: 'income', source, amount: -amount, available_at: now },
    { account: 'frozen', source, amount, available_at: now },
  ]);
}

/** A withdrawal paid: the frozen amounts leave, less the payout fee and the tax withheld. */
export function withdrawalPaidLines(parts: readonly SourceAmount[], fee: number, tax: number, now: number): LedgerLine[] {
  return [
    ...parts.map(({ source, amount }): LedgerLine => ({ account: 'frozen', source, amount: -amount, available_at: now })),
    { account: 'platform_fee', amount: fee, available_at: now },
    { account: 'tax', amount: tax, available_at: now },
    { account: 'payout', amount: totalOf(parts) - fee - tax, available_at: now },
  ];
}

/** A withdrawal failed: the frozen amounts are available again at once. */
export function withdrawalFailedLines(parts: readonly SourceAmount[], now: number): LedgerLine[] {
  return parts.flatMap(({ source, amount }): LedgerLine[] => [
    { account: 'frozen', source, amount: -amount, available_at: now },
    { account: 'income', source, amount, available_at: now },
  ]);
}

/**
 * A share reward (红包) paid to the buyer who shared the product, out of the income the order brought: it comes out
 * of that payment's income while it is held (`paymentAvailableAt`). Its reversal is the same lines negated.
 */
export function rewardLines(reward: number, now: number, paymentAvailableAt: number, source: IncomeSource): LedgerLine[] {
  return [
    { account: 'income', source, amount: -reward, available_at: Math.max(paymentAvailableAt, now) },
    { account: 'buyers', amount: reward, available_at: now },
  ];
}

/** What an order's share reward stands at when a refund of it comes in, and what the order's income holds. */
export type RewardAtRefund = {
  /** the reward paid for the order, fen */
  reward: number;
  /** of it, what was taken back by earlier refunds */
  takenBack: number;
  paid: number;
  refundedBefore: number;
  refund: number;
  /** the order's income lines summed with this refund booked (payment, reward, refunds, earlier take-backs) */
  orderIncome: number;
};

/**
 * The part of a share reward a refund of a still-held order takes back: the reward in proportion to what is
 * refunded, counted on the running total like the fee (so refunds adding up to the payment take back the whole
 * reward), and more where needed so the order's income never goes below zero — the teacher's other income never
 * pays for a reward on money the buyer got back. Never more than is still out.
 */
export function rewardBackOn(at: RewardAtRefund): number {
  if (at.reward <= 0 || at.paid <= 0) return 0;
  const outstanding = at.reward - at.takenBack;
  const proportional = Math.floor((at.reward * (at.refundedBefore + at.refund)) / at.paid) - at.takenBack;
  return Math.min(outstanding, Math.max(0, proportional, -at.orderIncome));
}

/**
 * A platform service (a SaaS plan, a resource package) bought out of the income of `source`, `amount` fen; a
 * negative amount is its refund. Purchases are paid from the balance, so it may go below zero.
 */
export function platformPurchaseLines(amount: number, now: number, source: IncomeSource): LedgerLine[] {
  return [
    { account: 'income', source, amount: -amount, available_at: now },
    { account: 'platform_sales', amount, available_at: now },
  ];
}

/** The teacher's balances from lines, as the server's SQL sums them (the property tests compare the two). */
export function balancesOf(lines: readonly Pick<LedgerLine, 'account' | 'amount' | 'available_at'>[], now: number): Balances {
  const balances: Balances = { available: 0, pending: 0, frozen: 0 };
  for (const line of lines) {
    if (line.account === 'income') {
      if (line.available_at <= now) balances.available += line.amount;
      else balances.pending += line.amount;
    } else if (line.account === 'frozen') balances.frozen += line.amount;
  }
  return balances;
}

export type WithdrawalProblem =
  | { code: 'belowMin'; min: number }
  | { code: 'aboveMax'; max: number }
  | { code: 'overAvailable'; available: number }
  | { code: 'dailyCount'; count: number }
  | { code: 'dailyAmount'; left: number };

/** Whether a withdrawal of `amount` fen may be asked for now; `today` is what was asked for earlier today. */
export function withdrawalProblem(amount: number, available: number, today: { count: number; amount: number }): WithdrawalProblem | null {
  if (amount < MONEY_RULES.withdrawMin) return { code: 'belowMin', min: MONEY_RULES.withdrawMin };
  if (amount > MONEY_RULES.withdrawMax) return { code: 'aboveMax', max: MONEY_RULES.withdrawMax };
  if (today.count >= MONEY_RULES.withdrawDailyCount) return { code: 'dailyCount', count: MONEY_RULES.withdrawDailyCount };
  const left = MONEY_RULES.withdrawDailyMax - today.amount;
  if (amount > left) return { code: 'dailyAmount', left: Math.max(0, left) };
  if (amount > available) return { code: 'overAvailable', available };
  return null;
}
