/**
 * A teacher's coupons (spec §2 "Marketing": /marketing/coupon): list by status and title, one, create,
 * edit within the rules of a coupon buyers hold (docs/decisions.md "Editing a running campaign"), delete while
 * nobody holds one, and 结束. A check-then-write of one coupon takes its row lock, so a claim cannot slip between.
 */
import { sql } from 'kysely';
import { canDeleteCoupon, COUPON_LIMITS, couponEditProblem, couponProblems, couponStatus, normalisedCoupon, sameTerms } from '@shared/marketing/coupon-rules.ts';
import type { Coupon, CouponInput, CouponListQuery } from '@shared/marketing/types.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { Db } from '@server/db/database.ts';
import { countedPage } from '@server/db/paging.ts';
import { containsText, lockRowForWrite } from '@server/db/portable-sql.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { CrudList } from '@server/http/crud-routes.ts';
import type { Session } from '@server/http/session-types.ts';
import { COUPON_NOT_FOUND, couponEditError, couponProblemError } from './coupon-messages.ts';
import { couponFigures, couponProductRefs, couponRecords, couponStatusIs } from './coupon-records.ts';
import type { CouponRow } from './coupon-schema.ts';
import { ownedProducts, presentProducts } from './products.ts';

/** The caller's coupon `id`, or 404 as if it did not exist. */
export async function ownedCoupon(db: Db, session: Session, id: number): Promise<CouponRow> {
  const row = await db.selectFrom('coupons').selectAll().where('id', '=', id).where('owner_id', '=', session.main.id).executeTakeFirst();
  if (!row) throw fail.notFound(COUPON_NOT_FOUND);
  return row;
}

export function createCouponService(ctx: ServiceContext) {
  const { db } = ctx;
  const now = () => seconds(ctx.now);

  async function one(session: Session, id: number): Promise<Coupon> {
    return (await couponRecords(db, session.main.id, [await ownedCoupon(db, session, id)], now()))[0]!;
  }

  /** The input checked by the shared rules (a new end against the clock), its title trimmed, its products the caller's. */
  async function checked(trx: Db, session: Session, raw: CouponInput, endMoved: boolean): Promise<CouponInput> {
    const input = normalisedCoupon({ ...raw, title: checkedText('title', raw.title, COUPON_LIMITS.titleMax, true) });
    const problem = couponProblems(input, endMoved ? now() : null)[0];
    if (problem) throw couponProblemError(problem.field, problem.problem);
    await ownedProducts(trx, session, input.products);
    return input;
  }

  const columns = (input: CouponInput) => {
    const { products: _products, ...values } = input;
    return values;
  };

  async function writeProducts(trx: Db, id: number, input: CouponInput): Promise<void> {
    await trx.deleteFrom('coupon_products').where('coupon_id', '=', id).execute();
    if (input.products.length === 0) return;
    await trx.insertInto('coupon_products').values(input.products.map((ref) => ({ coupon_id: id, product_kind: ref.kind, product_id: ref.id }))).execute();
  }

  return {
    one,

    async list(session: Session, query: CouponListQuery): Promise<CrudList<Coupon>> {
      const at = now();
      let q = db.selectFrom('coupons as c').where('c.owner_id', '=', session.main.id);
      if (query.status) q = q.where(couponStatusIs(query.status, at));
      const keyword = query.keyword?.trim();
      if (keyword) q = q.where(containsText(db, sql.ref('c.title'), keyword));
      return countedPage(q, query, (page) => page.selectAll('c').orderBy('c.created_at', 'desc').orderBy('c.id', 'desc'), (rows) => couponRecords(db, session.main.id, rows, at));
    },

    async create(session: Session, raw: CouponInput): Promise<Coupon> {
      const at = now();
      const id = await db.transaction().execute(async (trx) => {
        const input = await checked(trx, session, raw, true);
        const row = await trx
          .insertInto('coupons')
          .values({ ...columns(input), owner_id: session.main.id, stopped_at: null, created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeProducts(trx, row.id, input);
        return row.id;
      });
      return one(session, id);
    },

    async update(session: Session, id: number, raw: CouponInput): Promise<Coupon> {
      await ownedCoupon(db, session, id);
      await db.transaction().execute(async (trx) => {
        await lockRowForWrite(trx, 'coupons', id);
        const row = await ownedCoupon(trx, session, id);
        const figures = (await couponFigures(trx, [row])).get(row.id)!;
        // what the teacher saw: the products that still exist (one deleted since is no change of terms)
        const stored = (await couponProductRefs(trx, [id])).get(id) ?? [];
        const present = await presentProducts(trx, session.main.id, stored);
        const current = { ...row, products: stored.filter((ref) => present.has(`${ref.kind}:${ref.id}`)), claimed: figures.claimed, taken: figures.taken };
        const problem = couponEditProblem(current, normalisedCoupon(raw), now());
        if (problem) throw couponEditError(problem, figures.taken);
        const input = await checked(trx, session, raw, raw.ends_at !== row.ends_at);
        await trx.updateTable('coupons').set({ ...columns(input), updated_at: now() }).where('id', '=', id).execute();
        // terms buyers hold stay as stored, products deleted since included
        if (figures.claimed === 0 || !sameTerms(current, input)) await writeProducts(trx, id, input);
      });
      return one(session, id);
    },

    /** Only a coupon nobody holds: its codes go with it. */
    async remove(session: Session, id: number): Promise<void> {
      await ownedCoupon(db, session, id);
      await db.transaction().execute(async (trx) => {
        await lockRowForWrite(trx, 'coupons', id);
        const row = await ownedCoupon(trx, session, id);
        const figures = (await couponFigures(trx, [row])).get(id)!;
        if (!canDeleteCoupon(figures.claimed)) throw fail.conflict('已有买家领取的优惠券不能删除，可以结束它');
        await trx.deleteFrom('coupons').where('id', '=', id).execute();
      });
    },

    /** 结束: claiming ends now, and coupons claimed but not used stop working (their terms end now). */
    async stop(session: Session, id: number): Promise<Coupon> {
      const row = await ownedCoupon(db, session, id);
      if (couponStatus(row, now()) === 'ended') throw fail.conflict('优惠券已结束');
      await db.updateTable('coupons').set({ stopped_at: now(), updated_at: now() }).where('id', '=', id).where('stopped_at', 'is', null).execute();
      return one(session, id);
    },
  };
}
