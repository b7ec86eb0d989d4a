/**
 * A stored coupon as the calls answer it: its products as they are now, its status at `now`, and its
 * figures counted from claims and codes (never written by hand): 已领取 is the claims, 已使用 the claims an order spent,
 * and the stock taken is every claim made without a code plus every code (a code is a claim waiting to be redeemed).
 */
import { sql, type RawBuilder } from 'kysely';
import { couponStatus } from '@shared/marketing/coupon-rules.ts';
import type { Coupon, CouponFigures, CouponStatus, MarketingProduct, ProductRef } from '@shared/marketing/types.ts';
import type { Db } from '@server/db/database.ts';
import type { CouponRow } from './coupon-schema.ts';
import { presentProducts } from './products.ts';

const NONE: CouponFigures = { claimed: 0, used: 0, codes: 0, taken: 0, stock_left: 0 };

/** The figures of each coupon of `rows`, by id. */
export async function couponFigures(db: Db, rows: readonly Pick<CouponRow, 'id' | 'stock'>[]): Promise<Map<number, CouponFigures>> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return new Map();
  const [claims, codes] = await Promise.all([
    db
      .selectFrom('coupon_claims')
      .where('coupon_id', 'in', ids)
      .groupBy('coupon_id')
      .select((eb) => ['coupon_id', eb.fn.countAll<number>().as('claimed'), sql<number>`count(used_at)`.as('used'), sql<number>`count(case when code_id is null then 1 end)`.as('direct')])
      .execute(),
    db.selectFrom('coupon_codes').where('coupon_id', 'in', ids).groupBy('coupon_id').select((eb) => ['coupon_id', eb.fn.countAll<number>().as('codes')]).execute(),
  ]);
  const claimsOf = new Map(claims.map((row) => [Number(row.coupon_id), row]));
  const codesOf = new Map(codes.map((row) => [Number(row.coupon_id), Number(row.codes)]));
  return new Map(
    rows.map((row) => {
      const claim = claimsOf.get(row.id);
      const codeCount = codesOf.get(row.id) ?? 0;
      const taken = Number(claim?.direct ?? 0) + codeCount;
      return [row.id, { claimed: Number(claim?.claimed ?? 0), used: Number(claim?.used ?? 0), codes: codeCount, taken, stock_left: Math.max(0, row.stock - taken) }];
    }),
  );
}

/** The stored product references of each coupon, by id. */
export async function couponProductRefs(db: Db, ids: readonly number[]): Promise<Map<number, ProductRef[]>> {
  const refs = new Map<number, ProductRef[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return refs;
  const rows = await db.selectFrom('coupon_products').selectAll().where('coupon_id', 'in', [...ids]).orderBy('coupon_id').orderBy('product_kind').orderBy('product_id').execute();
  for (const row of rows) refs.get(Number(row.coupon_id))?.push({ kind: row.product_kind, id: Number(row.product_id) });
  return refs;
}

/** The records of stored rows of one teacher, at `now`. */
export async function couponRecords(db: Db, ownerId: number, rows: readonly CouponRow[], now: number): Promise<Coupon[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [figures, refs] = await Promise.all([couponFigures(db, rows), couponProductRefs(db, ids)]);
  const present = await presentProducts(db, ownerId, [...refs.values()].flat());
  return rows.map(({ owner_id: _owner, ...row }) => {
    const products: MarketingProduct[] = (refs.get(row.id) ?? []).flatMap((ref) => present.get(`${ref.kind}:${ref.id}`) ?? []);
    return {
      ...row,
      all_products: row.all_products === 1 ? 1 : 0,
      products,
      status: couponStatus(row, now),
      ...(figures.get(row.id) ?? { ...NONE, stock_left: row.stock }),
    };
  });
}

/** The status rule of shared/marketing/coupon-rules.ts (`couponStatus`) as SQL over `c`, for the list's tabs. */
export function couponStatusIs(status: CouponStatus, now: number): RawBuilder<boolean> {
  switch (status) {
    case 'upcoming':
      return sql<boolean>`c.stopped_at is null and c.starts_at > ${now}`;
    case 'running':
      return sql<boolean>`c.stopped_at is null and c.starts_at <= ${now} and c.ends_at > ${now}`;
    case 'ended':
      return sql<boolean>`(c.stopped_at is not null or c.ends_at <= ${now})`;
  }
}
