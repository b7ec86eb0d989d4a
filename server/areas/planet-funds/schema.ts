/** Tables of the planet funds area (migration 011), merged into Database in schema.ts. Money in fen. */
import type { PaymentOrderColumns } from '@server/areas/funds/payment-order-columns.ts';
import type { Generated } from 'kysely';

export interface SaasPlansTable {
  id: Generated<number>;
  code: string;
  name: string;
  /** fen per year */
  price: number;
  planets_limit: number;
  members_limit: number;
  storage_gb: number;
  staff_limit: number;
  sort: number;
}

interface SaasTrialGoodsTable {
  id: Generated<number>;
  plan_id: number;
  days: number;
  title: string;
}

interface SaasTrialsTable {
  owner_id: number;
  goods_id: number;
  started_at: number;
}

/** ledger_id: its saas_purchase transaction; refund_ledger_id: its saas_refund one */
export interface SaasOrdersTable extends PaymentOrderColumns {
  plan_id: number;
}

interface SaasSubscriptionsTable {
  owner_id: number;
  plan_id: number;
  source: 'order' | 'trial';
  order_id: number | null;
  started_at: number;
  expires_at: number;
}

export interface PayoutAccountsTable {
  id: Generated<number>;
  owner_id: number;
  type: 'bank' | 'alipay';
  real_name: string;
  account_no: string;
  bank_name: Generated<string>;
  bank_branch: Generated<string>;
  is_default: Generated<number>;
  created_at: number;
}

interface PlanetCoursesTable {
  planet_id: number;
  course_id: number;
  /** fen; 0 = free for the planet's members */
  member_price: Generated<number>;
  created_at: number;
}

/** A login's fresh SMS verification for money changes (migration 014): good for FUNDS_LIMITS.verifiedFor seconds. */
interface FundsVerificationsTable {
  /** the token family (one login) that verified */
  family_id: number;
  verified_at: number;
}

export interface PlanetFundsTables {
  funds_verifications: FundsVerificationsTable;
  saas_plans: SaasPlansTable;
  saas_trial_goods: SaasTrialGoodsTable;
  saas_trials: SaasTrialsTable;
  saas_orders: SaasOrdersTable;
  saas_subscriptions: SaasSubscriptionsTable;
  payout_accounts: PayoutAccountsTable;
  planet_courses: PlanetCoursesTable;
}
