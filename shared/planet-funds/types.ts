/**
 * Planet funds: SaaS plans and orders, the ledger as the owner reads it, payout accounts, courses offered
 * in planets. Money is in fen everywhere; times are unix seconds.
 */
import { Type, type Static, type TSchema } from '@shared/api/schema.ts';
import { COURSE_KINDS } from '@shared/courses/types.ts';
import type { LedgerTitleCode } from '@shared/funds/titles.ts';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A SaaS plan: what a planet owner pays the platform for, per year. */
export const SaasPlan = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  /** fen per year */
  price: Type.Integer(),
  planets_limit: Type.Integer(),
  members_limit: Type.Integer(),
  storage_gb: Type.Integer(),
  staff_limit: Type.Integer(),
});
export type SaasPlan = Static<typeof SaasPlan>;

export const TrialGoods = Type.Object({
  id: Type.Integer(),
  plan_id: Type.Integer(),
  /** the plan's code, beside its name (a screen names the platform's plans in the reader's language) */
  plan_code: Type.String(),
  plan_name: Type.String(),
  days: Type.Integer(),
  title: Type.String(),
  /** the caller has already used its one trial */
  used: Type.Boolean(),
});
export type TrialGoods = Static<typeof TrialGoods>;

/** The plan an account has now: bought (order) or on trial. */
export const CurrentPlan = Type.Object({
  plan: SaasPlan,
  source: Type.Union([Type.Literal('order'), Type.Literal('trial')]),
  order_id: nullable(Type.Integer()),
  started_at: Type.Integer(),
  expires_at: Type.Integer(),
});
export type CurrentPlan = Static<typeof CurrentPlan>;

/** spec §9: payment channel default wx_pub_qr (WeChat Pay, native QR code) */
export const PAY_CHANNELS = ['wx_pub_qr'] as const;
const PayChannel = Type.Enum([...PAY_CHANNELS]);
export type PayChannel = (typeof PAY_CHANNELS)[number];

/** spec §9: environment default 2. Ours: 1 the payment platform's sandbox, 2 production. */
export const PAY_ENVS = [1, 2] as const;
const PayEnv = Type.Enum([...PAY_ENVS]);
export type PayEnv = (typeof PAY_ENVS)[number];

/** 0 待支付, 1 已支付, 2 已关闭, 3 已退款 */
const SaasOrderStatus = Type.Enum([0, 1, 2, 3]);
export type SaasOrderStatus = Static<typeof SaasOrderStatus>;
export const ORDER_STATUS = { unpaid: 0, paid: 1, closed: 2, refunded: 3 } as const satisfies Record<string, SaasOrderStatus>;

export const SaasOrder = Type.Object({
  id: Type.Integer(),
  order_no: Type.String(),
  plan_id: Type.Integer(),
  /** the plan's code, beside its name */
  plan_code: Type.String(),
  plan_name: Type.String(),
  /** fen */
  amount: Type.Integer(),
  pay_channel: PayChannel,
  env: PayEnv,
  status: SaasOrderStatus,
  /** what the QR code encodes (the payment link) */
  qr_payload: Type.String(),
  created_at: Type.Integer(),
  paid_at: nullable(Type.Integer()),
  closed_at: nullable(Type.Integer()),
  refunded_at: nullable(Type.Integer()),
  /** paid and within the refund window */
  refundable: Type.Boolean(),
});
export type SaasOrder = Static<typeof SaasOrder>;

/** `reward`: a red packet's share reward paid out of a planet order's income */
const LedgerKind = Type.Enum(['join', 'renew', 'refund', 'withdraw', 'saas', 'reward']);
export type LedgerKind = Static<typeof LedgerKind>;
/** the filter of the ledger detail: 全部 / 收入 / 退款 / 提现 / 服务购买 */
export const LEDGER_FILTERS = ['all', 'income', 'refund', 'withdraw', 'saas'] as const;
export type LedgerFilter = (typeof LEDGER_FILTERS)[number];

const WithdrawalStatus = Type.Enum(['processing', 'done', 'failed']);
export type WithdrawalStatus = Static<typeof WithdrawalStatus>;

