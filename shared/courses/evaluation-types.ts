/**
 * Order evaluations (课程评价): a buyer's rating (1–5 stars) and comment on a course, written on the
 * platform's student side. The teacher reads them per course, replies in plain text and hides one from the course
 * page.
 */

export const RATINGS = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATINGS)[number];

export type Evaluation = {
  id: number;
  course_id: number;
  course_title: string;
  buyer_nickname: string;
  /** masked, as the student side gave it (138****1234) */
  buyer_phone: string;
  rating: Rating;
  content: string;
  /** the teacher's reply, plain text; '' without one */
  reply: string;
  /** 0 without a reply */
  replied_at: number;
  /** 1: not shown on the course page */
  hidden: 0 | 1;
  created_at: number;
};

/** Figures of every evaluation of the course (or of all the teacher's courses), whatever the filters and hiding. */
export type RatingSummary = {
  count: number;
  /** one decimal; 0 without evaluations */
  average: number;
  /** evaluations by rating: stars[0] one star … stars[4] five */
  stars: [number, number, number, number, number];
  unreplied: number;
  hidden: number;
};

/** The list's filters: '' is any. */
export type EvaluationFilters = { course_id?: number; rating?: Rating; replied?: 0 | 1; hidden?: 0 | 1 };
