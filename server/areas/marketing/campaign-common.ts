/**
 * What the four campaign services share: the status as SQL for the list's tabs, the list's page, the
 * refusals of the shared rules worded in Chinese, the record's common part, and the one-at-a-time check of a
 * product's flash sales and group buys.
 */
import { sql, type RawBuilder, type Selectable } from 'kysely';
import { campaignEndsAt, campaignStatus, type CampaignProblem, type CampaignTimes } from '@shared/marketing/campaign-rules.ts';
import type { CampaignQuery, CampaignRecord, CampaignStatus } from '@shared/marketing/campaign-types.ts';
import type { ProductRef } from '@shared/marketing/pricing.ts';
import { ApiError, fail } from '@server/errors.ts';
import type { Db } from '@server/db/database.ts';
import { countedPage } from '@server/db/paging.ts';
import type { Database } from '@server/db/schema.ts';
import { containsText } from '@server/db/portable-sql.ts';

export const CAMPAIGN_NOT_FOUND = '活动不存在';

const PROBLEM_MESSAGES: Record<CampaignProblem, string> = {
  ended: '活动已结束，不能编辑',
  endBeforeStart: '结束时间必须晚于开始时间',
  startInPast: '开始时间不能早于当前时间',
  endInPast: '结束时间不能早于当前时间',
  startLocked: '活动进行中，不能修改开始时间',
  endEarlier: '活动进行中，结束时间只能延后',
  productLocked: '活动进行中，不能更换商品',
  priceLocked: '活动进行中，不能修改活动价',
  groupLocked: '活动进行中，不能修改成团人数和成团时限',
  giftsLocked: '活动进行中，不能修改赠送的课程',
  packetLocked: '活动进行中，不能修改适用商品和每单奖励',
  priceNotBelowList: '活动价必须低于商品原价，且不低于 0.01 元',
  stockLowered: '活动进行中，库存只能增加',
  stockBelowSold: '库存不能少于已售数量',
  budgetLowered: '活动进行中，预算只能增加',
  budgetBelowPaid: '预算不能少于已发放的金额',
  budgetBelowReward: '预算不能少于每单奖励',
  giftIsProduct: '赠送的课程不能是购买的商品本身',
  giftRepeated: '赠送的课程不能重复',
  productRepeated: '商品不能重复',
  productsRequired: '请选择适用商品',
  overlap: '该商品在同一时间已有其他活动',
};

/** refusals about what the campaign is now (ended, running, another campaign) rather than the values sent */
const CONFLICTS: ReadonlySet<CampaignProblem> = new Set(['ended', 'startLocked', 'endEarlier', 'productLocked', 'priceLocked', 'groupLocked', 'giftsLocked', 'packetLocked', 'stockLowered', 'budgetLowered', 'overlap']);

function refusal(problem: CampaignProblem): ApiError {
  return CONFLICTS.has(problem) ? fail.conflict(PROBLEM_MESSAGES[problem]) : fail.validation(PROBLEM_MESSAGES[problem]);
}

/** Throws the refusal of `problem`, if any. */
export function refuseIf(problem: CampaignProblem | null): void {
  if (problem) throw refusal(problem);
}

/** `alias.ends_at`, or the teacher's 结束 when it came first: the rule of campaignEndsAt as SQL. */
export function endsAtSql(alias: string): RawBuilder<number> {
  const end = sql.ref(`${alias}.ends_at`);
  const stopped = sql.ref(`${alias}.stopped_at`);
  return sql<number>`case when ${stopped} is not null and ${stopped} < ${end} then ${stopped} else ${end} end`;
}

/** The rule of campaignStatus as SQL over `alias`, for the list's tabs. */
function statusIs(alias: string, status: CampaignStatus, now: number): RawBuilder<boolean> {
  const start = sql.ref(`${alias}.starts_at`);
  const end = sql.ref(`${alias}.ends_at`);
  const stopped = sql.ref(`${alias}.stopped_at`);
  switch (status) {
    case 'upcoming':
      return sql<boolean>`${stopped} is null and ${start} > ${now}`;
    case 'running':
      return sql<boolean>`${stopped} is null and ${start} <= ${now} and ${end} > ${now}`;
    case 'ended':
      return sql<boolean>`(${stopped} is not null or ${end} <= ${now})`;
  }
}

