/** Tables of the courses area, merged into Database in server/db/schema.ts. Times are unix seconds; flags 0/1. */
import type { Generated, Selectable } from 'kysely';

export interface CoursesTable {
  id: Generated<number>;
  owner_id: number;
  type: 'audio' | 'video';
  title: string;
  source_id: number;
  status: Generated<number>;
  created_at: number;
}

export type CourseRow = Selectable<CoursesTable>;
