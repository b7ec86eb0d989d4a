/**
 * The traffic report: what the media routes served for the caller's materials per day and kind over a
 * range of China-time days, the same figures for the period just before, and this month's allowance (the free
 * monthly base plus the traffic packages running now). The recorder counts; this reads.
 */
import { MATERIAL_KINDS } from '@shared/materials/kinds.ts';
import { TRAFFIC_LIMITS, chinaDayOf, dayLabel, dayNumber, monthOf, noTraffic, previousPeriod } from '@shared/traffic/rules.ts';
import type { TrafficAllowance, TrafficDay, TrafficKind, TrafficReport, TrafficTotals } from '@shared/traffic/types.ts';
import type { Db } from '@server/db/database.ts';
import { fail } from '@server/errors.ts';
import { requireDayRange } from '@server/http/day-range.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { Session } from '@server/http/session-types.ts';
import { createTrafficRecorder, TRAFFIC_FLUSH_EVERY_MS } from './recorder.ts';

export type TrafficOptions = {
  /** bytes a month every account may serve before it is over its allowance (LECTERN_FREE_TRAFFIC_BYTES) */
  freeTrafficBytes: number;
  /** how often counted traffic is written, ms (default 5 s) */
  flushEveryMs?: number;
};

/** the traffic bytes the account's packages add at `now` (the packages area sells them) */
export type TrafficGrants = (conn: Db, ownerId: number, now: number) => Promise<number>;


type DayRow = { day: number; kind: TrafficKind; bytes: number; requests: number };

function rangeOf(start: string | undefined, end: string | undefined, today: number): { from: number; to: number } {
  const to = end ? dayNumber(end) : today;
  const from = start ? dayNumber(start) : (to ?? today) - TRAFFIC_LIMITS.defaultDays + 1;
  if (from === undefined) throw fail.validation('参数错误：start 不是有效的日期');
  if (to === undefined) throw fail.validation('参数错误：end 不是有效的日期');
  return requireDayRange(dayLabel(from), dayLabel(to), { start: 'start', end: 'end' }, TRAFFIC_LIMITS.rangeDaysMax);
}

function totalsOf(rows: readonly DayRow[], from: number, to: number): TrafficTotals {
  const totals = noTraffic();
  for (const row of rows) {
    if (row.day < from || row.day > to) continue;
    if (!MATERIAL_KINDS.includes(row.kind)) continue;
    totals[row.kind] += row.bytes;
    totals.total += row.bytes;
    totals.requests += row.requests;
  }
  return totals;
}

export function createTrafficService(ctx: ServiceContext, options: TrafficOptions, trafficGrants: TrafficGrants) {
  const { db } = ctx;
  const recorder = createTrafficRecorder(ctx);

  async function dayRows(ownerId: number, from: number, to: number, conn: Db = db): Promise<DayRow[]> {
    const rows = await conn
      .selectFrom('media_traffic_days')
      .select(['day', 'kind', 'bytes', 'requests'])
      .where('owner_id', '=', ownerId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute();
    return rows.map((row) => ({ day: Number(row.day), kind: row.kind, bytes: Number(row.bytes), requests: Number(row.requests) }));
  }

  /** This China-time month's traffic against the free base and the traffic packages running now. */
  async function allowance(ownerId: number, conn: Db = db): Promise<TrafficAllowance> {
    const now = seconds(ctx.now);
    const today = chinaDayOf(now);
    const { first, month } = monthOf(today);
    const used = totalsOf(await dayRows(ownerId, first, today, conn), first, today).total;
    const packages = await trafficGrants(conn, ownerId, now);
    return { month, used, base: options.freeTrafficBytes, packages, allowance: options.freeTrafficBytes + packages };
  }

  return {
    recorder,
    flushEveryMs: options.flushEveryMs ?? TRAFFIC_FLUSH_EVERY_MS,
    allowance: (session: Session) => allowance(session.main.id),

    async report(session: Session, range: { start?: string; end?: string }): Promise<TrafficReport> {
      const ownerId = session.main.id;
      const { from, to } = rangeOf(range.start, range.end, chinaDayOf(seconds(ctx.now)));
      const before = previousPeriod(from, to);
      const rows = await dayRows(ownerId, before.start, to);
      const byDay = new Map<number, TrafficDay>();
      for (let day = from; day <= to; day++) byDay.set(day, { date: dayLabel(day), ...noTraffic() });
      for (const row of rows) {
        const entry = byDay.get(row.day);
        if (!entry || !MATERIAL_KINDS.includes(row.kind)) continue;
        entry[row.kind] += row.bytes;
        entry.total += row.bytes;
        entry.requests += row.requests;
      }
      return {
        start: dayLabel(from),
        end: dayLabel(to),
        days: [...byDay.values()],
        totals: totalsOf(rows, from, to),
        previous: { start: dayLabel(before.start), end: dayLabel(before.end), totals: totalsOf(rows, before.start, before.end) },
        allowance: await allowance(ownerId),
      };
    },
  };
}

export type TrafficService = ReturnType<typeof createTrafficService>;
