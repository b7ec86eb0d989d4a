/**
 * The coupon calls (docs/api.md "Marketing: coupons"). Spec §2 names the pages only and §7 no call: the
 * paths are ours. A coupon of another teacher answers 404 as if it did not exist; every call is in the 营销中心
 * module (`marketing`), the product list also in the orders module.
 */
/** the coupon resource's calls hang under it (types.ts `coupons`) */
export const COUPON_BASE = '/api/v3/marketing/coupon';

export const COUPON_PATHS = {
  /** GET status?, keyword?, page, pageSize → rows Coupon; POST create / update / delete (JSON) */
  coupon: {
    findList: `${COUPON_BASE}/findList`,
    create: `${COUPON_BASE}/create`,
    update: `${COUPON_BASE}/update`,
    delete: `${COUPON_BASE}/delete`,
  },
  /** GET id → Coupon */
  detail: `${COUPON_BASE}/detail`,
  /** POST { id } → Coupon: 结束, claiming ends now and unused claims stop working */
  stop: `${COUPON_BASE}/stop`,
  codes: {
    /** GET coupon_id, batch_id?, status?, keyword?, page, pageSize → rows CouponCode */
    findList: `${COUPON_BASE}/codes/findList`,
    /** GET coupon_id → rows CouponCodeBatch, newest first */
    batches: `${COUPON_BASE}/codes/batches`,
    /** POST { coupon_id, count } → CouponCodeBatch */
    generate: `${COUPON_BASE}/codes/generate`,
    /** GET batch_id → the batch's codes as an .xlsx download */
    export: `${COUPON_BASE}/codes/export`,
  },
} as const;

export const MARKETING_PRODUCT_PATHS = {
  /** GET keyword?, kind?, page, pageSize → rows MarketingProduct: what the teacher sells */
  products: '/api/v3/marketing/products',
} as const;
