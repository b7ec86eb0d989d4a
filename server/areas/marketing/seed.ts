/**
 * Demo coupons of the demo teacher account: one in every state — coming up, two running (a fixed amount
 * for every product, a discount on two demo courses), one ended — with a batch of 20 codes on the discount, and a
 * few claims by the platform's demo buyers (two of them by redeeming a code), so /marketing/coupon and its code page show
 * real rows on first start. Claims go through the buyers' own path (coupon-claims.ts) on a clock set back to when
 * each coupon ran.
 */
import type { CouponInput } from '@shared/marketing/types.ts';
import type { Db } from '@server/db/database.ts';
import { SECONDS_PER_DAY as DAY } from '@server/db/time.ts';
import { insertCodes } from './code-generator.ts';
import { claimCoupon, redeemCouponCode } from './coupon-claims.ts';

/** three of the demo buyers the orders seed buys with (found by phone there, so they are the same people) */
const DEMO_BUYERS = [
  { phone: '13700000001', nickname: '林间小鹿' },
  { phone: '13700000002', nickname: '阿杰的相机' },
  { phone: '13700000003', nickname: '周末去拍照' },
];

type DemoCoupon = Omit<CouponInput, 'products' | 'all_products'> & { onCourses?: true; claims: number; codes?: number; redeemed?: number };

function demoCoupons(now: number): DemoCoupon[] {
  return [
    { title: '新学员立减券', type: 'fixed', amount: 2_000, rate: 0, threshold: 0, starts_at: now - 10 * DAY, ends_at: now + 20 * DAY, stock: 500, per_user_limit: 1, claims: 3 },
    { title: '写作课 8.5 折券', type: 'discount', amount: 0, rate: 85, threshold: 0, starts_at: now - 5 * DAY, ends_at: now + 25 * DAY, stock: 200, per_user_limit: 2, onCourses: true, claims: 1, codes: 20, redeemed: 2 },
    { title: '满 199 减 50', type: 'threshold', amount: 5_000, rate: 0, threshold: 19_900, starts_at: now + 3 * DAY, ends_at: now + 33 * DAY, stock: 300, per_user_limit: 1, claims: 0 },
    { title: '双十一限时券', type: 'fixed', amount: 3_000, rate: 0, threshold: 0, starts_at: now - 40 * DAY, ends_at: now - 10 * DAY, stock: 300, per_user_limit: 1, claims: 2 },
  ];
}

/** The platform's demo buyers, each made on first use (by phone, as the orders area does). */
async function demoBuyers(db: Db, now: number): Promise<number[]> {
  const ids: number[] = [];
  for (const buyer of DEMO_BUYERS) {
    const found = await db.selectFrom('buyers').select('id').where('phone', '=', buyer.phone).orderBy('id').executeTakeFirst();
    ids.push(found?.id ?? (await db.insertInto('buyers').values({ ...buyer, created_at: now - 60 * DAY }).returning('id').executeTakeFirstOrThrow()).id);
  }
  return ids;
}

/** The demo coupons; without demo courses the discount applies to every product. */
export async function seedCoupons(db: Db, ownerId: number, now: number): Promise<void> {
  const courses = await db.selectFrom('courses').select('id').where('owner_id', '=', ownerId).where('type', '<>', 'column').where('single', '=', 0).orderBy('id').limit(2).execute();
  await db.transaction().execute(async (trx) => {
    const buyers = await demoBuyers(trx, now);
    for (const [i, { onCourses, claims, codes, redeemed, ...coupon }] of demoCoupons(now).entries()) {
      const chosen = onCourses && courses.length > 0;
      const createdAt = Math.min(now, coupon.starts_at) - (4 - i) * DAY;
      const { id } = await trx
        .insertInto('coupons')
        .values({ ...coupon, all_products: chosen ? 0 : 1, owner_id: ownerId, stopped_at: null, created_at: createdAt, updated_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (chosen) await trx.insertInto('coupon_products').values(courses.map((course) => ({ coupon_id: id, product_kind: 'course' as const, product_id: course.id }))).execute();
      // each claim on a day of the coupon's window, the buyers in turn
      const claimAt = (n: number) => coupon.starts_at + (n + 1) * 3600 * 7;
      for (let n = 0; n < claims; n++) await claimCoupon(trx, { ownerId, couponId: id, buyerId: buyers[n % buyers.length]!, now: claimAt(n) });
      if (!codes) continue;
      const batch = await trx.insertInto('coupon_code_batches').values({ coupon_id: id, owner_id: ownerId, count: codes, created_at: coupon.starts_at + 600 }).returning('id').executeTakeFirstOrThrow();
      await insertCodes(trx, { batch_id: batch.id, coupon_id: id, owner_id: ownerId, created_at: coupon.starts_at + 600 }, codes);
      const toRedeem = await trx.selectFrom('coupon_codes').select('code').where('batch_id', '=', batch.id).orderBy('id').limit(redeemed ?? 0).execute();
      for (const [n, { code }] of toRedeem.entries()) await redeemCouponCode(trx, { code, buyerId: buyers[(n + 1) % buyers.length]!, now: claimAt(claims + n) });
    }
  });
}