/** What is coming, soonest first; everything else the latest start first. */
const listOrder = (status: CampaignStatus | undefined): 'asc' | 'desc' => (status === 'upcoming' ? 'asc' : 'desc');

type CampaignTables = Pick<Database, 'flash_sales' | 'group_buys' | 'gift_campaigns' | 'packet_campaigns'>;

/**
 * A page of the owner's campaigns in `table` for a list: the status tab, a title search and the count; upcoming ones
 * soonest first, the others latest first.
 */
export async function campaignPage<T extends keyof CampaignTables>(db: Db, table: T, ownerId: number, query: CampaignQuery, now: number): Promise<{ rows: Selectable<CampaignTables[T]>[]; totalCount: number }> {
  // Kysely cannot type a table chosen by a type parameter: the query is typed as one of the four, whose shared
  // columns (CampaignColumns) are all it reads; selectAll answers the whole rows of `table`
  let q = db.selectFrom(`${table} as c` as 'flash_sales as c').where('c.owner_id', '=', ownerId);
  if (query.status) q = q.where(statusIs('c', query.status, now));
  const keyword = query.keyword?.trim();
  if (keyword) q = q.where(containsText(db, sql.ref('c.title'), keyword));
  const order = listOrder(query.status);
  return countedPage(q, query, (page) => page.selectAll('c').orderBy('c.starts_at', order).orderBy('c.id', order), (rows) => rows as unknown as Selectable<CampaignTables[T]>[]);
}

type CampaignRow = CampaignTimes & { id: number; title: string; created_at: number; updated_at: number };

/** The part of the record every campaign has. */
export function campaignRecord(row: CampaignRow, now: number, canDelete: boolean): CampaignRecord {
  return {
    id: row.id,
    title: row.title,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    stopped_at: row.stopped_at,
    status: campaignStatus(row, now),
    can_delete: canDelete,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Unix seconds as China's wall clock, 'YYYY-MM-DD HH:mm' (messages name times as the teacher entered them). */
export function chinaTime(at: number): string {
  const d = new Date((at + 8 * 3600) * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

const KIND_NAMES = { flash_sales: '限时秒杀', group_buys: '拼团' } as const;
export type PricedCampaignTable = keyof typeof KIND_NAMES;

/**
 * One flash sale or group buy per product at a time: refuses `window` on `product` when another campaign of either
 * kind (not `self`) holds the product for a moment of it, naming that campaign and its time.
 */
export async function refuseOverlap(db: Db, ownerId: number, product: ProductRef, window: CampaignTimes, self: { table: PricedCampaignTable; id: number } | null): Promise<void> {
  for (const table of ['flash_sales', 'group_buys'] as const) {
    const notSelf = self?.table === table ? sql`and c.id <> ${self.id}` : sql``;
    const found = await sql<CampaignTimes & { title: string }>`
      select c.title, c.starts_at, c.ends_at, c.stopped_at from ${sql.table(table)} as c
       where c.owner_id = ${ownerId} and c.product_kind = ${product.kind} and c.product_id = ${product.id}
         and c.starts_at < ${campaignEndsAt(window)} and ${endsAtSql('c')} > ${window.starts_at} ${notSelf}
       order by c.starts_at limit 1`.execute(db);
    const other = found.rows[0];
    if (other) {
      const when = `${chinaTime(other.starts_at)} 至 ${chinaTime(campaignEndsAt(other))}`;
      throw fail.conflict(`该商品在同一时间已有${KIND_NAMES[table]}「${other.title}」（${when}），同一商品同一时间只能参加一个限时秒杀或拼团`);
    }
  }
}

/** 结束: ends a campaign that has not ended yet, now. */
export async function stopCampaign(db: Db, table: PricedCampaignTable | 'gift_campaigns' | 'packet_campaigns', row: CampaignTimes & { id: number }, now: number): Promise<void> {
  if (campaignStatus(row, now) === 'ended') throw fail.conflict('活动已结束');
  await db.updateTable(table).set({ stopped_at: now, updated_at: now }).where('id', '=', row.id).where('stopped_at', 'is', null).execute();
}
