/** The orders area's contract: orders placed by buyers on the platform's student side. Money fen. */
import { Seconds, Type, type Static } from '@shared/api/schema.ts';
import { LedgerTransactionView } from '@shared/funds/types.ts';
import type { ProductKind as ProductKindType } from '@shared/marketing/pricing.ts';
import { PRODUCT_KINDS } from '@shared/marketing/types.ts';

/** what a buyer bought (shared/marketing/pricing.ts), as an answer names it */
export const ProductKind = Type.Enum([...PRODUCT_KINDS] satisfies ProductKindType[], { type: 'string' });

/** where the buyer bought: the platform's mini programs on each app, or its web pages */
export const ORDER_CHANNELS = ['dy', 'ks', 'sph', 'xhs', 'h5'] as const;
export const OrderChannel = Type.Enum([...ORDER_CHANNELS], { type: 'string' });
export type OrderChannel = Static<typeof OrderChannel>;

export const ORDER_STATUSES = ['paid', 'partially_refunded', 'refunded', 'closed'] as const;
export const OrderStatus = Type.Enum([...ORDER_STATUSES], { type: 'string' });
export type OrderStatus = Static<typeof OrderStatus>;

export const CampaignKind = Type.Enum(['', 'flash', 'group'], { type: 'string' });
export type CampaignKind = Static<typeof CampaignKind>;

const NullableId = Type.Union([Type.Integer(), Type.Null()]);

export const Order = Type.Object({
  id: Type.Integer(),
  order_no: Type.String(),
  buyer_id: Type.Integer(),
  buyer_nickname: Type.String(),
  buyer_phone: Type.String(),
  product_kind: ProductKind,
  product_id: Type.Integer(),
  product_title: Type.String(),
  channel: OrderChannel,
  list_price: Type.Integer(),
  pay_amount: Type.Integer(),
  /** list price − price after the campaign */
  campaign_discount: Type.Integer(),
  coupon_discount: Type.Integer(),
  campaign_kind: CampaignKind,
  campaign_id: NullableId,
  coupon_id: NullableId,
  fee: Type.Integer(),
  refunded_amount: Type.Integer(),
  status: OrderStatus,
  created_at: Seconds,
  paid_at: Type.Union([Seconds, Type.Null()]),
  /** when its income settles */
  available_at: Seconds,
});
export type Order = Static<typeof Order>;

const OrderGift = Type.Object({ product_kind: ProductKind, product_id: Type.Integer(), product_title: Type.String() });

export const OrderDetail = Type.Object({ ...Order.properties, gifts: Type.Array(OrderGift), ledger: Type.Array(LedgerTransactionView) });
export type OrderDetail = Static<typeof OrderDetail>;

export type OrderQuery = {
  page: number;
  pageSize: number;
  /** unix seconds, inclusive */
  startAt?: number;
  endAt?: number;
  status?: OrderStatus;
  productKind?: ProductKindType;
  channel?: OrderChannel;
  /** an order number, a buyer's phone, or part of a buyer's nickname */
  keyword?: string;
};
