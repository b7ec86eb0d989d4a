/**
 * Coupon codes (/marketing/coupon/code): a coupon's batches, its codes with who redeemed them, a new batch
 * (生成优惠码) and a batch's codes for the .xlsx export. A batch is made in one transaction under the coupon's row
 * lock and counts against its stock: a code is a claim waiting to be redeemed.
 */
import { sql } from 'kysely';
import { couponStatus } from '@shared/marketing/coupon-rules.ts';
import type { CouponCode, CouponCodeBatch, CouponCodeQuery } from '@shared/marketing/types.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import { containsText, lockRowForWrite } from '@server/db/portable-sql.ts';
import type { CrudList } from '@server/http/crud-routes.ts';
import type { Session } from '@server/http/session-types.ts';
import { insertCodes } from './code-generator.ts';
import { couponFigures } from './coupon-records.ts';
import { ownedCoupon } from './coupons.ts';

const BATCH_NOT_FOUND = '优惠码批次不存在';

/** rows read at a time for an export */
const EXPORT_PAGE = 1000;
const CHINA_OFFSET = 8 * 3600;

/** unix seconds as China time, 'YYYY-MM-DD HH:mm:ss' */
const chinaTime = (at: number) => new Date((at + CHINA_OFFSET) * 1000).toISOString().replace('T', ' ').slice(0, 19);

const CODE_COLUMNS = ['k.id', 'k.batch_id', 'k.code', 'k.redeemed_by', 'k.redeemed_at', 'k.created_at', 'b.nickname'] as const;

type CodeRow = { id: number; batch_id: number; code: string; redeemed_by: number | null; redeemed_at: number | null; created_at: number; nickname: string | null };

const toCode = (row: CodeRow): CouponCode => ({
  id: row.id,
  batch_id: row.batch_id,
  code: row.code,
  status: row.redeemed_by === null ? 'unredeemed' : 'redeemed',
  redeemed_by: row.redeemed_by,
  redeemer: row.redeemed_by === null ? '' : (row.nickname ?? ''),
  redeemed_at: row.redeemed_at,
  created_at: row.created_at,
});

export function createCouponCodeService(ctx: ServiceContext) {
  const { db } = ctx;
  const now = () => seconds(ctx.now);

  const codes = () => db.selectFrom('coupon_codes as k').leftJoin('buyers as b', 'b.id', 'k.redeemed_by').select(CODE_COLUMNS);

  async function batches(session: Session, couponId: number): Promise<CouponCodeBatch[]> {
    await ownedCoupon(db, session, couponId);
    const [rows, redeemed] = await Promise.all([
      db.selectFrom('coupon_code_batches').select(['id', 'coupon_id', 'count', 'created_at']).where('coupon_id', '=', couponId).orderBy('id').execute(),
      db
        .selectFrom('coupon_codes')
        .where('coupon_id', '=', couponId)
        .where('redeemed_by', 'is not', null)
        .groupBy('batch_id')
        .select((eb) => ['batch_id', eb.fn.countAll<number>().as('n')])
        .execute(),
    ]);
    const redeemedOf = new Map(redeemed.map((row) => [Number(row.batch_id), Number(row.n)]));
    return rows.map((row, i) => ({ ...row, number: i + 1, redeemed: redeemedOf.get(row.id) ?? 0 })).reverse();
  }

  async function ownedBatch(session: Session, batchId: number) {
    const batch = await db.selectFrom('coupon_code_batches').selectAll().where('id', '=', batchId).where('owner_id', '=', session.main.id).executeTakeFirst();
    if (!batch) throw fail.notFound(BATCH_NOT_FOUND);
    return batch;
  }

  return {
    batches,

    async list(session: Session, query: CouponCodeQuery): Promise<CrudList<CouponCode>> {
      await ownedCoupon(db, session, query.coupon_id);
      let q = db.selectFrom('coupon_codes as k').leftJoin('buyers as b', 'b.id', 'k.redeemed_by').where('k.coupon_id', '=', query.coupon_id);
      if (query.batch_id) q = q.where('k.batch_id', '=', query.batch_id);
      if (query.status) q = q.where('k.redeemed_by', query.status === 'redeemed' ? 'is not' : 'is', null);
      const keyword = query.keyword?.trim();
      if (keyword) q = q.where(containsText(db, sql.ref('k.code'), keyword));
      return countedPage(q, query, (page) => page.select(CODE_COLUMNS).orderBy('k.batch_id', 'desc').orderBy('k.id'), (rows) => rows.map(toCode));
    },

    /** 生成优惠码: `count` new codes, within the stock left; the coupon must not have ended. */
    async generate(session: Session, couponId: number, count: number): Promise<CouponCodeBatch> {
      await ownedCoupon(db, session, couponId);
      const batchId = await db.transaction().execute(async (trx) => {
        await lockRowForWrite(trx, 'coupons', couponId);
        const coupon = await ownedCoupon(trx, session, couponId);
        const at = now();
        if (couponStatus(coupon, at) === 'ended') throw fail.conflict('优惠券已结束，不能生成优惠码');
        const left = (await couponFigures(trx, [coupon])).get(couponId)!.stock_left;
        if (count > left) throw fail.validation(left === 0 ? '库存已用完，不能再生成优惠码' : `库存不足：还可生成 ${left} 个优惠码`);
        const batch = await trx.insertInto('coupon_code_batches').values({ coupon_id: couponId, owner_id: session.main.id, count, created_at: at }).returning('id').executeTakeFirstOrThrow();
        await insertCodes(trx, { batch_id: batch.id, coupon_id: couponId, owner_id: session.main.id, created_at: at }, count);
        return batch.id;
      });
      return (await batches(session, couponId)).find((batch) => batch.id === batchId)!;
    },

    /** A batch's codes for the export, read a page at a time: the file name and the rows (优惠码, 状态, 兑换人, 兑换时间). */
    async exportBatch(session: Session, batchId: number) {
      const batch = await ownedBatch(session, batchId);
      const coupon = await ownedCoupon(db, session, batch.coupon_id);
      const number = Number((await db.selectFrom('coupon_code_batches').select((eb) => eb.fn.countAll<number>().as('n')).where('coupon_id', '=', coupon.id).where('id', '<=', batch.id).executeTakeFirstOrThrow()).n);
      async function* rows(): AsyncGenerator<(string | number | null)[]> {
        for (let after = 0; ; ) {
          const page = await codes().where('k.batch_id', '=', batch.id).where('k.id', '>', after).orderBy('k.id').limit(EXPORT_PAGE).execute();
          for (const row of page) {
            const code = toCode(row);
            yield [code.code, code.status === 'redeemed' ? '已兑换' : '未兑换', code.redeemer || (code.redeemed_by === null ? '' : `#${code.redeemed_by}`), code.redeemed_at === null ? '' : chinaTime(code.redeemed_at)];
          }
          if (page.length < EXPORT_PAGE) return;
          after = page[page.length - 1]!.id;
        }
      }
      return { fileName: `${coupon.title}-优惠码-第${number}批.xlsx`, rows: rows() };
    },
  };
}
