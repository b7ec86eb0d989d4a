/** Tables of the courses area, merged into Database in server/db/schema.ts. Times are unix seconds; flags 0/1; money fen. */
import type { Generated, Selectable } from 'kysely';
import type { CourseKind, LessonKind } from '@shared/courses/types.ts';

export interface CoursesTable {
  id: Generated<number>;
  owner_id: number;
  type: CourseKind;
  title: string;
  summary: Generated<string>;
  content: Generated<string>;
  /** a picture material; 0 without one */
  cover_id: Generated<number>;
  /** the course's own audio or video material; null without one */
  source_id: number | null;
  /** a teacher of teach_teachers; 0 without one */
  teacher_id: Generated<number>;
  price: Generated<number>;
  original_price: Generated<number>;
  /** 1: on sale */
  status: Generated<number>;
  /** 1: a content item (单品) of /content/*, holding no lessons */
  single: Generated<number>;
  created_at: number;
  updated_at: Generated<number>;
}

export interface CourseLessonsTable {
  id: Generated<number>;
  course_id: number;
  type: LessonKind;
  title: string;
  source_id: number | null;
  content: Generated<string>;
  free: Generated<number>;
  position: number;
  created_at: number;
  updated_at: number;
}

export interface ColumnCoursesTable {
  column_id: number;
  course_id: number;
  position: number;
}

export type CourseRow = Selectable<CoursesTable>;

export type CourseTables = { courses: CoursesTable; course_lessons: CourseLessonsTable; column_courses: ColumnCoursesTable };
