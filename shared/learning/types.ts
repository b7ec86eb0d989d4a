/**
 * Learning records and the student dashboard (docs/api.md "Learning"). Days are China days
 * 'YYYY-MM-DD'; times unix seconds.
 */
import type { ProductKind } from '@shared/marketing/pricing.ts';

export type StudentDashboardQuery = { from: string; to: string };

export const STUDENT_FIGURES = ['new', 'active', 'paying'] as const;
type StudentFigure = (typeof STUDENT_FIGURES)[number];
export type StudentFigures = Record<StudentFigure, number>;

/**
 * One day: `new` students whose first order with the teacher was that day, `active` students who played or ordered
 * that day, `paying` students who paid an order that day.
 */
export type StudentDay = StudentFigures & { date: string };

export type StudentPeriod = {
  from: string;
  to: string;
  /**
   * distinct students of the period: `new` whose first order fell in it, `active` who played or ordered on at least
   * one of its days, `paying` who paid at least once in it
   */
  totals: StudentFigures;
  /** the days' figures added up (student-days: a student active on three days counts three times) */
  day_sums: StudentFigures;
};

export type StudentDashboard = StudentPeriod & {
  /** the period of the same length that ends the day before `from` */
  previous: StudentPeriod;
  /** per cent of `totals` from the previous period's, one decimal; null when the previous period had none */
  change: Record<StudentFigure, number | null>;
  /** every day of the range, oldest first, days without students as zeros */
  days: StudentDay[];
  /** every student the teacher has (all time) */
  students: number;
};

/** A product the student bought from the teacher, with how far they got in it (zeros when never played). */
export type StudentCourse = {
  product_kind: ProductKind;
  product_id: number;
  /** the title it was last bought under */
  title: string;
  /** their first paid order of it */
  bought_at: number;
  /** the furthest point reached, 0–100 */
  progress: number;
  seconds_played: number;
  plays_n: number;
  last_played_at: number | null;
};

/** A play as the student's app reports it (development: `POST /api/v3/user/dev/play`). */
export type PlayInput = {
  buyer_id: number;
  product_kind: ProductKind;
  product_id: number;
  /** seconds played this time, added up */
  seconds: number;
  /** the point reached, 0–100; progress keeps the furthest */
  progress: number;
};
