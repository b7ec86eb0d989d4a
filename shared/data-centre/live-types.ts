/**
 * Live data (/database/living): the teacher's live sessions held over a range of China-time days (by
 * their planned start), with the period of the same length just before. A session is held once it is no longer
 * 未开始 (shared/live/rules.ts `liveStatus`): on air or ended. The figures are the ones the live room recorded on
 * the session; the orders and money are those of the session's course in the range (order_product_days).
 */
import type { LiveStatus } from '@shared/live/types.ts';

export const LIVING_SORTS = ['start', 'viewers', 'peak_online', 'replay_views', 'reservations', 'orders', 'gmv'] as const;
/** the sessions table's order, most first (newest first for `start`) */
export type LivingSort = (typeof LIVING_SORTS)[number];

export type LivingQuery = { start: string; end: string; page?: number; pageSize?: number; sort?: LivingSort };

export type LivingTotals = {
  /** sessions held */
  sessions: number;
  /** Σ viewers */
  viewers: number;
  /** the highest peak online of a session */
  peak_online: number;
  /** Σ replay views */
  replay_views: number;
  /** Σ reservations */
  reservations: number;
  /** planned minutes per session, rounded; 0 without sessions */
  average_duration: number;
};

export const LIVING_FIGURES = ['sessions', 'viewers', 'peak_online', 'replay_views', 'reservations', 'average_duration'] as const;
export type LivingFigure = (typeof LIVING_FIGURES)[number];

export type LivingDay = Omit<LivingTotals, 'average_duration'> & { date: string };

export type LivingSession = {
  id: number;
  title: string;
  start_at: number;
  /** planned minutes */
  duration: number;
  status: LiveStatus;
  /** 0 without a course (or with one deleted since) */
  course_id: number;
  course_title: string;
  viewers: number;
  peak_online: number;
  replay_views: number;
  reservations: number;
  /** paid orders of the course placed in the range, and their money (fen) */
  orders: number;
  gmv: number;
};

export type LivingReport = {
  start: string;
  end: string;
  totals: LivingTotals;
  /** the period of the same length that ends the day before `start` */
  previous: { start: string; end: string; totals: LivingTotals };
  /** per cent from the previous period, one decimal; null when the previous period had nothing */
  change: Record<LivingFigure, number | null>;
  /** every day of the range, oldest first, days without sessions as zeros */
  days: LivingDay[];
  /** one page of the range's sessions in the asked order; `total` is `totals.sessions` */
  sessions: { rows: LivingSession[]; total: number; page: number; pageSize: number; sort: LivingSort };
};
