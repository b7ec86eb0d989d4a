/**
 * Coupons (spec §2 "Marketing": /marketing/coupon, /add, /edit, /code): a teacher's coupons, the products
 * they apply to and the code batches made for them. Money is integer fen, a discount an integer percent of the price
 * the buyer pays (85 = 8.5折), times unix seconds. The product and coupon-type words come from the pricing rules
 * (pricing.ts), which price an order with a stored coupon (`couponTermsOf` in coupon-rules.ts).
 */
import type { CouponType, ProductKind, ProductRef } from './pricing.ts';

export type { CouponType, ProductKind, ProductRef };

/** 立减券 (a fixed amount off), 折扣券 (a percent of the price), 满减券 (an amount off from a threshold) */
export const COUPON_TYPES = ['fixed', 'discount', 'threshold'] as const satisfies readonly CouponType[];

/** what a coupon may apply to: courses, content items (单品), columns (专栏) and planets */
export const PRODUCT_KINDS = ['course', 'content', 'column', 'planet'] as const satisfies readonly ProductKind[];

/** 未开始, 进行中, 已结束: from the time window and the teacher's stop (coupon-rules.ts `couponStatus`) */
export const COUPON_STATUSES = ['upcoming', 'running', 'ended'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** What a teacher writes for a coupon. The figures a type does not use are 0. */
export type CouponInput = {
  title: string;
  type: CouponType;
  /** fixed and threshold: fen off */
  amount: number;
  /** discount: the percent of the price the buyer pays, 10–99 */
  rate: number;
  /** threshold: the price from which it applies, fen, above `amount` */
  threshold: number;
  starts_at: number;
  ends_at: number;
  /** how many may be handed out, claims and codes together */
  stock: number;
  per_user_limit: number;
  /** 1: every product of the teacher (`products` empty) */
  all_products: 0 | 1;
  products: ProductRef[];
};

/** One of the teacher's sellable products (the picker's row, a coupon's product). `price` is the list price, fen. */
export type MarketingProduct = ProductRef & { title: string; price: number };

/** The counts a coupon's screens show: counted from claims and codes, never written by hand. */
export type CouponFigures = {
  /** 已领取: claims, by buyers directly or by redeeming a code */
  claimed: number;
  /** 已使用: claims spent on an order */
  used: number;
  /** codes generated, redeemed or not */
  codes: number;
  /** stock taken: claims made without a code, and every code (a code is a claim waiting to be redeemed) */
  taken: number;
  /** stock − taken */
  stock_left: number;
};

export type Coupon = Omit<CouponInput, 'products'> &
  CouponFigures & {
    id: number;
    /** the products it applies to that still exist (none with all_products) */
    products: MarketingProduct[];
    /** when the teacher stopped it (结束); null while not stopped */
    stopped_at: number | null;
    status: CouponStatus;
    created_at: number;
    updated_at: number;
  };

/** 生成优惠码: one batch of codes. */
export type CouponCodeBatch = {
  id: number;
  coupon_id: number;
  /** 第 n 批: 1 for the coupon's first batch */
  number: number;
  count: number;
  /** its codes redeemed so far */
  redeemed: number;
  created_at: number;
};

export const CODE_STATUSES = ['unredeemed', 'redeemed'] as const;
/** 未兑换, 已兑换 */
export type CouponCodeStatus = (typeof CODE_STATUSES)[number];

export type CouponCode = {
  id: number;
  batch_id: number;
  code: string;
  status: CouponCodeStatus;
  /** the buyer who redeemed it; null while not redeemed */
  redeemed_by: number | null;
  /** how the buyer is shown ('' while not redeemed) */
  redeemer: string;
  redeemed_at: number | null;
  created_at: number;
};
