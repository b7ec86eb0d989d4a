/**
 * The table columns of the payment stand-in's orders (payment-standin.ts), kept apart from its code: the order
 * tables of the areas that sell through it extend them, and db/schema.ts collects those tables.
 */
import type { Generated } from 'kysely';

/** The columns every order table of the stand-in has (the area adds what was bought: plan_id, package_id). */
export interface PaymentOrderColumns {
  id: Generated<number>;
  order_no: string;
  owner_id: number;
  /** fen */
  amount: number;
  pay_channel: string;
  /** 1 sandbox, 2 production */
  env: number;
  /** 0 unpaid, 1 paid, 2 closed, 3 refunded */
  status: Generated<number>;
  created_at: number;
  paid_at: number | null;
  closed_at: number | null;
  refunded_at: number | null;
  /** its purchase transaction in the ledger, once paid */
  ledger_id: number | null;
  /** its refund transaction, once refunded */
  refund_ledger_id: number | null;
}
