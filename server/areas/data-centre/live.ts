/**
 * Live data (/database/living): the caller's live sessions held over a range of China-time days (by their
 * planned start) and the period of the same length before it, with the figures the live room recorded on each, and
 * a page of the range's sessions with the orders and money of each one's course in the range. A session is held
 * once it is no longer 未开始 (server/areas/live/status-sql.ts). Everything is read through the live_sessions_owner_start
 * index and the order_product_days key, so the cost grows with the sessions of the range, not with the account.
 */
import { sql, type RawBuilder } from 'kysely';
import { liveStatus } from '@shared/live/rules.ts';
import { DATA_CENTRE_LIMITS, changePercent, dayLabel, previousPeriod } from '@shared/data-centre/rules.ts';
import { LIVING_FIGURES, type LivingDay, type LivingQuery, type LivingReport, type LivingSession, type LivingSort, type LivingTotals } from '@shared/data-centre/live-types.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { requireDayRange } from '@server/http/day-range.ts';
import type { Session } from '@server/http/session-types.ts';
import { statusIs } from '@server/areas/live/status-sql.ts';

export const LIVING_PAGE = { max: 100, size: 20 } as const;

const DAY = 86_400;
const CHINA_OFFSET = 8 * 3600;
/** the first second of China day `day` */
const dayStart = (day: number) => day * DAY - CHINA_OFFSET;
/** the China day of a session's planned start, as the day tables count days */
const startDay = sql<number>`(l.start_at + 28800) / 86400`;

type Sums = Omit<LivingTotals, 'average_duration'> & { duration: number };
const noSums = (): Sums => ({ sessions: 0, viewers: 0, peak_online: 0, replay_views: 0, reservations: 0, duration: 0 });
function add(into: Sums, row: Sums): void {
  into.sessions += row.sessions;
  into.viewers += row.viewers;
  into.peak_online = Math.max(into.peak_online, row.peak_online);
  into.replay_views += row.replay_views;
  into.reservations += row.reservations;
  into.duration += row.duration;
}
const totalsOf = ({ duration, ...sums }: Sums): LivingTotals => ({ ...sums, average_duration: sums.sessions === 0 ? 0 : Math.round(duration / sums.sessions) });
const dayOf = (date: string, { duration: _duration, ...sums }: Sums): LivingDay => ({ date, ...sums });

