/**
 * Learning records and the student dashboard (/user/dashboard and /user/detail's 课程学习): the new, active
 * and paying students of a range of China days, added up from `student_day_counts` (kept by triggers, migration
 * 049) with the distinct students of the range read from the day tables' (owner, day) keys; a student's bought
 * products with how far they got; and a play, recorded for the student's teacher. Owner-scoped: a buyer who never
 * ordered from the teacher answers 404 学员不存在.
 */
import { sql } from 'kysely';
import { DATA_CENTRE_LIMITS, changePercent, chinaDayOf, dayLabel, previousPeriod } from '@shared/data-centre/rules.ts';
import { LEARNING_LIMITS } from '@shared/learning/rules.ts';
import { STUDENT_FIGURES, type PlayInput, type StudentCourse, type StudentDashboard, type StudentDashboardQuery, type StudentDay, type StudentFigures, type StudentPeriod } from '@shared/learning/types.ts';
import type { Db } from '@server/db/database.ts';
import type { ServiceContext } from '@server/db/context.ts';
import { greatestOf } from '@server/db/portable-sql.ts';
import { fail } from '@server/errors.ts';
import { requireDayRange } from '@server/http/day-range.ts';
import type { Session } from '@server/http/session-types.ts';
import { STUDENT_NOT_FOUND } from '@server/areas/students/students.ts';

const NOT_BOUGHT = '该学员未购买此商品';
/** orders that give the student the product: paid and not wholly refunded */
const OWNING = ['paid', 'partially_refunded'] as const;

const none = (): StudentFigures => ({ new: 0, active: 0, paying: 0 });

async function requireStudent(db: Db, ownerId: number, buyerId: number): Promise<void> {
  const found = await db.selectFrom('owner_buyers').select('buyer_id').where('owner_id', '=', ownerId).where('buyer_id', '=', buyerId).executeTakeFirst();
  if (!found) throw fail.notFound(STUDENT_NOT_FOUND);
}

