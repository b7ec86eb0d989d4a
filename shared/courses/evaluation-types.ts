/**
 * Order evaluations (课程评价): a buyer's rating (1–5 stars) and comment on a course, written on the
 * platform's student side. The teacher reads them per course, replies in plain text and hides one from the course
 * page.
 */
import { Flag, Id, RULE_KEYWORD, Seconds, Type, type Static } from '@shared/api/schema.ts';

const RATINGS = [1, 2, 3, 4, 5] as const;
export const Rating = Type.Enum([...RATINGS], { type: 'integer', [RULE_KEYWORD]: '必须是 1 到 5 的整数' });
export type Rating = Static<typeof Rating>;

export const Evaluation = Type.Object({
  id: Type.Integer(),
  course_id: Type.Integer(),
  course_title: Type.String(),
  buyer_nickname: Type.String(),
  /** masked, as the student side gave it (138****1234) */
  buyer_phone: Type.String(),
  rating: Rating,
  content: Type.String(),
  /** the teacher's reply, plain text; '' without one */
  reply: Type.String(),
  /** 0 without a reply */
  replied_at: Seconds,
  /** 1: not shown on the course page */
  hidden: Flag(),
  created_at: Seconds,
});
export type Evaluation = Static<typeof Evaluation>;

const Count = Type.Integer({ minimum: 0 });

/** Figures of every evaluation of the course (or of all the teacher's courses), whatever the filters and hiding. */
export const RatingSummary = Type.Object({
  count: Count,
  /** one decimal; 0 without evaluations */
  average: Type.Number(),
  /** evaluations by rating: stars[0] one star … stars[4] five */
  // an array of five rather than a tuple: OpenAPI 3.0 has no tuples
  stars: Type.Unsafe<[number, number, number, number, number]>(Type.Array(Count, { minItems: 5, maxItems: 5 })),
  unreplied: Count,
  hidden: Count,
});
export type RatingSummary = Static<typeof RatingSummary>;

/** The list's filters: left out is any. */
export const EvaluationFilters = Type.Object({ course_id: Type.Optional(Id), rating: Type.Optional(Rating), replied: Type.Optional(Flag()), hidden: Type.Optional(Flag()) });
export type EvaluationFilters = Static<typeof EvaluationFilters>;
