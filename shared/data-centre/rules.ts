/**
 * Rules of the data centre, shared by the server and the console: China-time days as numbers and
 * labels, the range limits, the previous period and the change against it.
 */
import { RANGE_DAYS_MAX } from '@shared/format/china-days.ts';
import type { SalesSums, SalesTotals } from './types.ts';

export const DATA_CENTRE_LIMITS = {
  /** the longest range a report answers, days */
  rangeDaysMax: RANGE_DAYS_MAX,
  /** the range shown when none is chosen, days up to today */
  defaultDays: 30,
  /** the ranges offered as presets, days up to today */
  presetDays: [7, 30, 90],
  /** products in the top list */
  topProducts: 10,
} as const;

/** course data and student data (/database/course, /database/student) */
export const COURSE_RULES = {
  /** progress (0–100) at or past which a learner has completed a product */
  completedProgress: 90,
  /** products in the bar chart */
  top: 10,
  pageSize: 20,
  pageSizeMax: 100,
  /** the lower bounds of the spend buckets, fen: < ¥100, ¥100–500, ¥500–2000, ≥ ¥2000 */
  spendBuckets: [0, 10_000, 50_000, 200_000],
} as const;

/** Per cent of `part` in `whole`, one decimal; 0 when `whole` is 0. */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

export { chinaDayOf, dayLabel, lastDays, previousPeriod, changePercent } from '@shared/format/china-days.ts';

export const noSales = (): SalesSums => ({ gmv: 0, orders: 0, refunded: 0, net: 0 });

/** Sums with the average order value. */
export function totalsOf(sums: SalesSums): SalesTotals {
  return { ...sums, average_order_value: sums.orders === 0 ? 0 : Math.round(sums.gmv / sums.orders) };
}
