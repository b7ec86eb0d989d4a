/**
 * Student data (/database/student): the new, active and paying students of a range of China days come
 * from the student dashboard (server/areas/learning/learning.ts, not computed twice); this adds the new students by
 * the channel of their first order (`student_channel_days`, migration 051), the repeat buyers (two orders or more,
 * the last in the range: the owner_buyers index on the last order), the conversion (paying / active) and the spend
 * of every student in buckets. Figures against the period of the same length just before.
 */
import { sql } from 'kysely';
import { ORDER_CHANNELS } from '@shared/orders/types.ts';
import { COURSE_RULES, changePercent, dayLabel, percentOf, previousPeriod } from '@shared/data-centre/rules.ts';
import { STUDENT_DATA_FIGURES, type SpendBucket, type StudentDataQuery, type StudentDataReport, type StudentDataTotals } from '@shared/data-centre/course-types.ts';
import type { ServiceContext } from '@server/db/context.ts';
import { requireDayRange } from '@server/http/day-range.ts';
import type { Session } from '@server/http/session-types.ts';
import { createLearningService } from '@server/areas/learning/learning.ts';
import { secondsOf } from './course.ts';

export function createStudentDataService(ctx: ServiceContext) {
  const { db } = ctx;
  const learning = createLearningService(ctx);

  /** Students with two orders or more whose last order falls in days from..to. */
  async function repeatBuyers(ownerId: number, from: number, to: number): Promise<number> {
    const [start, end] = secondsOf(from, to);
    const row = await db
      .selectFrom('owner_buyers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_id', '=', ownerId)
      .where('last_order_at', '>=', start)
      .where('last_order_at', '<=', end)
      .where('orders_n', '>=', 2)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async function spendBuckets(ownerId: number): Promise<SpendBucket[]> {
    const bounds = COURSE_RULES.spendBuckets;
    const row = await db
      .selectFrom('owner_buyers')
      .select(
        bounds.map((min, i) => {
          const max = bounds[i + 1];
          const test = max === undefined ? sql`spend >= ${min}` : i === 0 ? sql`spend < ${max}` : sql`spend >= ${min} and spend < ${max}`;
          return sql<number>`count(case when ${test} then 1 end)`.as(`b${i}`);
        }),
      )
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    const counts = (row ?? {}) as Record<string, number | string>;
    return bounds.map((min, i) => ({ min, max: bounds[i + 1] ?? null, n: Number(counts[`b${i}`] ?? 0) }));
  }

  return {
    async report(session: Session, query: StudentDataQuery): Promise<StudentDataReport> {
      const { from, to } = requireDayRange(query.start, query.end);
      const ownerId = session.main.id;
      const before = previousPeriod(from, to);
      const dashboard = await learning.dashboard(session, { from: query.start, to: query.end });
      const totalsOf = (figures: { new: number; active: number; paying: number }, repeat: number): StudentDataTotals => ({
        ...figures,
        repeat,
        conversion: percentOf(figures.paying, figures.active),
      });
      const totals = totalsOf(dashboard.totals, await repeatBuyers(ownerId, from, to));
      const previousTotals = totalsOf(dashboard.previous.totals, await repeatBuyers(ownerId, before.start, before.end));
      const channels = await db
        .selectFrom('student_channel_days')
        .select('first_channel')
        .select((eb) => eb.fn.sum<number>('n').as('n'))
        .where('owner_id', '=', ownerId)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .groupBy('first_channel')
        .execute();
      const byChannel = new Map(channels.map((c) => [c.first_channel, Number(c.n)]));
      return {
        start: dayLabel(from),
        end: dayLabel(to),
        totals,
        previous: { start: dayLabel(before.start), end: dayLabel(before.end), totals: previousTotals },
        change: Object.fromEntries(STUDENT_DATA_FIGURES.map((figure) => [figure, changePercent(totals[figure], previousTotals[figure])])) as StudentDataReport['change'],
        days: dashboard.days,
        by_channel: ORDER_CHANNELS.map((channel) => ({ channel, n: byChannel.get(channel) ?? 0 })),
        spend: await spendBuckets(ownerId),
        students: dashboard.students,
      };
    },
  };
}
