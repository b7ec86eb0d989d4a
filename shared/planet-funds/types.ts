/**
 * Planet funds: SaaS plans and orders, the ledger as the owner reads it, payout accounts, courses offered
 * in planets. Money is in fen everywhere; times are unix seconds.
 */
import type { CourseKind } from '@shared/courses/types.ts';
import type { LedgerTitleView } from '@shared/funds/titles.ts';

/** A SaaS plan: what a planet owner pays the platform for, per year. */
export type SaasPlan = {
  id: number;
  code: string;
  name: string;
  /** fen per year */
  price: number;
  planets_limit: number;
  members_limit: number;
  storage_gb: number;
  staff_limit: number;
};

export type TrialGoods = {
  id: number;
  plan_id: number;
  /** the plan's code, beside its name (a screen names the platform's plans in the reader's language) */
  plan_code: string;
  plan_name: string;
  days: number;
  title: string;
  /** the caller has already used its one trial */
  used: boolean;
};

/** The plan an account has now: bought (order) or on trial. */
export type CurrentPlan = {
  plan: SaasPlan;
  source: 'order' | 'trial';
  order_id: number | null;
  started_at: number;
  expires_at: number;
};

/** spec §9: payment channel default wx_pub_qr (WeChat Pay, native QR code) */
export const PAY_CHANNELS = ['wx_pub_qr'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];

/** spec §9: environment default 2. Ours: 1 the payment platform's sandbox, 2 production. */
export const PAY_ENVS = [1, 2] as const;
export type PayEnv = (typeof PAY_ENVS)[number];

/** 0 待支付, 1 已支付, 2 已关闭, 3 已退款 */
export type SaasOrderStatus = 0 | 1 | 2 | 3;
export const ORDER_STATUS = { unpaid: 0, paid: 1, closed: 2, refunded: 3 } as const satisfies Record<string, SaasOrderStatus>;

export type SaasOrder = {
  id: number;
  order_no: string;
  plan_id: number;
  /** the plan's code, beside its name */
  plan_code: string;
  plan_name: string;
  /** fen */
  amount: number;
  pay_channel: PayChannel;
  env: PayEnv;
  status: SaasOrderStatus;
  /** what the QR code encodes (the payment link) */
  qr_payload: string;
  created_at: number;
  paid_at: number | null;
  closed_at: number | null;
  refunded_at: number | null;
  /** paid and within the refund window */
  refundable: boolean;
};

/** `reward`: a red packet's share reward paid out of a planet order's income */
export type LedgerKind = 'join' | 'renew' | 'refund' | 'withdraw' | 'saas' | 'reward';
/** the filter of the ledger detail: 全部 / 收入 / 退款 / 提现 / 服务购买 */
export const LEDGER_FILTERS = ['all', 'income', 'refund', 'withdraw', 'saas'] as const;
export type LedgerFilter = (typeof LEDGER_FILTERS)[number];

export type WithdrawalStatus = 'processing' | 'done' | 'failed';

/** `title_code` and `title_params`: what the transaction was, as the funds ledger says it (shared/funds/titles.ts) */
export type LedgerEntry = LedgerTitleView & {
  id: number;
  kind: LedgerKind;
  /** fen, signed: + into the balance, − out of it */
  amount: number;
  planet_id: number | null;
  planet_title: string | null;
  created_at: number;
  /** withdrawals only */
  withdrawal_status: WithdrawalStatus | null;
};

export type PlanetIncome = { planet_id: number; title: string; income: number; refunds: number; members: number };

export type FundsOverview = {
  /** fen: planet income settled and not withdrawn, what can be withdrawn now */
  balance: number;
  /** fen: planet income still in its holding period (7 days after the payment) */
  pending: number;
  /** fen: what members paid (before the platform's fee) today, this month, ever */
  income_today: number;
  income_month: number;
  income_total: number;
  /** fen, positive: what was refunded to members */
  refunds_total: number;
  /** fen, positive: withdrawals still 处理中 */
  withdrawals_pending: number;
  planets: PlanetIncome[];
  latest: LedgerEntry[];
};

export type PayoutAccountType = 'bank' | 'alipay';

export type PayoutAccountInput = {
  type: PayoutAccountType;
  real_name: string;
  account_no: string;
  bank_name: string;
  bank_branch: string;
  is_default: boolean;
};

export type PayoutAccount = {
  id: number;
  type: PayoutAccountType;
  real_name: string;
  /** shown masked except the last four characters (or the e-mail's first letter and domain) */
  account_masked: string;
  bank_name: string;
  bank_branch: string;
  is_default: boolean;
  created_at: number;
};

export type Withdrawal = {
  id: number;
  amount: number;
  status: WithdrawalStatus;
  account_label: string;
  ledger_id: number;
  created_at: number;
};

export type CoursePlanetLink = { planet_id: number; planet_title: string; member_price: number };

export type PlanetCourse = {
  id: number;
  title: string;
  type: CourseKind;
  created_at: number;
  planets: CoursePlanetLink[];
};

/** The login's fresh SMS verification for money changes. */
export type FundsVerification = {
  /** the main account's phone, masked: where the code goes */
  phone_masked: string;
  /** unix seconds until which money changes are allowed; null: verify first */
  verified_until: number | null;
};
