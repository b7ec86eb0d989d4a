/**
 * Course data and student data (/database/course and /database/student): the teacher's products and
 * students over a range of China-time days, with the period of the same length just before. Money in fen; days
 * 'YYYY-MM-DD'; times unix seconds.
 */
import type { ProductKind } from '@shared/marketing/pricing.ts';
import type { StudentDay } from '@shared/learning/types.ts';
import type { OrderChannel } from '@shared/orders/types.ts';

export const COURSE_SORTS = ['gmv', 'orders', 'refunded', 'learners', 'average_progress', 'completion_rate', 'seconds_played'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];

export type CourseQuery = { start: string; end: string; product_kind?: ProductKind; sort?: CourseSort; page?: number; pageSize?: number };

/**
 * A product's (or all products') figures of a range. Sales: its paid orders placed in the range (unpaid ones count
 * nowhere, refunds on the order's day, as in the sales analysis). Learning: its learners are the students whose last
 * play of it falls in the range (as of now: a student who played again since counts in the later period only);
 * their progress, completions (progress ≥ COURSE_RULES.completedProgress) and all the seconds they played it.
 */
export type CourseFigures = {
  orders: number;
  gmv: number;
  refunded: number;
  net: number;
  /** student-and-product pairs with a last play in the range (for the totals: distinct students) */
  learners: number;
  /** of them, those at or past the completion point */
  completed: number;
  /** their average progress, 0–100, one decimal; 0 without learners */
  average_progress: number;
  /** completed / learners in per cent, one decimal; 0 without learners */
  completion_rate: number;
  seconds_played: number;
};

export const COURSE_FIGURES = ['gmv', 'orders', 'refunded', 'net', 'learners', 'average_progress', 'completion_rate', 'seconds_played'] as const;
export type CourseFigure = (typeof COURSE_FIGURES)[number];

export type CourseProduct = CourseFigures & { product_kind: ProductKind; product_id: number; title: string };

export type CourseReport = {
  start: string;
  end: string;
  /** every product kind's products together (or the chosen kind's); `learners` are distinct students here */
  totals: CourseFigures;
  previous: { start: string; end: string; totals: CourseFigures };
  /** per cent from the previous period, one decimal; null when the previous period had nothing */
  change: Record<CourseFigure, number | null>;
  /** the products with the most GMV in the range, most first (COURSE_RULES.top of them), for the bar chart */
  top: CourseProduct[];
  /** one page of the products with orders or learners in the range, sorted by `sort` (most first) */
  products: { rows: CourseProduct[]; total: number; page: number; pageSize: number };
};

export type StudentDataQuery = { start: string; end: string };

export const STUDENT_DATA_FIGURES = ['new', 'active', 'paying', 'repeat', 'conversion'] as const;
type StudentDataFigure = (typeof STUDENT_DATA_FIGURES)[number];

/**
 * Distinct students of a range: `new` whose first order with the teacher fell in it, `active` who played or ordered,
 * `paying` who paid, `repeat` with two orders or more whose last order fell in it (as of now), `conversion`
 * paying / active in per cent, one decimal (0 without active students).
 */
export type StudentDataTotals = Record<StudentDataFigure, number>;

export type SpendBucket = { min: number; max: number | null; n: number };

export type StudentDataReport = {
  start: string;
  end: string;
  totals: StudentDataTotals;
  previous: { start: string; end: string; totals: StudentDataTotals };
  change: Record<StudentDataFigure, number | null>;
  /** every day of the range (new, active and paying students of the day), from the student dashboard */
  days: StudentDay[];
  /** the range's new students by the channel of their first order, every channel in ORDER_CHANNELS order */
  by_channel: { channel: OrderChannel; n: number }[];
  /** every student of the teacher by what they spent (paid − refunded, as of now), COURSE_RULES.spendBuckets */
  spend: SpendBucket[];
  /** every student the teacher has (all time) */
  students: number;
};
