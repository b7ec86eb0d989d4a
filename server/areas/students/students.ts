/**
 * A teacher's students (/user/index and /user/detail): the buyers who ordered from them, read from
 * `owner_buyers` (migration 046, kept by triggers on orders), with filters on the first order's channel and time,
 * the money spent and a keyword (a phone, or part of a nickname through the buyers' keyword index); one student
 * with their refund requests, their memberships of the teacher's planets (matched by phone) and the note; their
 * orders a page at a time. Owner-scoped: a buyer who never ordered from the teacher answers 404.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { chinaDayOf } from '@shared/data-centre/rules.ts';
import type { StudentTagRef } from '@shared/students/tag-types.ts';
import type { Student, StudentDetail, StudentFilter, StudentMembership, StudentOrder, StudentQuery, StudentRefundRequest, StudentSort } from '@shared/students/types.ts';
import type { Database } from '@server/db/schema.ts';
import type { ServiceContext } from '@server/db/context.ts';
import { keywordIds, keywordMatch } from '@server/db/keyword-search.ts';
import { pageRows } from '@server/db/paging.ts';
import { withoutIndex } from '@server/db/portable-sql.ts';
import { fail } from '@server/errors.ts';
import type { Session } from '@server/http/session-types.ts';
import { BUYER_KEYWORDS } from '@server/areas/orders/keyword-index.ts';
import { tagCondition, type TagTerms } from './tag-conditions.ts';
import { tagRows, tagsOfStudents } from './tag-terms.ts';
import type { PlanetMemberColumnTables } from '@server/areas/planet-members/schema.ts';
import type { PlanetMemberStatus } from '@shared/planet-members/types.ts';

export const STUDENT_NOT_FOUND = '学员不存在';
const PHONE = /^1\d{10}$/;
/** a keyword naming more buyers than this is common enough for the list's own order to find a page quickly */
const BUYERS_LOOKED_UP = 2_000;

const SORT_COLUMN: Record<StudentSort, 's.last_order_at' | 's.first_order_at' | 's.spend'> = {
  last: 's.last_order_at',
  first: 's.first_order_at',
  spend: 's.spend',
};

function selectStudents(db: Kysely<Database>, ownerId: number) {
  return db
    .selectFrom('owner_buyers as s')
    .innerJoin('buyers as b', 'b.id', 's.buyer_id')
    .select([
      's.buyer_id as id',
      'b.nickname',
      'b.phone',
      's.first_order_at',
      's.last_order_at',
      's.orders_n',
      's.paid_total',
      's.refunded_total',
      's.spend',
      's.first_channel',
      's.note',
    ])
    .where('s.owner_id', '=', ownerId);
}

type StudentSelect = ReturnType<typeof selectStudents>;
/** with the keyword's buyers looked up (`many`: too many to list) and the tag's terms read (null: no such tag) */
type Resolved = StudentFilter & { buyerIds?: number[] | 'many'; tag?: TagTerms | null };

async function resolved(db: Kysely<Database>, ownerId: number, filter: StudentFilter): Promise<Resolved> {
  const tag = filter.tagId === undefined ? {} : { tag: (await tagRows(db, ownerId, [filter.tagId]))[0] ?? null };
  const keyword = filter.keyword?.trim();
  if (!keyword) return { ...filter, ...tag, keyword: '' };
  const ids = PHONE.test(keyword)
    ? (await db.selectFrom('buyers').select('id').where('phone', '=', keyword).limit(BUYERS_LOOKED_UP + 1).execute()).map((row) => row.id)
    : await keywordIds(db, BUYER_KEYWORDS, keyword, BUYERS_LOOKED_UP + 1);
  return { ...filter, ...tag, keyword, buyerIds: ids.length > BUYERS_LOOKED_UP ? 'many' : ids };
}

type Column = 'first_channel' | 'first_order_at' | 'spend';

/** China day numbers (as the day tables key them) of a first-order range that starts and ends on whole days; else undefined. */
function wholeDays(from: number | undefined, to: number | undefined): { from?: number; to?: number } | undefined {
  if (from === undefined && to === undefined) return undefined;
  const starts = (at: number) => chinaDayOf(at) !== chinaDayOf(at - 1);
  if ((from !== undefined && !starts(from)) || (to !== undefined && !starts(to + 1))) return undefined;
  return { ...(from !== undefined ? { from: chinaDayOf(from) } : {}), ...(to !== undefined ? { to: chinaDayOf(to) } : {}) };
}

/**
 * The filter's conditions on `owner_buyers as s`. For the page (`sort` given) the sort's index drives and walks the
 * students in order, testing the other conditions row by row (`withoutIndex`): a range on another column would
 * otherwise drive and leave a quarter of a million rows to sort. The count takes every index as the planner likes.
 */
