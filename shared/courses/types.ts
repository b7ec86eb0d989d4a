/**
 * Courses (spec §2 "Course"): what a teacher sells. Every kind is one record; the kind decides what it
 * holds — a video or audio course plays its own material and may hold lessons of its kind, a rich-text course
 * holds rich-text lessons, mixture and private courses hold lessons of any kind, a column (专栏) holds other
 * courses in order, a service course is a description and a price. Money is integer fen.
 */

export const COURSE_KINDS = ['video', 'audio', 'richtext', 'mixture', 'column', 'private', 'service'] as const;
export type CourseKind = (typeof COURSE_KINDS)[number];

/** 1: on sale (students can buy it), 0: off sale */
export type SaleStatus = 0 | 1;

/** What a teacher writes for a course. */
export type CourseInput = {
  type: CourseKind;
  title: string;
  /** one line under the title on the course card (plain text) */
  summary: string;
  /** the course page's details, rich HTML as the server sanitised it */
  content: string;
  /** a picture material of the account; 0 without one */
  cover_id: number;
  /** the course's own audio or video material (video and audio courses); 0 without one */
  source_id: number;
  /** a teacher of /teach/teacher; 0 without one */
  teacher_id: number;
  /** fen; 0 is free */
  price: number;
  /** fen shown struck through; 0 without one, else above the price */
  original_price: number;
  status: SaleStatus;
  /** 1: a content item (单品, /content/*): one paid video, audio or rich text, without lessons; fixed once made */
  single: 0 | 1;
  /** a new column's courses, in the order students see them (only when it is made: later on its manage page) */
  course_ids?: number[];
};

/** A material a course or lesson plays, as the server shows it: '' url once it is gone from the library. */
export type CourseMedia = { id: number; kind: 'audio' | 'video'; file_name: string; url: string; duration: number };

export type CourseRecord = Omit<CourseInput, 'content' | 'course_ids'> & {
  id: number;
  /** the details, with fresh addresses on the pictures, audio and video they hold */
  content: string;
  cover_url: string;
  source: CourseMedia | null;
  teacher_name: string;
  /** lessons it holds (a column: 0) */
  lesson_count: number;
  /** courses a column holds (other kinds: 0) */
  course_count: number;
  /** columns that hold it */
  column_count: number;
  /** planets that offer it */
  planet_count: number;
  /** the course's page on the platform's student side, which its poster's QR code opens */
  link: string;
  created_at: number;
  updated_at: number;
};

export const LESSON_KINDS = ['video', 'audio', 'richtext'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

/** What a teacher writes for a lesson of a course (/course/lesson). */
export type LessonInput = {
  course_id: number;
  type: LessonKind;
  title: string;
  /** the lesson's audio or video material; 0 for a rich-text lesson */
  source_id: number;
  /** rich HTML (a rich-text lesson's body, or notes under a video or audio) */
  content: string;
  /** 1: anyone may watch it before buying (试看) */
  free: 0 | 1;
  /** the teacher's courseware (/teach/courseware) the lesson hands out, in order; absent on an edit: kept as it was */
  courseware_ids?: number[];
};

/** A piece of courseware as a lesson lists it. */
export type LessonCourseware = { id: number; name: string; downloadable: 0 | 1 };

export type Lesson = Omit<LessonInput, 'content' | 'courseware_ids'> & {
  id: number;
  content: string;
  courseware_ids: number[];
  courseware: LessonCourseware[];
  source: CourseMedia | null;
  /** 1-based place in the course */
  position: number;
  created_at: number;
  updated_at: number;
};

/** A course of a column, in the column's order. */
export type ColumnEntry = { course_id: number; position: number; title: string; type: CourseKind; cover_url: string; price: number; status: SaleStatus };