/** `title_code` and `title_params`: what the transaction was, as the funds ledger says it (shared/funds/titles.ts) */
export const LedgerEntry = Type.Object({
  title_code: Type.Unsafe<LedgerTitleCode>(Type.String()),
  title_params: Type.Record(Type.String(), Type.String()),
  id: Type.Integer(),
  kind: LedgerKind,
  /** fen, signed: + into the balance, − out of it */
  amount: Type.Integer(),
  planet_id: nullable(Type.Integer()),
  planet_title: nullable(Type.String()),
  created_at: Type.Integer(),
  /** withdrawals only */
  withdrawal_status: nullable(WithdrawalStatus),
});
export type LedgerEntry = Static<typeof LedgerEntry>;

/** fen: planet income that can be withdrawn, and what is still held */
export const LedgerBalances = Type.Object({ balance: Type.Integer(), pending: Type.Integer() });
export type LedgerBalances = Static<typeof LedgerBalances>;

const PlanetIncome = Type.Object({ planet_id: Type.Integer(), title: Type.String(), income: Type.Integer(), refunds: Type.Integer(), members: Type.Integer() });
export type PlanetIncome = Static<typeof PlanetIncome>;

export const FundsOverview = Type.Object({
  /** fen: planet income settled and not withdrawn, what can be withdrawn now */
  balance: Type.Integer(),
  /** fen: planet income still in its holding period (7 days after the payment) */
  pending: Type.Integer(),
  /** fen: what members paid (before the platform's fee) today, this month, ever */
  income_today: Type.Integer(),
  income_month: Type.Integer(),
  income_total: Type.Integer(),
  /** fen, positive: what was refunded to members */
  refunds_total: Type.Integer(),
  /** fen, positive: withdrawals still 处理中 */
  withdrawals_pending: Type.Integer(),
  planets: Type.Array(PlanetIncome),
  latest: Type.Array(LedgerEntry),
});
export type FundsOverview = Static<typeof FundsOverview>;

const PayoutAccountType = Type.Enum(['bank', 'alipay']);
export type PayoutAccountType = Static<typeof PayoutAccountType>;

export const PayoutAccountInput = Type.Object({
  type: PayoutAccountType,
  real_name: Type.String(),
  account_no: Type.String(),
  bank_name: Type.String(),
  bank_branch: Type.String(),
  is_default: Type.Boolean(),
});
export type PayoutAccountInput = Static<typeof PayoutAccountInput>;

export const PayoutAccount = Type.Object({
  id: Type.Integer(),
  type: PayoutAccountType,
  real_name: Type.String(),
  /** shown masked except the last four characters (or the e-mail's first letter and domain) */
  account_masked: Type.String(),
  bank_name: Type.String(),
  bank_branch: Type.String(),
  is_default: Type.Boolean(),
  created_at: Type.Integer(),
});
export type PayoutAccount = Static<typeof PayoutAccount>;

export const Withdrawal = Type.Object({
  id: Type.Integer(),
  amount: Type.Integer(),
  status: WithdrawalStatus,
  account_label: Type.String(),
  ledger_id: Type.Integer(),
  created_at: Type.Integer(),
});
export type Withdrawal = Static<typeof Withdrawal>;

/** a withdrawal asked for, and the balance after it (fen) */
export const WithdrawResult = Type.Object({ withdrawal: Withdrawal, balance: Type.Integer() });
export type WithdrawResult = Static<typeof WithdrawResult>;

const CoursePlanetLink = Type.Object({ planet_id: Type.Integer(), planet_title: Type.String(), member_price: Type.Integer() });
export type CoursePlanetLink = Static<typeof CoursePlanetLink>;

export const PlanetCourse = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  type: Type.Enum([...COURSE_KINDS]),
  created_at: Type.Integer(),
  planets: Type.Array(CoursePlanetLink),
});
export type PlanetCourse = Static<typeof PlanetCourse>;

/** The login's fresh SMS verification for money changes. */
export const FundsVerification = Type.Object({
  /** the main account's phone, masked: where the code goes */
  phone_masked: Type.String(),
  /** unix seconds until which money changes are allowed; null: verify first */
  verified_until: nullable(Type.Integer()),
});
export type FundsVerification = Static<typeof FundsVerification>;