export function createLivingService(ctx: ServiceContext) {
  const { db } = ctx;
  /** held: on air or ended at `now` */
  const held = (now: number): RawBuilder<boolean> => sql<boolean>`not (${statusIs(db, 'scheduled', now)})`;
  const inRange = (ownerId: number, from: number, to: number, now: number) =>
    db.selectFrom('live_sessions as l').where('l.owner_id', '=', ownerId).where('l.start_at', '>=', dayStart(from)).where('l.start_at', '<', dayStart(to + 1)).where(held(now));

  async function dayRows(ownerId: number, from: number, to: number, now: number): Promise<(Sums & { day: number })[]> {
    const rows = await inRange(ownerId, from, to, now)
      .select(startDay.as('day'))
      .select((eb) => [
        eb.fn.countAll<number>().as('sessions'),
        eb.fn.sum<number>('l.viewers').as('viewers'),
        eb.fn.max<number>('l.peak_online').as('peak_online'),
        eb.fn.sum<number>('l.replay_views').as('replay_views'),
        eb.fn.sum<number>('l.reservations').as('reservations'),
        eb.fn.sum<number>('l.duration').as('duration'),
      ])
      .groupBy(startDay)
      .execute();
    return rows.map((r) => ({
      day: Number(r.day),
      sessions: Number(r.sessions),
      viewers: Number(r.viewers),
      peak_online: Number(r.peak_online),
      replay_views: Number(r.replay_views),
      reservations: Number(r.reservations),
      duration: Number(r.duration),
    }));
  }

  /** Sessions of the range in `sort` order, `limit` from `offset`, each with its course's sales of the range. */
  async function sessionRows(ownerId: number, from: number, to: number, now: number, sort: LivingSort, limit: number, offset: number): Promise<LivingSession[]> {
    const sales = db
      .selectFrom('order_product_days')
      .select('product_id')
      .select((eb) => [eb.fn.sum<number>('n').as('n'), eb.fn.sum<number>('paid').as('paid')])
      .where('owner_id', '=', ownerId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .where('product_kind', '<>', 'planet')
      .groupBy('product_id')
      .as('s');
    const orders = sql<number>`coalesce(s.n, 0)`;
    const gmv = sql<number>`coalesce(s.paid, 0)`;
    const by = { start: sql.ref('l.start_at'), viewers: sql.ref('l.viewers'), peak_online: sql.ref('l.peak_online'), replay_views: sql.ref('l.replay_views'), reservations: sql.ref('l.reservations'), orders, gmv }[sort];
    const rows = await inRange(ownerId, from, to, now)
      .leftJoin('courses as c', (join) => join.onRef('c.id', '=', 'l.course_id').on('c.owner_id', '=', ownerId))
      .leftJoin(sales, (join) => join.onRef('s.product_id', '=', 'c.id'))
      .select(['l.id', 'l.title', 'l.start_at', 'l.duration', 'l.started_at', 'l.ended_at', 'l.viewers', 'l.peak_online', 'l.replay_views', 'l.reservations', 'c.id as course', 'c.title as course_title'])
      .select([orders.as('orders'), gmv.as('gmv')])
      .orderBy(by, 'desc')
      .orderBy('l.start_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      start_at: Number(r.start_at),
      duration: Number(r.duration),
      status: liveStatus({ start_at: Number(r.start_at), duration: Number(r.duration), started_at: Number(r.started_at), ended_at: Number(r.ended_at) }, now),
      course_id: r.course === null ? 0 : Number(r.course),
      course_title: r.course_title ?? '',
      viewers: Number(r.viewers),
      peak_online: Number(r.peak_online),
      replay_views: Number(r.replay_views),
      reservations: Number(r.reservations),
      orders: Number(r.orders),
      gmv: Number(r.gmv),
    }));
  }

  function rangeOf(query: LivingQuery) {
    const range = requireDayRange(query.start, query.end, { start: 'start', end: 'end' }, DATA_CENTRE_LIMITS.rangeDaysMax);
    return range;
  }

  return {
    /** Refuses a bad range before an answer starts (the export streams). */
    check(query: LivingQuery): void {
      rangeOf(query);
    },

    async report(session: Session, query: LivingQuery): Promise<LivingReport> {
      const { from, to } = rangeOf(query);
      const ownerId = session.main.id;
      const now = seconds(ctx.now);
      const before = previousPeriod(from, to);
      const current = noSums();
      const previous = noSums();
      const days = new Map<number, Sums>();
      for (let day = from; day <= to; day++) days.set(day, noSums());
      for (const row of await dayRows(ownerId, before.start, to, now)) {
        if (row.day < from) {
          add(previous, row);
          continue;
        }
        add(current, row);
        const into = days.get(row.day);
        if (into) add(into, row);
      }
      const totals = totalsOf(current);
      const previousTotals = totalsOf(previous);
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? LIVING_PAGE.size;
      const sort = query.sort ?? 'start';
      return {
        start: dayLabel(from),
        end: dayLabel(to),
        totals,
        previous: { start: dayLabel(before.start), end: dayLabel(before.end), totals: previousTotals },
        change: Object.fromEntries(LIVING_FIGURES.map((figure) => [figure, changePercent(totals[figure], previousTotals[figure])])) as LivingReport['change'],
        days: [...days].map(([day, sums]) => dayOf(dayLabel(day), sums)),
        sessions: { rows: await sessionRows(ownerId, from, to, now, sort, pageSize, (page - 1) * pageSize), total: totals.sessions, page, pageSize, sort },
      };
    },

    /** Every session of the range in `sort` order, a page at a time (the export). */
    async *allSessions(session: Session, query: LivingQuery): AsyncGenerator<LivingSession> {
      const { from, to } = rangeOf(query);
      const now = seconds(ctx.now);
      const size = 500;
      for (let offset = 0; ; offset += size) {
        const rows = await sessionRows(session.main.id, from, to, now, query.sort ?? 'start', size, offset);
        yield* rows;
        if (rows.length < size) return;
      }
    },
  };
}
