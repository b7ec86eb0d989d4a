/** Tables of the orders area, merged into Database in server/db/schema.ts. Times unix seconds; money fen. */
import type { Generated } from 'kysely';
import type { ProductKind } from '@shared/marketing/pricing.ts';
import type { CampaignKind, OrderChannel, OrderStatus } from '@shared/orders/types.ts';
import type { Shop, ShopOrderStatus } from '@shared/orders/shop-types.ts';

/** a student of the platform: buyers belong to no teacher, their orders do */
interface BuyersTable {
  id: Generated<number>;
  nickname: string;
  phone: string;
  created_at: number;
}

export interface OrdersTable {
  id: Generated<number>;
  order_no: string;
  owner_id: number;
  buyer_id: number;
  product_kind: ProductKind;
  product_id: number;
  /** the title when bought, kept when the product changes or goes */
  product_title: string;
  channel: OrderChannel;
  list_price: number;
  pay_amount: number;
  campaign_discount: number;
  coupon_discount: number;
  campaign_kind: Generated<CampaignKind>;
  campaign_id: number | null;
  coupon_id: number | null;
  coupon_claim_id: number | null;
  group_id: number | null;
  fee: number;
  refunded_amount: Generated<number>;
  status: OrderStatus;
  created_at: number;
  paid_at: number | null;
  available_at: number;
  updated_at: number;
}

interface OrderGiftsTable {
  order_id: number;
  product_kind: ProductKind;
  product_id: number;
  product_title: string;
}

/** orders per owner, China day, status, product kind and channel, kept by triggers (migration 033) */
interface OrderDayCountsTable {
  owner_id: number;
  day: number;
  status: OrderStatus;
  product_kind: ProductKind;
  channel: OrderChannel;
  n: number;
  /** Σ pay_amount, Σ refunded_amount (migration 045) */
  paid: Generated<number>;
  refunded: Generated<number>;
}

/** an order of one of the teacher's external shops, as its connector reported it (migration 037) */
interface ShopOrdersTable {
  id: Generated<number>;
  owner_id: number;
  shop: Shop;
  external_no: string;
  product_title: string;
  buyer_nickname: string;
  quantity: number;
  amount: number;
  status: ShopOrderStatus;
  placed_at: number;
  synced_at: number;
}

interface ShopSyncsTable {
  owner_id: number;
  shop: Shop;
  synced_at: number;
}

export interface OrderTables {
  buyers: BuyersTable;
  orders: OrdersTable;
  order_gifts: OrderGiftsTable;
  order_day_counts: OrderDayCountsTable;
  shop_orders: ShopOrdersTable;
  shop_syncs: ShopSyncsTable;
}
