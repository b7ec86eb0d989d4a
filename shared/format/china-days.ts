/**
 * China-time calendar days (UTC+8, no daylight saving) as the statistics pages and their day tables count them:
 * day numbers (days since 1970-01-01 in UTC+8) and 'YYYY-MM-DD' labels, a chosen range checked, the previous period
 * of the same length and the change against it. Shared by the server and the console.
 */
const DAY = 86_400;
const CHINA_OFFSET = 8 * 3600;

/** the longest range a statistics page reports, days (a year, a leap one too) */
export const RANGE_DAYS_MAX = 366;

/** The China-time day number of a unix time (days since 1970-01-01 in UTC+8), as the day tables key days. */
export function chinaDayOf(unixSeconds: number): number {
  return Math.floor((unixSeconds + CHINA_OFFSET) / DAY);
}

/** A day number → 'YYYY-MM-DD'. */
export function dayLabel(day: number): string {
  return new Date(day * DAY * 1000).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' (a real calendar day) → its day number, or undefined. */
export function dayNumber(label: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(label);
  if (!match) return undefined;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (dayLabel(ms / 1000 / DAY) !== label) return undefined;
  return ms / 1000 / DAY;
}

/** The last `days` China-time days up to the day of `nowMs`, as ['YYYY-MM-DD', 'YYYY-MM-DD']. */
export function lastDays(days: number, nowMs: number): [string, string] {
  const today = chinaDayOf(Math.floor(nowMs / 1000));
  return [dayLabel(today - days + 1), dayLabel(today)];
}

export type RangeProblem = 'start' | 'end' | 'order' | 'length';

/** Why a range can't be reported, or its day numbers. */
export function checkDayRange(start: string, end: string, maxDays: number = RANGE_DAYS_MAX): { from: number; to: number } | { problem: RangeProblem } {
  const from = dayNumber(start);
  if (from === undefined) return { problem: 'start' };
  const to = dayNumber(end);
  if (to === undefined) return { problem: 'end' };
  if (from > to) return { problem: 'order' };
  if (to - from + 1 > maxDays) return { problem: 'length' };
  return { from, to };
}

/** The period of the same length that ends the day before `start`. */
export function previousPeriod(start: number, end: number): { start: number; end: number } {
  const length = end - start + 1;
  return { start: start - length, end: start - 1 };
}

/** The change from `previous` to `current` in per cent, one decimal; null when there was nothing before. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
