/** The orders area's contract: orders placed by buyers on the platform's student side. Money fen. */
import type { ProductKind } from '@shared/marketing/pricing.ts';
import type { LedgerTransactionView } from '@shared/funds/types.ts';

/** where the buyer bought: the platform's mini programs on each app, or its web pages */
export const ORDER_CHANNELS = ['dy', 'ks', 'sph', 'xhs', 'h5'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

export const ORDER_STATUSES = ['paid', 'partially_refunded', 'refunded', 'closed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type CampaignKind = '' | 'flash' | 'group';

export type Order = {
  id: number;
  order_no: string;
  buyer_id: number;
  buyer_nickname: string;
  buyer_phone: string;
  product_kind: ProductKind;
  product_id: number;
  product_title: string;
  channel: OrderChannel;
  list_price: number;
  pay_amount: number;
  /** list price − price after the campaign */
  campaign_discount: number;
  coupon_discount: number;
  campaign_kind: CampaignKind;
  campaign_id: number | null;
  coupon_id: number | null;
  fee: number;
  refunded_amount: number;
  status: OrderStatus;
  created_at: number;
  paid_at: number | null;
  /** when its income settles */
  available_at: number;
};

type OrderGift = { product_kind: ProductKind; product_id: number; product_title: string };

export type OrderDetail = Order & { gifts: OrderGift[]; ledger: LedgerTransactionView[] };

export type OrderQuery = {
  page: number;
  pageSize: number;
  /** unix seconds, inclusive */
  startAt?: number;
  endAt?: number;
  status?: OrderStatus;
  productKind?: ProductKind;
  channel?: OrderChannel;
  /** an order number, a buyer's phone, or part of a buyer's nickname */
  keyword?: string;
};
