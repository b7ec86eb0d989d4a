/**
 * 红包 (/marketing/packet): share rewards. A buyer who shares a product of the campaign and brings a paid
 * order is paid a fixed reward, until the budget is spent; the orders area writes the rewards (`packet_rewards`,
 * `grantReward`), the list shows 已发放 of 预算. One red packet per product at a time (one covering every product
 * shares its time with no other); once running, the products and the reward are fixed and the budget may grow.
 */
import { sql } from 'kysely';
import { campaignEndsAt, CAMPAIGN_LIMITS, packetProblem } from '@shared/marketing/campaign-rules.ts';
import { CAMPAIGN_PRODUCT_KINDS, type CampaignQuery, type Packet, type PacketInput } from '@shared/marketing/campaign-types.ts';
import type { ProductRef } from '@shared/marketing/pricing.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { Db } from '@server/db/database.ts';
import { lockRowForWrite } from '@server/db/portable-sql.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { CrudList } from '@server/http/crud-routes.ts';
import type { Session } from '@server/http/session-types.ts';
import { CAMPAIGN_NOT_FOUND, campaignRecord, chinaTime, endsAtSql, campaignPage, refuseIf, stopCampaign } from './campaign-common.ts';
import { ownedProducts, refKey, requireProducts, shownProducts } from './campaign-products.ts';
import type { PacketCampaignRow } from './campaign-schema.ts';

type Paid = { paid_out: number; reward_count: number };

/** What each campaign paid out: the sum and the number of its rewards. */
async function paidOf(db: Db, ids: readonly number[]): Promise<Map<number, Paid>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('packet_rewards')
    .select((eb) => ['campaign_id', eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('paid'), eb.fn.countAll<number>().as('n')])
    .where('campaign_id', 'in', [...ids])
    .groupBy('campaign_id')
    .execute();
  return new Map(rows.map((row) => [row.campaign_id, { paid_out: Number(row.paid), reward_count: Number(row.n) }]));
}

/**
 * The orders area pays `amount` to the sharer who brought `orderId`, within what is left of the budget: one reward
 * per order (a repeat changes nothing). Run it in the transaction that records the paid order (`trx`): the
 * campaign's row is held until it ends, so two rewards never spend the same budget. Answers whether it was paid.
 */
