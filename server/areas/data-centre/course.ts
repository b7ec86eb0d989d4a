/**
 * Course data (/database/course): per product of the caller, the paid orders of a range of China days
 * added up from `order_product_days` (migration 045, as the sales analysis), and the learning of the range from
 * `student_progress` (migration 049): the progress rows whose last play falls in the range, read through the
 * (owner, last play) index of migration 050. The cost grows with the days and the learners of the range, not with
 * the orders. Figures against the period of the same length just before; products sorted and paged here (a teacher
 * has hundreds of products, not millions).
 */
import { sql } from 'kysely';
import type { ProductKind } from '@shared/marketing/pricing.ts';
import { COURSE_RULES, changePercent, dayLabel, percentOf, previousPeriod } from '@shared/data-centre/rules.ts';
import { COURSE_FIGURES, type CourseFigures, type CourseProduct, type CourseQuery, type CourseReport, type CourseSort } from '@shared/data-centre/course-types.ts';
import type { ServiceContext } from '@server/db/context.ts';
import { requireDayRange } from '@server/http/day-range.ts';
import type { Session } from '@server/http/session-types.ts';
import { titlesOf } from './sales.ts';

/** The unix seconds from the first moment of China day `from` to the last of day `to`. */
export function secondsOf(from: number, to: number): [number, number] {
  return [from * 86_400 - 28_800, (to + 1) * 86_400 - 28_800 - 1];
}

type Sums = { orders: number; gmv: number; refunded: number; learners: number; completed: number; progress: number; seconds_played: number };
const noSums = (): Sums => ({ orders: 0, gmv: 0, refunded: 0, learners: 0, completed: 0, progress: 0, seconds_played: 0 });

function figuresOf(s: Sums, learners = s.learners): CourseFigures {
  return {
    orders: s.orders,
    gmv: s.gmv,
    refunded: s.refunded,
    net: s.gmv - s.refunded,
    learners,
    completed: s.completed,
    average_progress: s.learners === 0 ? 0 : Math.round((s.progress / s.learners) * 10) / 10,
    completion_rate: percentOf(s.completed, s.learners),
    seconds_played: s.seconds_played,
  };
}

const keyOf = (kind: string, id: number) => `${kind}:${id}`;

export function createCourseDataService(ctx: ServiceContext) {
  const { db } = ctx;

  /** Sales and learning per product of days from..to, and the range's distinct learners. */
  async function productsOf(ownerId: number, from: number, to: number, kind: ProductKind | undefined): Promise<{ sums: Map<string, Sums>; learners: number }> {
    let sales = db
      .selectFrom('order_product_days')
      .select(['product_kind', 'product_id'])
      .select((eb) => [eb.fn.sum<number>('n').as('n'), eb.fn.sum<number>('paid').as('paid'), eb.fn.sum<number>('refunded').as('refunded')])
      .where('owner_id', '=', ownerId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .groupBy(['product_kind', 'product_id']);
    if (kind) sales = sales.where('product_kind', '=', kind);
    const [start, end] = secondsOf(from, to);
    let learning = db
      .selectFrom('student_progress')
      .select(['product_kind', 'product_id'])
      .select((eb) => [
        eb.fn.countAll<number>().as('learners'),
        sql<number>`count(case when progress >= ${COURSE_RULES.completedProgress} then 1 end)`.as('completed'),
        eb.fn.sum<number>('progress').as('progress'),
        eb.fn.sum<number>('seconds_played').as('seconds'),
      ])
      .where('owner_id', '=', ownerId)
      .where('last_played_at', '>=', start)
      .where('last_played_at', '<=', end)
      .groupBy(['product_kind', 'product_id']);
    if (kind) learning = learning.where('product_kind', '=', kind);
    let distinct = db
      .selectFrom('student_progress')
      .select(sql<number>`count(distinct buyer_id)`.as('n'))
      .where('owner_id', '=', ownerId)
      .where('last_played_at', '>=', start)
      .where('last_played_at', '<=', end);
    if (kind) distinct = distinct.where('product_kind', '=', kind);
    const sums = new Map<string, Sums>();
    const at = (k: string, id: number) => {
      const key = keyOf(k, id);
      const found = sums.get(key) ?? noSums();
      sums.set(key, found);
      return found;
    };
    for (const r of await sales.execute()) Object.assign(at(r.product_kind, Number(r.product_id)), { orders: Number(r.n), gmv: Number(r.paid), refunded: Number(r.refunded) });
    for (const r of await learning.execute()) {
      Object.assign(at(r.product_kind, Number(r.product_id)), { learners: Number(r.learners), completed: Number(r.completed), progress: Number(r.progress), seconds_played: Number(r.seconds) });
    }
    return { sums, learners: Number((await distinct.executeTakeFirst())?.n ?? 0) };
  }

  function totalOf(sums: Map<string, Sums>, learners: number): CourseFigures {
    const all = noSums();
    for (const s of sums.values()) for (const k of Object.keys(all) as (keyof Sums)[]) all[k] += s[k];
    return figuresOf(all, learners);
  }

  /** Every product of the range with its figures, sorted by `sort` (most first), then kind and id. */
  async function rowsOf(ownerId: number, sums: Map<string, Sums>, sort: CourseSort): Promise<CourseProduct[]> {
    const products = [...sums.keys()].map((key) => {
      const [kind, id] = key.split(':') as [ProductKind, string];
      return { kind, id: Number(id) };
    });
    const titles = await titlesOf(db, ownerId, products);
    return products
      .map(({ kind, id }) => ({ product_kind: kind, product_id: id, title: titles.get(keyOf(kind, id)) ?? '', ...figuresOf(sums.get(keyOf(kind, id))!) }))
      .sort((a, b) => b[sort] - a[sort] || a.product_kind.localeCompare(b.product_kind) || a.product_id - b.product_id);
  }

  return {
    /** The figures of the range, one page of its products and the top list; `all` returns every product (the export). */
    async report(session: Session, query: CourseQuery, all = false): Promise<CourseReport> {
      const { from, to } = requireDayRange(query.start, query.end);
      const ownerId = session.main.id;
      const before = previousPeriod(from, to);
      const current = await productsOf(ownerId, from, to, query.product_kind);
      const previous = await productsOf(ownerId, before.start, before.end, query.product_kind);
      const totals = totalOf(current.sums, current.learners);
      const previousTotals = totalOf(previous.sums, previous.learners);
      const rows = await rowsOf(ownerId, current.sums, query.sort ?? 'gmv');
      const pageSize = all ? Math.max(rows.length, 1) : Math.min(query.pageSize ?? COURSE_RULES.pageSize, COURSE_RULES.pageSizeMax);
      const page = all ? 1 : (query.page ?? 1);
      const top = [...rows]
        .filter((r) => r.gmv > 0)
        .sort((a, b) => b.gmv - a.gmv || a.product_kind.localeCompare(b.product_kind) || a.product_id - b.product_id)
        .slice(0, COURSE_RULES.top);
      return {
        start: dayLabel(from),
        end: dayLabel(to),
        totals,
        previous: { start: dayLabel(before.start), end: dayLabel(before.end), totals: previousTotals },
        change: Object.fromEntries(COURSE_FIGURES.map((figure) => [figure, changePercent(totals[figure], previousTotals[figure])])) as CourseReport['change'],
        top,
        products: { rows: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize },
      };
    },
  };
}
