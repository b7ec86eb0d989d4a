/**
 * The order centre's reads (/order/center): the teacher's orders with filters, one order with its gifts
 * and ledger lines, and every order of a filter in batches for the export. Owner-scoped: another teacher's order
 * answers 404 as if it did not exist.
 *
 * The list stays fast at a million orders: each filter has an index that keeps the newest first, a keyword is an
 * order number (its unique index), a phone (the buyers' index) or part of a nickname (the buyers' keyword index),
 * and the total of a filter without a keyword adds up `order_day_counts` (migration 033) instead of counting rows.
 */
import { sql, type Kysely } from 'kysely';
import type { Order, OrderDetail, OrderQuery } from '@shared/orders/types.ts';
import type { Database } from '@server/db/schema.ts';
import type { ServiceContext } from '@server/db/context.ts';
import { countByDays } from '@server/db/day-range-count.ts';
import { pageRows } from '@server/db/paging.ts';
import { keywordIds, keywordMatch } from '@server/db/keyword-search.ts';
import { withoutIndex } from '@server/db/portable-sql.ts';
import { fail } from '@server/errors.ts';
import type { Session } from '@server/http/session-types.ts';
import { orderTransactions } from '@server/areas/funds/ledger.ts';
import { BUYER_KEYWORDS } from './keyword-index.ts';

const ORDER_NOT_FOUND = '订单不存在';
const ORDER_NO = /^\d{20}$/;
const PHONE = /^1\d{10}$/;

export type OrderFilter = Omit<OrderQuery, 'page' | 'pageSize'>;

function selectOrders(db: Kysely<Database>, ownerId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('buyers as b', 'b.id', 'o.buyer_id')
    .select([
      'o.id',
      'o.order_no',
      'o.buyer_id',
      'b.nickname as buyer_nickname',
      'b.phone as buyer_phone',
      'o.product_kind',
      'o.product_id',
      'o.product_title',
      'o.channel',
      'o.list_price',
      'o.pay_amount',
      'o.campaign_discount',
      'o.coupon_discount',
      'o.campaign_kind',
      'o.campaign_id',
      'o.coupon_id',
      'o.fee',
      'o.refunded_amount',
      'o.status',
      'o.created_at',
      'o.paid_at',
      'o.available_at',
    ])
    .where('o.owner_id', '=', ownerId);
}

type OrderSelect = ReturnType<typeof selectOrders>;

/**
 * The buyers a keyword names (a phone, or part of a nickname), found first: the orders are then read through their
 * (owner, buyer) index instead of walking the teacher's orders in time order and testing each (at a million orders
 * that walk read a quarter of a million rows for a rare nickname). A keyword naming more buyers than this is
 * common enough for the walk to find a page quickly.
 */
const BUYERS_LOOKED_UP = 2_000;

async function buyersOf(db: Kysely<Database>, keyword: string): Promise<number[] | 'many'> {
  const ids = PHONE.test(keyword)
    ? (await db.selectFrom('buyers').select('id').where('phone', '=', keyword).limit(BUYERS_LOOKED_UP + 1).execute()).map((row) => row.id)
    : await keywordIds(db, BUYER_KEYWORDS, keyword, BUYERS_LOOKED_UP + 1);
  return ids.length > BUYERS_LOOKED_UP ? 'many' : ids;
}

/** The filter with its keyword resolved: an order number, or the buyers it names. */
type ResolvedFilter = OrderFilter & { orderNo?: string; buyerIds?: number[] | 'many' };

async function resolved(db: Kysely<Database>, filter: OrderFilter): Promise<ResolvedFilter> {
  const keyword = filter.keyword?.trim();
  if (!keyword) return { ...filter, keyword: '' };
  if (ORDER_NO.test(keyword)) return { ...filter, orderNo: keyword };
  return { ...filter, buyerIds: await buyersOf(db, keyword) };
}

/**
 * The order time as filters and the sort see it: with the buyers known, their (owner, buyer) index must drive, so the
 * time is kept off every index (else the planner walks the teacher's orders newest first to spare a sort of the
 * few rows, testing each: 86 ms instead of 1 at 100,000 orders).
 */
function timeOf(db: Kysely<Database>, filter: ResolvedFilter) {
  return Array.isArray(filter.buyerIds) ? withoutIndex(db, 'o.created_at') : sql.ref('o.created_at');
}

function newestFirst(db: Kysely<Database>, query: OrderSelect, filter: ResolvedFilter): OrderSelect {
  return query.orderBy(timeOf(db, filter), 'desc').orderBy('o.id', 'desc');
}

