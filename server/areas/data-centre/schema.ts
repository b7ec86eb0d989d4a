/** Tables of the data centre, merged into Database in server/db/schema.ts. Money fen. */
import type { ProductKind } from '@shared/marketing/pricing.ts';
import type { OrderChannel } from '@shared/orders/types.ts';

/** paid orders and their money per owner, China day (of the order), product and channel, kept by triggers (045) */
interface OrderProductDaysTable {
  owner_id: number;
  day: number;
  product_kind: ProductKind;
  product_id: number;
  channel: OrderChannel;
  n: number;
  paid: number;
  refunded: number;
}

/** students per owner, China day of their first order and its channel, kept by triggers on owner_buyers (051) */
interface StudentChannelDaysTable {
  owner_id: number;
  day: number;
  first_channel: OrderChannel;
  n: number;
}

export interface DataCentreTables {
  order_product_days: OrderProductDaysTable;
  student_channel_days: StudentChannelDaysTable;
}
