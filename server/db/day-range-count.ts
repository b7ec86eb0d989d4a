/**
 * Counts rows within a time range without scanning it (materials, orders): the whole China days
 * inside the range are added up from a per-day count table kept by triggers, and only the partial days at its ends
 * are counted row by row. The caller says how to do each; this splits the range.
 */
const DAY = 86_400;
/** China time, UTC+8, has no daylight saving */
const CHINA_OFFSET = 8 * 3600;

export const chinaDayOf = (unixSeconds: number) => Math.floor((unixSeconds + CHINA_OFFSET) / DAY);
const dayStart = (day: number) => day * DAY - CHINA_OFFSET;

export type DayRangeCounters = {
  /** rows with from <= created_at <= to */
  countRows(from: number, to: number): Promise<number>;
  /** the per-day counts of days firstDay..lastDay (undefined: open) */
  sumDays(firstDay: number | undefined, lastDay: number | undefined): Promise<number>;
};

/** `startAt`/`endAt`: unix seconds, inclusive; undefined: open. */
export async function countByDays(startAt: number | undefined, endAt: number | undefined, counters: DayRangeCounters): Promise<number> {
  if (startAt !== undefined && endAt !== undefined && startAt > endAt) return 0;
  if (startAt !== undefined && endAt !== undefined && chinaDayOf(startAt) === chinaDayOf(endAt)) return counters.countRows(startAt, endAt);
  let total = 0;
  let firstDay = startAt === undefined ? undefined : chinaDayOf(startAt);
  let lastDay = endAt === undefined ? undefined : chinaDayOf(endAt);
  if (startAt !== undefined && firstDay !== undefined && startAt !== dayStart(firstDay)) {
    total += await counters.countRows(startAt, dayStart(firstDay + 1) - 1);
    firstDay += 1;
  }
  if (endAt !== undefined && lastDay !== undefined && endAt !== dayStart(lastDay + 1) - 1) {
    total += await counters.countRows(dayStart(lastDay), endAt);
    lastDay -= 1;
  }
  if (firstDay !== undefined && lastDay !== undefined && firstDay > lastDay) return total;
  return total + (await counters.sumDays(firstDay, lastDay));
}
