/**
 * 买课送课 (/marketing/course): buying one product (a course, a content item or a column) gives 1–5 courses
 * with it, within a window. One gift campaign per bought product at a time, so a buyer is never promised two lists;
 * once running, the product and the gifts are fixed.
 */
import { sql } from 'kysely';
import { campaignEndsAt, CAMPAIGN_LIMITS, giftProblem } from '@shared/marketing/campaign-rules.ts';
import { GIFT_PRODUCT_KINDS, type CampaignQuery, type GiftCampaign, type GiftCampaignInput } from '@shared/marketing/campaign-types.ts';
import type { ProductRef } from '@shared/marketing/pricing.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { Db } from '@server/db/database.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { CrudList } from '@server/http/crud-routes.ts';
import type { Session } from '@server/http/session-types.ts';
import { CAMPAIGN_NOT_FOUND, campaignRecord, chinaTime, endsAtSql, campaignPage, refuseIf, stopCampaign } from './campaign-common.ts';
import { lockProduct, ownedProducts, requireProducts, shownProducts } from './campaign-products.ts';
import type { GiftCampaignRow } from './campaign-schema.ts';

/** The gifts of each campaign, in order. */
export async function giftsOf(db: Db, ids: readonly number[]): Promise<Map<number, ProductRef[]>> {
  const gifts = new Map<number, ProductRef[]>();
  if (ids.length === 0) return gifts;
  const rows = await db.selectFrom('gift_campaign_products').selectAll().where('campaign_id', 'in', [...ids]).orderBy('campaign_id').orderBy('position').execute();
  for (const row of rows) gifts.set(row.campaign_id, [...(gifts.get(row.campaign_id) ?? []), { kind: row.product_kind, id: row.product_id }]);
  return gifts;
}

export function createGiftCampaigns(ctx: ServiceContext) {
  const { db } = ctx;
  const now = () => seconds(ctx.now);
  const base = (session: Session) => db.selectFrom('gift_campaigns as c').where('c.owner_id', '=', session.main.id);

  async function toRecords(session: Session, rows: GiftCampaignRow[]): Promise<GiftCampaign[]> {
    const gifts = await giftsOf(db, rows.map((row) => row.id));
    const refs = [...rows.map((row) => ({ kind: row.product_kind, id: row.product_id })), ...[...gifts.values()].flat()];
    const products = await ownedProducts(db, session.main.id, refs);
    const at = now();
    return rows.map((row) => ({
      // no order refers to a gift campaign yet (the orders keep the gifts they gave by product)
      ...campaignRecord(row, at, true),
      product_kind: row.product_kind,
      product_id: row.product_id,
      product: shownProducts(products, [{ kind: row.product_kind, id: row.product_id }])[0]!,
      gifts: shownProducts(products, gifts.get(row.id) ?? []),
    }));
  }

  async function owned(session: Session, id: number): Promise<GiftCampaignRow> {
    const row = await base(session).selectAll('c').where('c.id', '=', id).executeTakeFirst();
    if (!row) throw fail.notFound(CAMPAIGN_NOT_FOUND);
    return row;
  }

  async function one(session: Session, id: number): Promise<GiftCampaign> {
    return (await toRecords(session, [await owned(session, id)]))[0]!;
  }

  /** One gift campaign per bought product at a time. */
  async function refuseOverlap(trx: Db, ownerId: number, input: GiftCampaignInput, selfId: number | null): Promise<void> {
    let q = trx
      .selectFrom('gift_campaigns as c')
      .select(['c.title', 'c.starts_at', 'c.ends_at', 'c.stopped_at'])
      .where('c.owner_id', '=', ownerId)
      .where('c.product_kind', '=', input.product_kind)
      .where('c.product_id', '=', input.product_id)
      .where('c.starts_at', '<', input.ends_at)
      .where(sql<boolean>`${endsAtSql('c')} > ${input.starts_at}`);
    if (selfId !== null) q = q.where('c.id', '<>', selfId);
    const other = await q.orderBy('c.starts_at').limit(1).executeTakeFirst();
    if (other) throw fail.conflict(`该商品在同一时间已有买课送课「${other.title}」（${chinaTime(other.starts_at)} 至 ${chinaTime(campaignEndsAt(other))}），同一商品同一时间只能参加一个买课送课`);
  }

  async function save(session: Session, current: GiftCampaign | null, input: GiftCampaignInput): Promise<number> {
    const title = checkedText('title', input.title, CAMPAIGN_LIMITS.titleMax, true);
    const ref = { kind: input.product_kind, id: input.product_id };
    refuseIf(giftProblem(current, input, now()));
    await requireProducts(db, session.main.id, [ref, ...input.gifts], GIFT_PRODUCT_KINDS);
    const values = { title, product_kind: input.product_kind, product_id: input.product_id, starts_at: input.starts_at, ends_at: input.ends_at };
    return db.transaction().execute(async (trx) => {
      await lockProduct(trx, ref);
      await refuseOverlap(trx, session.main.id, input, current?.id ?? null);
      const at = now();
      let id: number;
      if (current) {
        await trx.updateTable('gift_campaigns').set({ ...values, updated_at: at }).where('id', '=', current.id).execute();
        await trx.deleteFrom('gift_campaign_products').where('campaign_id', '=', current.id).execute();
        id = current.id;
      } else {
        id = (await trx.insertInto('gift_campaigns').values({ ...values, owner_id: session.main.id, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow()).id;
      }
      await trx.insertInto('gift_campaign_products').values(input.gifts.map((gift, i) => ({ campaign_id: id, product_kind: gift.kind, product_id: gift.id, position: i + 1 }))).execute();
      return id;
    });
  }

  return {
    one,

    async list(session: Session, query: CampaignQuery): Promise<CrudList<GiftCampaign>> {
      const page = await campaignPage(db, 'gift_campaigns', session.main.id, query, now());
      return { rows: await toRecords(session, page.rows), totalCount: page.totalCount };
    },

    async create(session: Session, input: GiftCampaignInput): Promise<GiftCampaign> {
      return one(session, await save(session, null, input));
    },

    async update(session: Session, id: number, input: GiftCampaignInput): Promise<GiftCampaign> {
      return one(session, await save(session, await one(session, id), input));
    },

    async remove(session: Session, id: number): Promise<void> {
      await owned(session, id);
      await db.deleteFrom('gift_campaigns').where('id', '=', id).execute();
    },

    async stop(session: Session, id: number): Promise<GiftCampaign> {
      await stopCampaign(db, 'gift_campaigns', await owned(session, id), now());
      return one(session, id);
    },
  };
}
