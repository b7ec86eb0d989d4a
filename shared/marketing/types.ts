/**
 * Coupons (spec §2 "Marketing": /marketing/coupon, /add, /edit, /code): a teacher's coupons, the products
 * they apply to and the code batches made for them. Money is integer fen, a discount an integer percent of the price
 * the buyer pays (85 = 8.5折), times unix seconds. The product and coupon-type words come from the pricing rules
 * (pricing.ts), which price an order with a stored coupon (`couponTermsOf` in coupon-rules.ts).
 */
import { defineResource, type ListQueryOf } from '@shared/api/resource-definition.ts';
import { cleanText, Flag, Id, RULE_KEYWORD, Seconds, Type, type Static } from '@shared/api/schema.ts';
import { keywordField, Moment, oneOf, whole } from './fields.ts';
import { COUPON_LIMITS as L } from './limits.ts';
import { COUPON_BASE } from './paths.ts';
import type { CouponType, ProductKind, ProductRef } from './pricing.ts';

export type { CouponType, ProductKind, ProductRef };

/** 立减券 (a fixed amount off), 折扣券 (a percent of the price), 满减券 (an amount off from a threshold) */
export const COUPON_TYPES = ['fixed', 'discount', 'threshold'] as const satisfies readonly CouponType[];

/** what a coupon may apply to: courses, content items (单品), columns (专栏) and planets */
export const PRODUCT_KINDS = ['course', 'content', 'column', 'planet'] as const satisfies readonly ProductKind[];

/** 未开始, 进行中, 已结束: from the time window and the teacher's stop (coupon-rules.ts `couponStatus`) */
export const COUPON_STATUSES = ['upcoming', 'running', 'ended'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const CouponProductRef = Type.Object({ kind: oneOf(PRODUCT_KINDS), id: Id }, { additionalProperties: false });

/** What a teacher writes for a coupon. The figures a type does not use are 0 (and may be left out). */
export const CouponInput = Type.Object({
  // shown to buyers: the content check applies (spec §5)
  title: cleanText(L.titleMax),
  type: oneOf(COUPON_TYPES),
  /** fixed and threshold: fen off */
  amount: whole(0, L.amountMax, '（单位：分）', { default: 0 }),
  /** discount: the percent of the price the buyer pays, 10–99 */
  rate: whole(0, L.rateMax, '（85 表示 8.5 折）', { default: 0 }),
  /** threshold: the price from which it applies, fen, above `amount` */
  threshold: whole(0, L.amountMax, '（单位：分）', { default: 0 }),
  starts_at: Moment,
  ends_at: Moment,
  /** how many may be handed out, claims and codes together */
  stock: whole(L.stockMin, L.stockMax),
  per_user_limit: whole(L.perUserMin, L.perUserMax),
  /** 1: every product of the teacher (`products` empty) */
  all_products: Flag({ default: 1 }),
  products: Type.Array(CouponProductRef, { maxItems: L.productsMax, default: [], [RULE_KEYWORD]: `必须是最多 ${L.productsMax} 件商品（kind、id）的列表` }),
});
export type CouponInput = Static<typeof CouponInput>;

/** One of the teacher's sellable products (the picker's row, a coupon's product). `price` is the list price, fen. */
export const MarketingProduct = Type.Object({ kind: Type.Enum([...PRODUCT_KINDS]), id: Type.Integer(), title: Type.String(), price: Type.Integer() });
export type MarketingProduct = Static<typeof MarketingProduct>;

/** The counts a coupon's screens show: counted from claims and codes, never written by hand. */
export const CouponFigures = Type.Object({
  /** 已领取: claims, by buyers directly or by redeeming a code */
  claimed: Type.Integer(),
  /** 已使用: claims spent on an order */
  used: Type.Integer(),
  /** codes generated, redeemed or not */
  codes: Type.Integer(),
  /** stock taken: claims made without a code, and every code (a code is a claim waiting to be redeemed) */
  taken: Type.Integer(),
  /** stock − taken */
  stock_left: Type.Integer(),
});
export type CouponFigures = Static<typeof CouponFigures>;

const { products: _input, ...couponTerms } = CouponInput.properties;

export const Coupon = Type.Object({
  ...couponTerms,
  ...CouponFigures.properties,
  id: Type.Integer(),
  /** the products it applies to that still exist (none with all_products) */
  products: Type.Array(MarketingProduct),
  /** when the teacher stopped it (结束); null while not stopped */
  stopped_at: Type.Union([Seconds, Type.Null()]),
  status: Type.Enum([...COUPON_STATUSES]),
  created_at: Seconds,
  updated_at: Seconds,
});
export type Coupon = Static<typeof Coupon>;

/** the coupon list's filters: a status and a title search */
const couponQuery = { status: Type.Optional(oneOf(COUPON_STATUSES)), keyword: keywordField(L.keywordMax) };

/** newest first */
export const coupons = defineResource({ base: COUPON_BASE, record: Coupon, input: CouponInput, query: couponQuery });
export type CouponListQuery = ListQueryOf<typeof coupons>;

/** pages from 1, at most 100 rows, `size` by default */
const paging = (size: number) => ({ page: Type.Integer({ minimum: 1, default: 1 }), pageSize: Type.Integer({ minimum: 1, maximum: 100, default: size }) });

/** the teacher's sellable products: a kind and a title search */
export const ProductQuery = Type.Object({ ...paging(10), kind: Type.Optional(oneOf(PRODUCT_KINDS)), keyword: keywordField(L.keywordMax) });
export type ProductQuery = Static<typeof ProductQuery>;

/** 生成优惠码: one batch of codes. */
export const CouponCodeBatch = Type.Object({
  id: Type.Integer(),
  coupon_id: Type.Integer(),
  /** 第 n 批: 1 for the coupon's first batch */
  number: Type.Integer(),
  count: Type.Integer(),
  /** its codes redeemed so far */
  redeemed: Type.Integer(),
  created_at: Seconds,
});
export type CouponCodeBatch = Static<typeof CouponCodeBatch>;

export const CODE_STATUSES = ['unredeemed', 'redeemed'] as const;
/** 未兑换, 已兑换 */
export type CouponCodeStatus = (typeof CODE_STATUSES)[number];

export const CouponCode = Type.Object({
  id: Type.Integer(),
  batch_id: Type.Integer(),
  code: Type.String(),
  status: Type.Enum([...CODE_STATUSES]),
  /** the buyer who redeemed it; null while not redeemed */
  redeemed_by: Type.Union([Type.Integer(), Type.Null()]),
  /** how the buyer is shown ('' while not redeemed) */
  redeemer: Type.String(),
  redeemed_at: Type.Union([Seconds, Type.Null()]),
  created_at: Seconds,
});
export type CouponCode = Static<typeof CouponCode>;

/** a coupon's codes: a batch, a status and a code search */
export const CouponCodeQuery = Type.Object({
  ...paging(20),
  coupon_id: Id,
  batch_id: Type.Optional(Id),
  status: Type.Optional(oneOf(CODE_STATUSES)),
  keyword: keywordField(L.codeLength),
});
export type CouponCodeQuery = Static<typeof CouponCodeQuery>;