export async function grantReward(trx: Db, reward: { campaign_id: number; sharer_buyer_id: number; order_id: number; amount: number }, now: number): Promise<boolean> {
  await lockRowForWrite(trx, 'packet_campaigns', reward.campaign_id);
  const campaign = await trx.selectFrom('packet_campaigns').select(['owner_id', 'budget']).where('id', '=', reward.campaign_id).executeTakeFirst();
  if (!campaign) return false;
  const paid = (await paidOf(trx, [reward.campaign_id])).get(reward.campaign_id)?.paid_out ?? 0;
  if (paid + reward.amount > campaign.budget) return false;
  const made = await trx
    .insertInto('packet_rewards')
    .values({ ...reward, owner_id: campaign.owner_id, created_at: now })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .executeTakeFirst();
  return Number(made.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function createPackets(ctx: ServiceContext) {
  const { db } = ctx;
  const now = () => seconds(ctx.now);
  const base = (session: Session) => db.selectFrom('packet_campaigns as c').where('c.owner_id', '=', session.main.id);

  /** the chosen products of each campaign, in order (`on`: the transaction a check runs in) */
  async function productsOf(ids: readonly number[], on: Db = db): Promise<Map<number, ProductRef[]>> {
    const found = new Map<number, ProductRef[]>();
    if (ids.length === 0) return found;
    const rows = await on.selectFrom('packet_campaign_products').selectAll().where('campaign_id', 'in', [...ids]).orderBy('campaign_id').orderBy('position').execute();
    for (const row of rows) found.set(row.campaign_id, [...(found.get(row.campaign_id) ?? []), { kind: row.product_kind, id: row.product_id }]);
    return found;
  }

  async function toRecords(session: Session, rows: PacketCampaignRow[]): Promise<Packet[]> {
    const ids = rows.map((row) => row.id);
    const [chosen, paid] = await Promise.all([productsOf(ids), paidOf(db, ids)]);
    const products = await ownedProducts(db, session.main.id, [...chosen.values()].flat());
    const at = now();
    return rows.map((row) => {
      const figures = paid.get(row.id) ?? { paid_out: 0, reward_count: 0 };
      return {
        ...campaignRecord(row, at, figures.reward_count === 0),
        ...figures,
        all_products: row.all_products === 1 ? 1 : 0,
        products: row.all_products === 1 ? [] : shownProducts(products, chosen.get(row.id) ?? []),
        reward: row.reward,
        budget: row.budget,
      };
    });
  }

  async function owned(session: Session, id: number): Promise<PacketCampaignRow> {
    const row = await base(session).selectAll('c').where('c.id', '=', id).executeTakeFirst();
    if (!row) throw fail.notFound(CAMPAIGN_NOT_FOUND);
    return row;
  }

  async function one(session: Session, id: number): Promise<Packet> {
    return (await toRecords(session, [await owned(session, id)]))[0]!;
  }

  /** One red packet per product at a time: another one in the same time that covers every product, or one of these. */
  async function refuseOverlap(trx: Db, ownerId: number, input: PacketInput, selfId: number | null): Promise<void> {
    let q = trx
      .selectFrom('packet_campaigns as c')
      .select(['c.id', 'c.title', 'c.all_products', 'c.starts_at', 'c.ends_at', 'c.stopped_at'])
      .where('c.owner_id', '=', ownerId)
      .where('c.starts_at', '<', input.ends_at)
      .where(sql<boolean>`${endsAtSql('c')} > ${input.starts_at}`);
    if (selfId !== null) q = q.where('c.id', '<>', selfId);
    const others = await q.orderBy('c.starts_at').execute();
    if (others.length === 0) return;
    const wanted = new Set(input.products.map(refKey));
    const chosen = await productsOf(others.map((other) => other.id), trx);
    const clash = others.find((other) => input.all_products === 1 || other.all_products === 1 || (chosen.get(other.id) ?? []).some((ref) => wanted.has(refKey(ref))));
    if (clash) throw fail.conflict(`同一时间已有红包活动「${clash.title}」（${chinaTime(clash.starts_at)} 至 ${chinaTime(campaignEndsAt(clash))}）包含相同的商品，同一商品同一时间只能参加一个红包活动`);
  }

  async function save(session: Session, current: Packet | null, input: PacketInput): Promise<number> {
    const title = checkedText('title', input.title, CAMPAIGN_LIMITS.titleMax, true);
    const refs = input.all_products === 1 ? [] : input.products;
    const next = { ...input, products: refs };
    refuseIf(packetProblem(current, next, now()));
    await requireProducts(db, session.main.id, refs, CAMPAIGN_PRODUCT_KINDS);
    const values = { title, all_products: input.all_products, reward: input.reward, budget: input.budget, starts_at: input.starts_at, ends_at: input.ends_at };
    return db.transaction().execute(async (trx) => {
      // the owner's row: two red packets saved at once take turns on the one-per-product check
      await lockRowForWrite(trx, 'users', session.main.id);
      await refuseOverlap(trx, session.main.id, next, current?.id ?? null);
      const at = now();
      let id: number;
      if (current) {
        await trx.updateTable('packet_campaigns').set({ ...values, updated_at: at }).where('id', '=', current.id).execute();
        await trx.deleteFrom('packet_campaign_products').where('campaign_id', '=', current.id).execute();
        id = current.id;
      } else {
        id = (await trx.insertInto('packet_campaigns').values({ ...values, owner_id: session.main.id, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow()).id;
      }
      if (refs.length) await trx.insertInto('packet_campaign_products').values(refs.map((ref, i) => ({ campaign_id: id, product_kind: ref.kind, product_id: ref.id, position: i + 1 }))).execute();
      return id;
    });
  }

  return {
    one,

    async list(session: Session, query: CampaignQuery): Promise<CrudList<Packet>> {
      const page = await campaignPage(db, 'packet_campaigns', session.main.id, query, now());
      return { rows: await toRecords(session, page.rows), totalCount: page.totalCount };
    },

    async create(session: Session, input: PacketInput): Promise<Packet> {
      return one(session, await save(session, null, input));
    },

    async update(session: Session, id: number, input: PacketInput): Promise<Packet> {
      return one(session, await save(session, await one(session, id), input));
    },

    /** Only a red packet that paid nothing: its rewards are money paid out and stay. */
    async remove(session: Session, id: number): Promise<void> {
      await owned(session, id);
      await db.transaction().execute(async (trx) => {
        const reward = await trx.selectFrom('packet_rewards').select('id').where('campaign_id', '=', id).limit(1).executeTakeFirst();
        if (reward) throw fail.conflict('活动已发放红包，不能删除，可以结束活动');
        await trx.deleteFrom('packet_campaigns').where('id', '=', id).execute();
      });
    },

    async stop(session: Session, id: number): Promise<Packet> {
      await stopCampaign(db, 'packet_campaigns', await owned(session, id), now());
      return one(session, id);
    },
  };
}
