/** The console's coupon routes (spec §2 "Marketing"), and the addresses of one coupon's pages. */
export const COUPON_ROUTES = {
  list: '/marketing/coupon',
  add: '/marketing/coupon/add',
  edit: '/marketing/coupon/edit',
  code: '/marketing/coupon/code',
} as const;

export const couponEditPath = (id: number) => `${COUPON_ROUTES.edit}?id=${id}`;
export const couponCodePath = (id: number) => `${COUPON_ROUTES.code}?id=${id}`;