function filtered(db: Kysely<Database>, query: OrderSelect, filter: ResolvedFilter): OrderSelect {
  let q = query;
  if (filter.status) q = q.where('o.status', '=', filter.status);
  if (filter.productKind) q = q.where('o.product_kind', '=', filter.productKind);
  if (filter.channel) q = q.where('o.channel', '=', filter.channel);
  const createdAt = timeOf(db, filter);
  if (filter.startAt !== undefined) q = q.where(createdAt, '>=', filter.startAt);
  if (filter.endAt !== undefined) q = q.where(createdAt, '<=', filter.endAt);
  if (filter.orderNo) q = q.where('o.order_no', '=', filter.orderNo);
  if (filter.buyerIds === 'many') {
    const keyword = filter.keyword!.trim();
    q = q.where('o.buyer_id', 'in', db.selectFrom('buyers as k').select('k.id').where(keywordMatch(db, BUYER_KEYWORDS, 'k', keyword)));
  } else if (filter.buyerIds) {
    q = filter.buyerIds.length === 0 ? q.where(sql<boolean>`1 = 0`) : q.where('o.buyer_id', 'in', filter.buyerIds);
  }
  return q;
}

const toOrder = (row: Awaited<ReturnType<OrderSelect['execute']>>[number]): Order => ({
  ...row,
  campaign_id: row.campaign_id ?? null,
  coupon_id: row.coupon_id ?? null,
  paid_at: row.paid_at ?? null,
});

export function createOrderService(ctx: ServiceContext) {
  const { db } = ctx;

  async function total(ownerId: number, filter: ResolvedFilter): Promise<number> {
    if (filter.orderNo || filter.buyerIds) {
      const { n } = await filtered(db, selectOrders(db, ownerId), filter).clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(n);
    }
    return countByDays(filter.startAt, filter.endAt, {
      countRows: async (from, to) => {
        const { n } = await filtered(db, selectOrders(db, ownerId), { ...filter, startAt: from, endAt: to })
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        return Number(n);
      },
      sumDays: async (firstDay, lastDay) => {
        let q = db.selectFrom('order_day_counts').select((eb) => eb.fn.sum<number>('n').as('n')).where('owner_id', '=', ownerId);
        if (filter.status) q = q.where('status', '=', filter.status);
        if (filter.productKind) q = q.where('product_kind', '=', filter.productKind);
        if (filter.channel) q = q.where('channel', '=', filter.channel);
        if (firstDay !== undefined) q = q.where('day', '>=', firstDay);
        if (lastDay !== undefined) q = q.where('day', '<=', lastDay);
        return Number((await q.executeTakeFirst())?.n ?? 0);
      },
    });
  }

  return {
    async list(session: Session, query: OrderQuery): Promise<{ rows: Order[]; totalCount: number }> {
      const ownerId = session.main.id;
      const filter = await resolved(db, query);
      const rows = await pageRows(newestFirst(db, filtered(db, selectOrders(db, ownerId), filter), filter), query).execute();
      return { rows: rows.map(toOrder), totalCount: await total(ownerId, filter) };
    },

    async one(session: Session, id: number): Promise<OrderDetail> {
      const ownerId = session.main.id;
      const row = await selectOrders(db, ownerId).where('o.id', '=', id).executeTakeFirst();
      if (!row) throw fail.notFound(ORDER_NOT_FOUND);
      const gifts = await db.selectFrom('order_gifts').select(['product_kind', 'product_id', 'product_title']).where('order_id', '=', id).execute();
      return { ...toOrder(row), gifts, ledger: await orderTransactions(db, ownerId, id) };
    },

    /** Every order of the filter, newest first, `batch` at a time: a keyset walk, so memory stays flat. */
    async *each(session: Session, filter: OrderFilter, batch = 1000): AsyncGenerator<Order> {
      const ownerId = session.main.id;
      const resolvedFilter = await resolved(db, filter);
      let after: { created_at: number; id: number } | undefined;
      for (;;) {
        let q = filtered(db, selectOrders(db, ownerId), resolvedFilter);
        if (after) {
          const { created_at: at, id } = after;
          q = q.where((eb) => eb.or([eb('o.created_at', '<', at), eb.and([eb('o.created_at', '=', at), eb('o.id', '<', id)])]));
        }
        const rows = await newestFirst(db, q, resolvedFilter).limit(batch).execute();
        for (const row of rows) yield toOrder(row);
        if (rows.length < batch) return;
        const last = rows[rows.length - 1]!;
        after = { created_at: last.created_at, id: last.id };
      }
    },

  };
}

export type OrderService = ReturnType<typeof createOrderService>;
/** The order row of a teacher, or 404: for the refund and after-sale services. */
export async function ownedOrder(db: Kysely<Database>, ownerId: number, id: number) {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
  if (!row) throw fail.notFound(ORDER_NOT_FOUND);
  return row;
}
