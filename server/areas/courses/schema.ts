/** Tables of the courses area, merged into Database in server/db/schema.ts. Times are unix seconds; flags 0/1; money fen. */
import type { Generated, Selectable } from 'kysely';
import type { ActivityLinkKind } from '@shared/courses/activity-types.ts';
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

interface CourseLessonsTable {
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

interface ColumnCoursesTable {
  column_id: number;
  course_id: number;
  position: number;
}

/** a group of course activities (分区, migration 030), in the teacher's order */
interface CourseActivityPartitionsTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  position: number;
  created_at: number;
  updated_at: number;
}

/** a promotion block of the course pages (课程活动, migration 030); its status comes from the times, never stored */
export interface CourseActivitiesTable {
  id: Generated<number>;
  owner_id: number;
  partition_id: number;
  title: string;
  /** a picture material; 0 without one */
  cover_id: Generated<number>;
  link_type: ActivityLinkKind;
  /** the course it leads to (link_type course); null once that course is deleted */
  course_id: number | null;
  /** the https address it leads to (link_type url) */
  url: Generated<string>;
  start_at: number;
  end_at: number;
  enabled: Generated<number>;
  /** 1-based place in its partition */
  position: number;
  created_at: number;
  updated_at: number;
}

/** a buyer's rating and comment on a course (课程评价, migration 030), written on the student side */
export interface CourseEvaluationsTable {
  id: Generated<number>;
  course_id: number;
  buyer_nickname: string;
  /** masked as the student side gave it */
  buyer_phone: Generated<string>;
  rating: number;
  content: Generated<string>;
  reply: Generated<string>;
  /** 0 without a reply */
  replied_at: Generated<number>;
  hidden: Generated<number>;
  created_at: number;
}

/** the courseware a lesson hands out, in order (migration 031) */
interface LessonCoursewareTable {
  lesson_id: number;
  courseware_id: number;
  position: number;
}

export type CourseRow = Selectable<CoursesTable>;

export type CourseTables = {
  courses: CoursesTable;
  course_lessons: CourseLessonsTable;
  column_courses: ColumnCoursesTable;
  course_activity_partitions: CourseActivityPartitionsTable;
  course_activities: CourseActivitiesTable;
  course_evaluations: CourseEvaluationsTable;
  lesson_courseware: LessonCoursewareTable;
};
