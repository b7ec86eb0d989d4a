/**
 * A buyer's coupons, for the student side's stand-ins (the demo seed, the development order route) and
 * the order's pricing: claim a running coupon within its stock and the per-buyer limit, redeem a code (its place in
 * the stock was taken when it was generated), read a claim's terms for pricing (`couponTermsOf`), and mark it used
 * by an order. Each check-then-write takes the coupon's row lock. Messages are the buyer's, in Chinese.
 */
import { couponStatus, couponTermsOf } from '@shared/marketing/coupon-rules.ts';
import type { CouponTerms } from '@shared/marketing/pricing.ts';
import { fail } from '@server/errors.ts';
import type { Db } from '@server/db/database.ts';
import { lockRowForWrite } from '@server/db/portable-sql.ts';
import { couponFigures, couponProductRefs } from './coupon-records.ts';
import type { CouponRow } from './coupon-schema.ts';

type Claim = { ownerId: number; couponId: number; buyerId: number; now: number };

async function lockedCoupon(trx: Db, ownerId: number, couponId: number): Promise<CouponRow> {
  await lockRowForWrite(trx, 'coupons', couponId);
  const coupon = await trx.selectFrom('coupons').selectAll().where('id', '=', couponId).where('owner_id', '=', ownerId).executeTakeFirst();
  if (!coupon) throw fail.notFound('优惠券不存在');
  return coupon;
}

async function checkLimit(trx: Db, coupon: CouponRow, buyerId: number): Promise<void> {
  const held = await trx.selectFrom('coupon_claims').select((eb) => eb.fn.countAll<number>().as('n')).where('coupon_id', '=', coupon.id).where('buyer_id', '=', buyerId).executeTakeFirstOrThrow();
  if (Number(held.n) >= coupon.per_user_limit) throw fail.conflict(`每人限领 ${coupon.per_user_limit} 张`);
}

async function insertClaim(trx: Db, coupon: CouponRow, buyerId: number, now: number, codeId: number | null): Promise<number> {
  const row = await trx
    .insertInto('coupon_claims')
    .values({ coupon_id: coupon.id, owner_id: coupon.owner_id, buyer_id: buyerId, code_id: codeId, claimed_at: now, used_order_id: null, used_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** 领取: a claim of a running coupon, within the stock left and the buyer's limit; answers the claim's id. */
export async function claimCoupon(trx: Db, claim: Claim): Promise<number> {
  const coupon = await lockedCoupon(trx, claim.ownerId, claim.couponId);
  if (couponStatus(coupon, claim.now) !== 'running') throw fail.conflict('优惠券不在领取时间内');
  if ((await couponFigures(trx, [coupon])).get(coupon.id)!.stock_left <= 0) throw fail.conflict('优惠券已领完');
  await checkLimit(trx, coupon, claim.buyerId);
  return insertClaim(trx, coupon, claim.buyerId, claim.now, null);
}

/** 兑换: a code of a running coupon, once; the buyer's limit applies. Answers the claim's id. */
export async function redeemCouponCode(trx: Db, redeem: { code: string; buyerId: number; now: number }): Promise<number> {
  const code = await trx.selectFrom('coupon_codes').selectAll().where('code', '=', redeem.code.trim().toUpperCase()).executeTakeFirst();
  if (!code) throw fail.notFound('优惠码不存在');
  const coupon = await lockedCoupon(trx, code.owner_id, code.coupon_id);
  if (couponStatus(coupon, redeem.now) !== 'running') throw fail.conflict('优惠券不在领取时间内');
  const taken = await trx.updateTable('coupon_codes').set({ redeemed_by: redeem.buyerId, redeemed_at: redeem.now }).where('id', '=', code.id).where('redeemed_by', 'is', null).executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 0) throw fail.conflict('优惠码已被兑换');
  await checkLimit(trx, coupon, redeem.buyerId);
  return insertClaim(trx, coupon, redeem.buyerId, redeem.now, code.id);
}

/** The terms of the buyer's unused claim on a coupon of `ownerId`, for pricing an order; 404 for none. */
export async function claimTerms(trx: Db, ref: { ownerId: number; buyerId: number; claimId: number }): Promise<CouponTerms & { claimId: number }> {
  const claim = await trx
    .selectFrom('coupon_claims')
    .select(['id', 'coupon_id'])
    .where('id', '=', ref.claimId)
    .where('owner_id', '=', ref.ownerId)
    .where('buyer_id', '=', ref.buyerId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (!claim) throw fail.notFound('优惠券不存在或已使用');
  const coupon = await trx.selectFrom('coupons').selectAll().where('id', '=', claim.coupon_id).executeTakeFirstOrThrow();
  const products = (await couponProductRefs(trx, [coupon.id])).get(coupon.id) ?? [];
  return { ...couponTermsOf({ ...coupon, products }), claimId: claim.id };
}

/** The claim spent on `orderId`; a claim used already is refused (two orders cannot spend one coupon). */
export async function useClaim(trx: Db, claimId: number, orderId: number, now: number): Promise<void> {
  const used = await trx.updateTable('coupon_claims').set({ used_order_id: orderId, used_at: now }).where('id', '=', claimId).where('used_at', 'is', null).executeTakeFirst();
  if (Number(used.numUpdatedRows) === 0) throw fail.conflict('优惠券已使用');
}

/** A claim that `orderId` spent is the buyer's to use again (the order was refunded in full). */
export async function releaseClaim(trx: Db, claimId: number, orderId: number): Promise<void> {
  await trx.updateTable('coupon_claims').set({ used_order_id: null, used_at: null }).where('id', '=', claimId).where('used_order_id', '=', orderId).execute();
}
