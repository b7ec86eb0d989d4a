/**
 * Learning records and the student dashboard (docs/api.md "Learning"). Days are China days
 * 'YYYY-MM-DD'; times unix seconds.
 */
import { Id, RULE_KEYWORD, Type, type Static } from '@shared/api/schema.ts';
import type { ProductKind } from '@shared/marketing/pricing.ts';
import { LEARNING_LIMITS } from './rules.ts';

const DAY = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', [RULE_KEYWORD]: '必须是 YYYY-MM-DD' });

export const StudentDashboardQuery = Type.Object({ from: DAY, to: DAY });
export type StudentDashboardQuery = Static<typeof StudentDashboardQuery>;

export const STUDENT_FIGURES = ['new', 'active', 'paying'] as const;
const StudentFigures = Type.Object({ new: Type.Integer(), active: Type.Integer(), paying: Type.Integer() });
export type StudentFigures = Static<typeof StudentFigures>;

/**
 * One day: `new` students whose first order with the teacher was that day, `active` students who played or ordered
 * that day, `paying` students who paid an order that day.
 */
const StudentDay = Type.Object({ ...StudentFigures.properties, date: Type.String() });
export type StudentDay = Static<typeof StudentDay>;

const StudentPeriod = Type.Object({
  from: Type.String(),
  to: Type.String(),
  /**
   * distinct students of the period: `new` whose first order fell in it, `active` who played or ordered on at least
   * one of its days, `paying` who paid at least once in it
   */
  totals: StudentFigures,
  /** the days' figures added up (student-days: a student active on three days counts three times) */
  day_sums: StudentFigures,
});
export type StudentPeriod = Static<typeof StudentPeriod>;

const change = Type.Union([Type.Number(), Type.Null()]);

export const StudentDashboard = Type.Object({
  ...StudentPeriod.properties,
  /** the period of the same length that ends the day before `from` */
  previous: StudentPeriod,
  /** per cent of `totals` from the previous period's, one decimal; null when the previous period had none */
  change: Type.Object({ new: change, active: change, paying: change }),
  /** every day of the range, oldest first, days without students as zeros */
  days: Type.Array(StudentDay),
  /** every student the teacher has (all time) */
  students: Type.Integer(),
});
export type StudentDashboard = Static<typeof StudentDashboard>;

/** the kinds of product a student buys (shared/marketing/pricing.ts `ProductKind`) */
const ProductKindField = Type.Enum(['course', 'content', 'column', 'planet'] satisfies ProductKind[], { type: 'string', [RULE_KEYWORD]: '必须是 course、content、column、planet 之一' });

/** A product the student bought from the teacher, with how far they got in it (zeros when never played). */
export const StudentCourse = Type.Object({
  product_kind: ProductKindField,
  product_id: Type.Integer(),
  /** the title it was last bought under */
  title: Type.String(),
  /** their first paid order of it */
  bought_at: Type.Integer(),
  /** the furthest point reached, 0–100 */
  progress: Type.Number(),
  seconds_played: Type.Integer(),
  plays_n: Type.Integer(),
  last_played_at: Type.Union([Type.Integer(), Type.Null()]),
});
export type StudentCourse = Static<typeof StudentCourse>;

const whole = (max: number) => Type.Integer({ minimum: 0, maximum: max, [RULE_KEYWORD]: `必须是 0 到 ${max} 之间的整数` });

/** A play as the student's app reports it (development: `POST /api/v3/user/dev/play`). */
export const PlayInput = Type.Object({
  buyer_id: Id,
  product_kind: ProductKindField,
  product_id: Id,
  /** seconds played this time, added up */
  seconds: whole(LEARNING_LIMITS.playSecondsMax),
  /** the point reached, 0–100; progress keeps the furthest */
  progress: whole(LEARNING_LIMITS.progressMax),
});
export type PlayInput = Static<typeof PlayInput>;
