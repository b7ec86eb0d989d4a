/** Tables of the learning area, merged into Database in server/db/schema.ts. Times unix seconds; days China days. */
import type { ProductKind } from '@shared/marketing/pricing.ts';

/** how far a student got in a product they bought from the teacher, written by their plays */
interface StudentProgressTable {
  owner_id: number;
  buyer_id: number;
  product_kind: ProductKind;
  product_id: number;
  seconds_played: number;
  /** the furthest point reached, 0–100 */
  progress: number;
  plays_n: number;
  first_played_at: number;
  last_played_at: number;
}

/** a China day on which a student played or ordered (migration 049); never taken back */
interface StudentActiveDaysTable {
  owner_id: number;
  day: number;
  buyer_id: number;
}

/** a China day on which a student paid an order (migration 049), kept by triggers on orders */
interface StudentPayingDaysTable {
  owner_id: number;
  day: number;
  buyer_id: number;
}

/** per teacher and China day: new students (first order), active students and paying students, kept by triggers */
interface StudentDayCountsTable {
  owner_id: number;
  day: number;
  new_n: number;
  active_n: number;
  paying_n: number;
}

export interface LearningTables {
  student_progress: StudentProgressTable;
  student_active_days: StudentActiveDaysTable;
  student_paying_days: StudentPayingDaysTable;
  student_day_counts: StudentDayCountsTable;
}