function conditions(db: Kysely<Database>, filter: Resolved, sort?: StudentSort): RawBuilder<boolean>[] {
  const driving: Record<StudentSort, Column[]> = { last: ['first_channel'], first: ['first_order_at'], spend: ['spend'] };
  const col = (c: Column) => (sort === undefined || driving[sort].includes(c) ? sql.ref(`s.${c}`) : withoutIndex(db, `s.${c}`));
  const out: RawBuilder<boolean>[] = [];
  if (filter.channel) out.push(sql<boolean>`${col('first_channel')} = ${filter.channel}`);
  if (filter.firstFrom !== undefined) out.push(sql<boolean>`${col('first_order_at')} >= ${filter.firstFrom}`);
  if (filter.firstTo !== undefined) out.push(sql<boolean>`${col('first_order_at')} <= ${filter.firstTo}`);
  if (filter.spendMin !== undefined) out.push(sql<boolean>`${col('spend')} >= ${filter.spendMin}`);
  if (filter.spendMax !== undefined) out.push(sql<boolean>`${col('spend')} <= ${filter.spendMax}`);
  if (filter.buyerIds === 'many') {
    const named = db.selectFrom('buyers as k').select('k.id').where(keywordMatch(db, BUYER_KEYWORDS, 'k', filter.keyword!));
    out.push(sql<boolean>`s.buyer_id in (${named})`);
  } else if (filter.buyerIds) {
    out.push(filter.buyerIds.length === 0 ? sql<boolean>`1 = 0` : sql<boolean>`s.buyer_id in (${sql.join(filter.buyerIds)})`);
  }
  // a tag since deleted (an old link) finds nobody
  if (filter.tag !== undefined) out.push(filter.tag ? tagCondition(filter.tag) : sql<boolean>`1 = 0`);
  return out;
}

function filtered(db: Kysely<Database>, query: StudentSelect, filter: Resolved): StudentSelect {
  return conditions(db, filter, filter.sort ?? 'last').reduce((q, condition) => q.where(condition), query);
}

/** The sort, newest or largest first; with the few buyers of a keyword known, their rows are read by key instead. */
function sorted(db: Kysely<Database>, query: StudentSelect, filter: Resolved): StudentSelect {
  const column = SORT_COLUMN[filter.sort ?? 'last'];
  const by = Array.isArray(filter.buyerIds) ? withoutIndex(db, column) : sql.ref(column);
  return query.orderBy(by, 'desc').orderBy('s.buyer_id', 'desc');
}

type StudentRow = Awaited<ReturnType<StudentSelect['execute']>>[number];

const toStudent = (row: StudentRow, tags: Map<number, StudentTagRef[]>): Student => ({
  ...row,
  tags: tags.get(row.id) ?? [],
  orders_n: Number(row.orders_n),
  paid_total: Number(row.paid_total),
  refunded_total: Number(row.refunded_total),
  spend: Number(row.spend),
});

