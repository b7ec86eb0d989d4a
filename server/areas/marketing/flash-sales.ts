/**
 * 限时秒杀 (/marketing/limited): one product at a flash price, a stock and a per-buyer limit within a
 * window. One flash sale or group buy per product at a time; once running, the product and the price are fixed, the
 * end moves later only and the stock may be raised (docs/decisions.md "Editing a running campaign").
 */
import { sql } from 'kysely';
import { CAMPAIGN_LIMITS, flashSaleProblem } from '@shared/marketing/campaign-rules.ts';
import { CAMPAIGN_PRODUCT_KINDS, type CampaignQuery, type FlashSale, type FlashSaleInput } from '@shared/marketing/campaign-types.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { Db } from '@server/db/database.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { CrudList } from '@server/http/crud-routes.ts';
import type { Session } from '@server/http/session-types.ts';
import { CAMPAIGN_NOT_FOUND, campaignRecord, campaignPage, refuseIf, refuseOverlap, stopCampaign } from './campaign-common.ts';
import { lockProduct, ownedProducts, requireProducts, shownProducts } from './campaign-products.ts';
import type { FlashSaleRow } from './campaign-schema.ts';

/**
 * The orders area takes `quantity` from a flash sale's stock as an order is paid: all or nothing, never past the
 * stock. Answers whether it was taken.
 */
export async function takeFlashStock(db: Db, id: number, quantity: number): Promise<boolean> {
  const result = await db.updateTable('flash_sales').set({ sold: sql`sold + ${quantity}` }).where('id', '=', id).where(sql<boolean>`sold + ${quantity} <= stock`).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** ... and gives it back when such an order is refunded (never below 0). */
export async function returnFlashStock(db: Db, id: number, quantity: number): Promise<void> {
  await db.updateTable('flash_sales').set({ sold: sql`case when sold >= ${quantity} then sold - ${quantity} else 0 end` }).where('id', '=', id).execute();
}

export function createFlashSales(ctx: ServiceContext) {
  const { db } = ctx;
  const now = () => seconds(ctx.now);
  const base = (session: Session) => db.selectFrom('flash_sales as c').where('c.owner_id', '=', session.main.id);

  async function toRecords(session: Session, rows: FlashSaleRow[]): Promise<FlashSale[]> {
    const refs = rows.map((row) => ({ kind: row.product_kind, id: row.product_id }));
    const products = await ownedProducts(db, session.main.id, refs);
    const at = now();
    return rows.map((row) => ({
      ...campaignRecord(row, at, row.sold === 0),
      product_kind: row.product_kind,
      product_id: row.product_id,
      product: shownProducts(products, [{ kind: row.product_kind, id: row.product_id }])[0]!,
      price: row.price,
      stock: row.stock,
      sold: row.sold,
      per_user_limit: row.per_user_limit,
    }));
  }

  async function owned(session: Session, id: number): Promise<FlashSaleRow> {
    const row = await base(session).selectAll('c').where('c.id', '=', id).executeTakeFirst();
    if (!row) throw fail.notFound(CAMPAIGN_NOT_FOUND);
    return row;
  }

  async function one(session: Session, id: number): Promise<FlashSale> {
    return (await toRecords(session, [await owned(session, id)]))[0]!;
  }

  /** Checks `input` against the rules and the product, then writes it in one transaction with the one-at-a-time check. */
  async function save(session: Session, current: FlashSale | null, input: FlashSaleInput): Promise<number> {
    const title = checkedText('title', input.title, CAMPAIGN_LIMITS.titleMax, true);
    const ref = { kind: input.product_kind, id: input.product_id };
    const [product] = await requireProducts(db, session.main.id, [ref], CAMPAIGN_PRODUCT_KINDS);
    refuseIf(flashSaleProblem(current, input, product!.price, now()));
    const values = { title, product_kind: input.product_kind, product_id: input.product_id, price: input.price, stock: input.stock, per_user_limit: input.per_user_limit, starts_at: input.starts_at, ends_at: input.ends_at };
    return db.transaction().execute(async (trx) => {
      await lockProduct(trx, ref);
      await refuseOverlap(trx, session.main.id, ref, { ...input, stopped_at: null }, current ? { table: 'flash_sales', id: current.id } : null);
      if (!current) {
        const at = now();
        const made = await trx.insertInto('flash_sales').values({ ...values, owner_id: session.main.id, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
        return made.id;
      }
      // what the orders sold meanwhile stays: the stock is never set below it
      const result = await trx.updateTable('flash_sales').set({ ...values, updated_at: now() }).where('id', '=', current.id).where('sold', '<=', input.stock).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw fail.validation('库存不能少于已售数量');
      return current.id;
    });
  }

  return {
    one,

    async list(session: Session, query: CampaignQuery): Promise<CrudList<FlashSale>> {
      const page = await campaignPage(db, 'flash_sales', session.main.id, query, now());
      return { rows: await toRecords(session, page.rows), totalCount: page.totalCount };
    },

    async create(session: Session, input: FlashSaleInput): Promise<FlashSale> {
      return one(session, await save(session, null, input));
    },

    async update(session: Session, id: number, input: FlashSaleInput): Promise<FlashSale> {
      return one(session, await save(session, await one(session, id), input));
    },

    /** Only a flash sale nothing was sold in: the orders of one that sold keep naming it. */
    async remove(session: Session, id: number): Promise<void> {
      await owned(session, id);
      const result = await db.deleteFrom('flash_sales').where('id', '=', id).where('sold', '=', 0).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw fail.conflict('活动已有订单，不能删除，可以结束活动');
    },

    async stop(session: Session, id: number): Promise<FlashSale> {
      await stopCampaign(db, 'flash_sales', await owned(session, id), now());
      return one(session, id);
    },
  };
}
