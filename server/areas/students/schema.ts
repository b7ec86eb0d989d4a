/** Tables of the students area (issue 15), merged into Database in server/db/schema.ts. Times unix seconds; money fen. */
import type { OrderChannel } from '@shared/orders/types.ts';

/** a teacher's student: a buyer with at least one order with them, kept by triggers on orders (migration 046) */
export interface OwnerBuyersTable {
  owner_id: number;
  buyer_id: number;
  first_order_at: number;
  last_order_at: number;
  orders_n: number;
  /** the pay amounts of their paid orders */
  paid_total: number;
  refunded_total: number;
  /** paid_total − refunded_total */
  spend: number;
  /** the channel of their first order */
  first_channel: OrderChannel;
  note: string;
  updated_at: number;
}

/** a teacher's students per first channel, kept by triggers on owner_buyers (migration 046) */
export interface OwnerBuyerCountsTable {
  owner_id: number;
  first_channel: OrderChannel;
  n: number;
}

export interface StudentTables {
  owner_buyers: OwnerBuyersTable;
  owner_buyer_counts: OwnerBuyerCountsTable;
}
