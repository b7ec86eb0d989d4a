/**
 * Sales analysis (/database/analysis): the teacher's orders over a range of China-time days, with the
 * period of the same length just before. Money in fen; days 'YYYY-MM-DD'. An order counts on the day it was placed,
 * and so do its refunds (docs/decisions.md "Data centre"); unpaid (closed) orders count nowhere.
 */
import type { ProductKind } from '@shared/marketing/pricing.ts';
import type { OrderChannel } from '@shared/orders/types.ts';

export type SalesQuery = { start: string; end: string; channel?: OrderChannel; product_kind?: ProductKind };

/** sums of a set of paid orders */
export type SalesSums = {
  /** Σ pay_amount: the money buyers paid (GMV) */
  gmv: number;
  orders: number;
  /** Σ refunded_amount */
  refunded: number;
  /** gmv − refunded */
  net: number;
};

export type SalesTotals = SalesSums & {
  /** gmv / orders, rounded to the fen; 0 without orders */
  average_order_value: number;
};

export const SALES_FIGURES = ['gmv', 'orders', 'refunded', 'net', 'average_order_value'] as const;
export type SalesFigure = (typeof SALES_FIGURES)[number];

export type SalesDay = SalesSums & { date: string };

export type SalesProduct = SalesSums & { product_kind: ProductKind; product_id: number; title: string };

export type SalesReport = {
  start: string;
  end: string;
  totals: SalesTotals;
  /** the period of the same length that ends the day before `start` */
  previous: { start: string; end: string; totals: SalesTotals };
  /** per cent from the previous period, one decimal; null when the previous period had nothing */
  change: Record<SalesFigure, number | null>;
  /** every day of the range, oldest first, days without orders as zeros */
  days: SalesDay[];
  /** every channel, in ORDER_CHANNELS order */
  by_channel: (SalesSums & { channel: OrderChannel })[];
  /** every product kind */
  by_kind: (SalesSums & { product_kind: ProductKind })[];
  /** the ten products with the most GMV in the range, most first */
  top_products: SalesProduct[];
};
