/**
 * The coupon calls (docs/api.md "Marketing: coupons"). Spec §2 names the pages only and §7 no call: the
 * paths are ours. A coupon of another teacher answers 404 as if it did not exist; every call is in the 营销中心
 * module (`marketing`), the product list also in the orders module.
 */
const COUPON = '/api/v3/marketing/coupon';

export const COUPON_PATHS = {
  /** GET status?, keyword?, page, pageSize → rows Coupon; POST create / update / delete (JSON) */
  coupon: {
    findList: `${COUPON}/findList`,
    create: `${COUPON}/create`,
    update: `${COUPON}/update`,
    delete: `${COUPON}/delete`,
  },
  /** GET id → Coupon */
  detail: `${COUPON}/detail`,
  /** POST { id } → Coupon: 结束, claiming ends now and unused claims stop working */
  stop: `${COUPON}/stop`,
  codes: {
    /** GET coupon_id, batch_id?, status?, keyword?, page, pageSize → rows CouponCode */
    findList: `${COUPON}/codes/findList`,
    /** GET coupon_id → rows CouponCodeBatch, newest first */
    batches: `${COUPON}/codes/batches`,
    /** POST { coupon_id, count } → CouponCodeBatch */
    generate: `${COUPON}/codes/generate`,
    /** GET batch_id → the batch's codes as an .xlsx download */
    export: `${COUPON}/codes/export`,
  },
} as const;

export const MARKETING_PRODUCT_PATHS = {
  /** GET keyword?, kind?, page, pageSize → rows MarketingProduct: what the teacher sells */
  products: '/api/v3/marketing/products',
} as const;
