/**
 * 拼团 (/marketing/group): one product at a group price for every member (the leader pays the same), a
 * group size and the hours a group has to fill, within a window. The list shows the groups buyers opened: filled,
 * open and failed. The orders area opens, joins and fills groups (group-buy-groups.ts); a group that does not fill
 * in time fails and its paid orders are refunded there.
 */
import { sql } from 'kysely';
import { CAMPAIGN_LIMITS, groupBuyProblem } from '@shared/marketing/campaign-rules.ts';
import { CAMPAIGN_PRODUCT_KINDS, type CampaignQuery, type GroupBuy, type GroupBuyInput, type GroupFigures } from '@shared/marketing/campaign-types.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { CrudList } from '@server/http/crud-routes.ts';
import type { Session } from '@server/http/session-types.ts';
import { CAMPAIGN_NOT_FOUND, campaignRecord, campaignPage, refuseIf, refuseOverlap, stopCampaign } from './campaign-common.ts';
import { lockProduct, ownedProducts, requireProducts, shownProducts } from './campaign-products.ts';
import type { GroupBuyRow } from './campaign-schema.ts';

const NO_GROUPS: GroupFigures = { groups_filled: 0, groups_open: 0, groups_failed: 0 };

export function createGroupBuys(ctx: ServiceContext) {
  const { db } = ctx;
  const now = () => seconds(ctx.now);
  const base = (session: Session) => db.selectFrom('group_buys as c').where('c.owner_id', '=', session.main.id);

  /** 成团数, 进行中的团, 失败的团 of each campaign */
  async function figuresOf(ids: number[]): Promise<Map<number, GroupFigures>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('group_buy_groups')
      .select((eb) => [
        'campaign_id',
        eb.fn.count<number>(sql`case when status = 'filled' then 1 end`).as('filled'),
        eb.fn.count<number>(sql`case when status = 'open' then 1 end`).as('open'),
        eb.fn.count<number>(sql`case when status = 'failed' then 1 end`).as('failed'),
      ])
      .where('campaign_id', 'in', ids)
      .groupBy('campaign_id')
      .execute();
    return new Map(rows.map((row) => [row.campaign_id, { groups_filled: Number(row.filled), groups_open: Number(row.open), groups_failed: Number(row.failed) }]));
  }

  async function toRecords(session: Session, rows: GroupBuyRow[]): Promise<GroupBuy[]> {
    const [products, figures] = await Promise.all([
      ownedProducts(db, session.main.id, rows.map((row) => ({ kind: row.product_kind, id: row.product_id }))),
      figuresOf(rows.map((row) => row.id)),
    ]);
    const at = now();
    return rows.map((row) => {
      const groups = figures.get(row.id) ?? NO_GROUPS;
      const opened = groups.groups_filled + groups.groups_open + groups.groups_failed;
      return {
        ...campaignRecord(row, at, opened === 0),
        ...groups,
        product_kind: row.product_kind,
        product_id: row.product_id,
        product: shownProducts(products, [{ kind: row.product_kind, id: row.product_id }])[0]!,
        price: row.price,
        group_size: row.group_size,
        fill_hours: row.fill_hours,
      };
    });
  }

  async function owned(session: Session, id: number): Promise<GroupBuyRow> {
    const row = await base(session).selectAll('c').where('c.id', '=', id).executeTakeFirst();
    if (!row) throw fail.notFound(CAMPAIGN_NOT_FOUND);
    return row;
  }

  async function one(session: Session, id: number): Promise<GroupBuy> {
    return (await toRecords(session, [await owned(session, id)]))[0]!;
  }

  async function save(session: Session, current: GroupBuy | null, input: GroupBuyInput): Promise<number> {
    const title = checkedText('title', input.title, CAMPAIGN_LIMITS.titleMax, true);
    const ref = { kind: input.product_kind, id: input.product_id };
    const [product] = await requireProducts(db, session.main.id, [ref], CAMPAIGN_PRODUCT_KINDS);
    refuseIf(groupBuyProblem(current, input, product!.price, now()));
    const values = { title, product_kind: input.product_kind, product_id: input.product_id, price: input.price, group_size: input.group_size, fill_hours: input.fill_hours, starts_at: input.starts_at, ends_at: input.ends_at };
    return db.transaction().execute(async (trx) => {
      await lockProduct(trx, ref);
      await refuseOverlap(trx, session.main.id, ref, { ...input, stopped_at: null }, current ? { table: 'group_buys', id: current.id } : null);
      if (current) {
        await trx.updateTable('group_buys').set({ ...values, updated_at: now() }).where('id', '=', current.id).execute();
        return current.id;
      }
      const at = now();
      const made = await trx.insertInto('group_buys').values({ ...values, owner_id: session.main.id, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
      return made.id;
    });
  }

  return {
    one,

    async list(session: Session, query: CampaignQuery): Promise<CrudList<GroupBuy>> {
      const page = await campaignPage(db, 'group_buys', session.main.id, query, now());
      return { rows: await toRecords(session, page.rows), totalCount: page.totalCount };
    },

    async create(session: Session, input: GroupBuyInput): Promise<GroupBuy> {
      return one(session, await save(session, null, input));
    },

    async update(session: Session, id: number, input: GroupBuyInput): Promise<GroupBuy> {
      return one(session, await save(session, await one(session, id), input));
    },

    /** Only a group buy no buyer opened a group in: the groups and their orders keep naming it. */
    async remove(session: Session, id: number): Promise<void> {
      await owned(session, id);
      await db.transaction().execute(async (trx) => {
        const group = await trx.selectFrom('group_buy_groups').select('id').where('campaign_id', '=', id).limit(1).executeTakeFirst();
        if (group) throw fail.conflict('活动已有订单，不能删除，可以结束活动');
        await trx.deleteFrom('group_buys').where('id', '=', id).execute();
      });
    },

    /** 结束: no new group opens; the groups open now may still fill until their own expiry. */
    async stop(session: Session, id: number): Promise<GroupBuy> {
      await stopCampaign(db, 'group_buys', await owned(session, id), now());
      return one(session, id);
    },
  };
}