export function createStudentService(ctx: ServiceContext) {
  const { db } = ctx;

  /** the rows with each student's tags now */
  async function withTags(ownerId: number, rows: readonly StudentRow[]): Promise<Student[]> {
    const tags = await tagsOfStudents(db, ownerId, rows.map((row) => row.id));
    return rows.map((row) => toStudent(row, tags));
  }

  async function one(ownerId: number, id: number): Promise<Student> {
    const row = await selectStudents(db, ownerId).where('s.buyer_id', '=', id).executeTakeFirst();
    if (!row) throw fail.notFound(STUDENT_NOT_FOUND);
    return (await withTags(ownerId, [row]))[0]!;
  }

  async function refunds(ownerId: number, buyerId: number): Promise<StudentRefundRequest[]> {
    const rows = await db
      .selectFrom('aftersale_refunds as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .select(['r.id', 'r.order_id', 'o.order_no', 'o.product_title', 'r.amount', 'r.refund_amount', 'r.state', 'r.created_at'])
      .where('r.owner_id', '=', ownerId)
      .where('r.buyer_id', '=', buyerId)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(100)
      .execute();
    return rows.map((r) => ({ ...r, amount: Number(r.amount), refund_amount: Number(r.refund_amount) }));
  }

  async function memberships(ownerId: number, phone: string): Promise<StudentMembership[]> {
    const rows = await db
      .withTables<PlanetMemberColumnTables>()
      .selectFrom('planet_members as m')
      .innerJoin('planets as p', 'p.id', 'm.planet_id')
      .select(['m.id', 'm.planet_id', 'p.title as planet_title', 'm.nickname', 'm.status', 'm.paid_amount', 'm.joined_at', 'm.expires_at'])
      .where('m.phone', '=', phone)
      .where('p.owner_id', '=', ownerId)
      .orderBy('m.joined_at', 'desc')
      .orderBy('m.id', 'desc')
      .execute();
    return rows.map((m) => ({ ...m, status: Number(m.status) as PlanetMemberStatus, paid_amount: Number(m.paid_amount), expires_at: m.expires_at ?? null }));
  }

  /**
   * The count of a filter: without a range or keyword, the per-channel counts (migration 046); with only a range of
   * whole China days (the console's dates), the new students of those days (student_day_counts, migration 049);
   * else the rows.
   */
  async function total(ownerId: number, filter: Resolved): Promise<number> {
    const onlyRange = !filter.buyerIds && filter.tag === undefined && filter.spendMin === undefined && filter.spendMax === undefined;
    const plain = onlyRange && filter.firstFrom === undefined && filter.firstTo === undefined;
    const days = onlyRange && !filter.channel ? wholeDays(filter.firstFrom, filter.firstTo) : undefined;
    if (days) {
      let q = db.selectFrom('student_day_counts').select((eb) => eb.fn.sum<number>('new_n').as('n')).where('owner_id', '=', ownerId);
      if (days.from !== undefined) q = q.where('day', '>=', days.from);
      if (days.to !== undefined) q = q.where('day', '<=', days.to);
      return Number((await q.executeTakeFirst())?.n ?? 0);
    }
    if (plain) {
      let q = db.selectFrom('owner_buyer_counts').select((eb) => eb.fn.sum<number>('n').as('n')).where('owner_id', '=', ownerId);
      if (filter.channel) q = q.where('first_channel', '=', filter.channel);
      return Number((await q.executeTakeFirst())?.n ?? 0);
    }
    const { n } = await conditions(db, filter)
      .reduce((q, condition) => q.where(condition), db.selectFrom('owner_buyers as s').where('s.owner_id', '=', ownerId))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  return {
    async list(session: Session, query: StudentQuery): Promise<{ rows: Student[]; totalCount: number }> {
      const ownerId = session.main.id;
      const filter = await resolved(db, ownerId, query);
      const rows = await pageRows(sorted(db, filtered(db, selectStudents(db, ownerId), filter), filter), query).execute();
      return { rows: await withTags(ownerId, rows), totalCount: await total(ownerId, filter) };
    },

    async detail(session: Session, id: number): Promise<StudentDetail> {
      const ownerId = session.main.id;
      const student = await one(ownerId, id);
      return { ...student, refunds: await refunds(ownerId, id), memberships: await memberships(ownerId, student.phone) };
    },

    /** The student's orders with the teacher, newest first, through the (owner, buyer) index of orders. */
    async orders(session: Session, id: number, page: number, pageSize: number): Promise<{ rows: StudentOrder[]; totalCount: number }> {
      const ownerId = session.main.id;
      const student = await one(ownerId, id);
      const orders = db
        .selectFrom('orders as o')
        .innerJoin('buyers as b', 'b.id', 'o.buyer_id')
        .select([
          'o.id', 'o.order_no', 'o.buyer_id', 'b.nickname as buyer_nickname', 'b.phone as buyer_phone', 'o.product_kind', 'o.product_id',
          'o.product_title', 'o.channel', 'o.list_price', 'o.pay_amount', 'o.campaign_discount', 'o.coupon_discount', 'o.campaign_kind',
          'o.campaign_id', 'o.coupon_id', 'o.fee', 'o.refunded_amount', 'o.status', 'o.created_at', 'o.paid_at', 'o.available_at',
        ])
        .where('o.owner_id', '=', ownerId)
        .where('o.buyer_id', '=', id)
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id', 'desc');
      const rows = await pageRows(orders, { page, pageSize }).execute();
      return {
        rows: rows.map((o) => ({ ...o, campaign_id: o.campaign_id ?? null, coupon_id: o.coupon_id ?? null, paid_at: o.paid_at ?? null })),
        totalCount: student.orders_n,
      };
    },

    async saveNote(session: Session, id: number, note: string): Promise<Student> {
      const ownerId = session.main.id;
      await one(ownerId, id);
      await db.updateTable('owner_buyers').set({ note: note.trim(), updated_at: Math.floor(ctx.now() / 1000) }).where('owner_id', '=', ownerId).where('buyer_id', '=', id).execute();
      return one(ownerId, id);
    },

    /** Every student of the filter in the list's order, `batch` at a time (pages of the sorted list: flat memory). */
    async *each(session: Session, filter: StudentFilter, batch = 1000): AsyncGenerator<Student> {
      const ownerId = session.main.id;
      const resolvedFilter = await resolved(db, ownerId, filter);
      const column = SORT_COLUMN[resolvedFilter.sort ?? 'last'];
      const key = column.slice(2) as 'last_order_at' | 'first_order_at' | 'spend';
      let after: { value: number; id: number } | undefined;
      for (;;) {
        let q = filtered(db, selectStudents(db, ownerId), resolvedFilter);
        if (after) {
          const { value, id } = after;
          q = q.where((eb) => eb.or([eb(column, '<', value), eb.and([eb(column, '=', value), eb('s.buyer_id', '<', id)])]));
        }
        const rows = await withTags(ownerId, await sorted(db, q, resolvedFilter).limit(batch).execute());
        for (const row of rows) yield row;
        if (rows.length < batch) return;
        const last = rows[rows.length - 1]!;
        after = { value: last[key], id: last.id };
      }
    },
  };
}
