/**
 * Rules of the traffic area, shared by the server and the console: China-time days as numbers and
 * labels, the range limits, the previous period and the change against it, the allowance's state.
 */
import { dayLabel, dayNumber, RANGE_DAYS_MAX } from '@shared/format/china-days.ts';
import type { KindBytes, TrafficAllowance, TrafficTotals } from './types.ts';

export const TRAFFIC_LIMITS = {
  /** the longest range the report answers, days */
  rangeDaysMax: RANGE_DAYS_MAX,
  /** the range shown when none is chosen, days up to today */
  defaultDays: 30,
  /** the allowance meter warns from this share of the allowance on, per cent */
  warnPercent: 80,
} as const;

export { chinaDayOf, dayLabel, dayNumber, previousPeriod, changePercent } from '@shared/format/china-days.ts';

/** The first day of the China-time month holding `day`, and that month as 'YYYY-MM'. */
export function monthOf(day: number): { first: number; month: string } {
  const label = dayLabel(day);
  return { first: dayNumber(`${label.slice(0, 8)}01`)!, month: label.slice(0, 7) };
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
