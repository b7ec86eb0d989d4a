/** The coupon services of the marketing area over one context: coupons, their codes, the teacher's products. */
import type { ServiceContext } from '@server/db/context.ts';
import { createCouponCodeService } from './coupon-codes.ts';
import { createCouponService } from './coupons.ts';
import { createMarketingProducts } from './products.ts';

export function createCouponServices(ctx: ServiceContext) {
  return {
    coupons: createCouponService(ctx),
    codes: createCouponCodeService(ctx),
    products: createMarketingProducts(ctx.db),
  };
}
