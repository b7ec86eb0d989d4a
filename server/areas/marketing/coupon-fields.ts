/** A product named in a request, `{kind, id}`, as the coupon calls take it; the group-chat calls take it too. */
export { CouponProductRef as productRef } from '@shared/marketing/types.ts';