export function createLearningService(ctx: ServiceContext) {
  const { db } = ctx;

  /** Distinct students of the days from..to in a day table. */
  async function distinct(table: 'student_active_days' | 'student_paying_days', ownerId: number, from: number, to: number): Promise<number> {
    const row = await db
      .selectFrom(table)
      .select(sql<number>`count(distinct buyer_id)`.as('n'))
      .where('owner_id', '=', ownerId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async function period(ownerId: number, from: number, to: number, sums: StudentFigures): Promise<StudentPeriod> {
    return {
      from: dayLabel(from),
      to: dayLabel(to),
      // a student is new once: the new students of a range are the sum of its days
      totals: { new: sums.new, active: await distinct('student_active_days', ownerId, from, to), paying: await distinct('student_paying_days', ownerId, from, to) },
      day_sums: sums,
    };
  }

  /** The student's bought products (their paid orders with the teacher, not wholly refunded), latest first. */
  async function courses(ownerId: number, buyerId: number): Promise<StudentCourse[]> {
    const bought = await db
      .selectFrom('orders as o')
      .select(['o.product_kind', 'o.product_id'])
      .select((eb) => [eb.fn.min<number>('o.created_at').as('bought_at'), eb.fn.max<number>('o.created_at').as('last_bought_at')])
      .where('o.owner_id', '=', ownerId)
      .where('o.buyer_id', '=', buyerId)
      .where('o.status', 'in', OWNING)
      .groupBy(['o.product_kind', 'o.product_id'])
      .execute();
    if (bought.length === 0) return [];
    const titles = await db
      .selectFrom('orders')
      .select(['product_kind', 'product_id', 'product_title', 'created_at'])
      .where('owner_id', '=', ownerId)
      .where('buyer_id', '=', buyerId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const titleOf = new Map(titles.map((t) => [`${t.product_kind}:${t.product_id}`, t.product_title]));
    const progress = await db.selectFrom('student_progress').selectAll().where('owner_id', '=', ownerId).where('buyer_id', '=', buyerId).execute();
    const progressOf = new Map(progress.map((p) => [`${p.product_kind}:${p.product_id}`, p]));
    return bought
      .map((b) => {
        const key = `${b.product_kind}:${b.product_id}`;
        const p = progressOf.get(key);
        return {
          product_kind: b.product_kind,
          product_id: Number(b.product_id),
          title: titleOf.get(key) ?? '',
          bought_at: Number(b.bought_at),
          progress: Number(p?.progress ?? 0),
          seconds_played: Number(p?.seconds_played ?? 0),
          plays_n: Number(p?.plays_n ?? 0),
          last_played_at: p ? Number(p.last_played_at) : null,
          last_bought_at: Number(b.last_bought_at),
        };
      })
      .sort((a, b) => b.last_bought_at - a.last_bought_at || a.product_kind.localeCompare(b.product_kind) || b.product_id - a.product_id)
      .map(({ last_bought_at: _, ...course }) => course);
  }

  return {
    async dashboard(session: Session, query: StudentDashboardQuery): Promise<StudentDashboard> {
      const range = requireDayRange(query.from, query.to, { start: 'from', end: 'to' }, DATA_CENTRE_LIMITS.rangeDaysMax);
      const { from, to } = range;
      const ownerId = session.main.id;
      const before = previousPeriod(from, to);
      const rows = await db
        .selectFrom('student_day_counts')
        .select(['day', 'new_n', 'active_n', 'paying_n'])
        .where('owner_id', '=', ownerId)
        .where('day', '>=', before.start)
        .where('day', '<=', to)
        .execute();
      const days = new Map<number, StudentDay>();
      for (let day = from; day <= to; day++) days.set(day, { date: dayLabel(day), ...none() });
      const sums = none();
      const previousSums = none();
      for (const row of rows) {
        const figures = { new: Number(row.new_n), active: Number(row.active_n), paying: Number(row.paying_n) };
        const day = Number(row.day);
        const into = day < from ? previousSums : sums;
        for (const figure of STUDENT_FIGURES) into[figure] += figures[figure];
        const shown = days.get(day);
        if (shown) Object.assign(shown, figures);
      }
      const current = await period(ownerId, from, to, sums);
      const previous = await period(ownerId, before.start, before.end, previousSums);
      const students = await db.selectFrom('owner_buyer_counts').select((eb) => eb.fn.sum<number>('n').as('n')).where('owner_id', '=', ownerId).executeTakeFirst();
      return {
        ...current,
        previous,
        change: Object.fromEntries(STUDENT_FIGURES.map((figure) => [figure, changePercent(current.totals[figure], previous.totals[figure])])) as StudentDashboard['change'],
        days: [...days.values()],
        students: Number(students?.n ?? 0),
      };
    },

    async progress(session: Session, buyerId: number, page: number, pageSize: number): Promise<{ rows: StudentCourse[]; totalCount: number }> {
      const ownerId = session.main.id;
      await requireStudent(db, ownerId, buyerId);
      const all = await courses(ownerId, buyerId);
      return { rows: all.slice((page - 1) * pageSize, page * pageSize), totalCount: all.length };
    },

    /**
     * A play of the caller's student (development: the student's app reports it): the seconds added, the progress
     * raised to the furthest point, the day marked active. The student must own the product (a paid order with the
     * teacher, not wholly refunded).
     */
    async recordPlay(session: Session, input: PlayInput): Promise<StudentCourse> {
      const ownerId = session.main.id;
      const now = Math.floor(ctx.now() / 1000);
      await requireStudent(db, ownerId, input.buyer_id);
      const seconds = Math.min(Math.max(0, Math.floor(input.seconds)), LEARNING_LIMITS.playSecondsMax);
      const progress = Math.min(Math.max(0, Math.floor(input.progress)), LEARNING_LIMITS.progressMax);
      await db.transaction().execute(async (trx) => {
        const owned = await trx
          .selectFrom('orders')
          .select('id')
          .where('owner_id', '=', ownerId)
          .where('buyer_id', '=', input.buyer_id)
          .where('product_kind', '=', input.product_kind)
          .where('product_id', '=', input.product_id)
          .where('status', 'in', OWNING)
          .limit(1)
          .executeTakeFirst();
        if (!owned) throw fail.validation(NOT_BOUGHT);
        await trx
          .insertInto('student_progress')
          .values({
            owner_id: ownerId,
            buyer_id: input.buyer_id,
            product_kind: input.product_kind,
            product_id: input.product_id,
            seconds_played: seconds,
            progress,
            plays_n: 1,
            first_played_at: now,
            last_played_at: now,
          })
          .onConflict((oc) =>
            oc.columns(['owner_id', 'buyer_id', 'product_kind', 'product_id']).doUpdateSet({
              seconds_played: sql<number>`student_progress.seconds_played + excluded.seconds_played`,
              progress: greatestOf(trx, sql.ref('student_progress.progress'), sql.ref('excluded.progress')),
              plays_n: sql<number>`student_progress.plays_n + 1`,
              last_played_at: greatestOf(trx, sql.ref('student_progress.last_played_at'), sql.ref('excluded.last_played_at')),
            }),
          )
          .execute();
        await trx
          .insertInto('student_active_days')
          .values({ owner_id: ownerId, day: chinaDayOf(now), buyer_id: input.buyer_id })
          .onConflict((oc) => oc.columns(['owner_id', 'day', 'buyer_id']).doNothing())
          .execute();
      });
      const course = (await courses(ownerId, input.buyer_id)).find((c) => c.product_kind === input.product_kind && c.product_id === input.product_id);
      if (!course) throw fail.validation(NOT_BOUGHT);
      return course;
    },
  };
}
