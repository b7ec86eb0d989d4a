/**
 * Rules of the traffic area (issue 15), shared by the server and the console: China-time days as numbers and
 * labels, the range limits, the previous period and the change against it, the allowance's state.
 */
import type { KindBytes, TrafficAllowance, TrafficTotals } from './types.ts';

export const TRAFFIC_LIMITS = {
  /** the longest range the report answers, days */
  rangeDaysMax: 366,
  /** the range shown when none is chosen, days up to today */
  defaultDays: 30,
  /** the allowance meter warns from this share of the allowance on, per cent */
  warnPercent: 80,
} as const;

const DAY = 86_400;
const CHINA_OFFSET = 8 * 3600;

/** The China-time day number of a unix time (days since 1970-01-01 in UTC+8), as the traffic table keys days. */
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

/** The period of the same length that ends the day before `start`. */
export function previousPeriod(start: number, end: number): { start: number; end: number } {
  const length = end - start + 1;
  return { start: start - length, end: start - 1 };
}

/** The first day of the China-time month holding `day`, and that month as 'YYYY-MM'. */
export function monthOf(day: number): { first: number; month: string } {
  const label = dayLabel(day);
  return { first: dayNumber(`${label.slice(0, 8)}01`)!, month: label.slice(0, 7) };
}

/** The change from `previous` to `current` in per cent, one decimal; null when there was nothing before. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

export type AllowanceState = 'ok' | 'near' | 'over';

/** Whether this month's traffic is well within, near (from 80 %) or over its allowance. */
export function allowanceState(allowance: Pick<TrafficAllowance, 'used' | 'allowance'>): AllowanceState {
  if (allowance.used > allowance.allowance) return 'over';
  if (allowance.used * 100 >= allowance.allowance * TRAFFIC_LIMITS.warnPercent) return 'near';
  return 'ok';
}

/** Zero bytes of every kind. */
export function noTraffic(): KindBytes & TrafficTotals {
  return { picture: 0, audio: 0, video: 0, document: 0, total: 0, requests: 0 };
}
