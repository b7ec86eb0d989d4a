/**
 * Courses (spec §2 "Course"): what a teacher sells. Every kind is one record; the kind decides what it
 * holds — a video or audio course plays its own material and may hold lessons of its kind, a rich-text course
 * holds rich-text lessons, mixture and private courses hold lessons of any kind, a column (专栏) holds other
 * courses in order, a service course is a description and a price. Money is integer fen.
 *
 * A course and a lesson are shown to students: their texts pass the content check (spec §5).
 */
import { cleanText, Flag, Id, RULE_KEYWORD, Seconds, Type, type Static } from '@shared/api/schema.ts';
import { COURSE_LIMITS } from './limits.ts';

export const COURSE_KINDS = ['video', 'audio', 'richtext', 'mixture', 'column', 'private', 'service'] as const;
export const CourseKind = Type.Enum([...COURSE_KINDS], { type: 'string', [RULE_KEYWORD]: `必须是 ${COURSE_KINDS.join('、')} 之一` });
export type CourseKind = Static<typeof CourseKind>;

/** 1: on sale (students can buy it), 0: off sale */
export const SaleStatus = Flag();
export type SaleStatus = Static<typeof SaleStatus>;

/** a material of the account; 0 without one */
const MaterialId = Type.Integer({ minimum: 0, default: 0, [RULE_KEYWORD]: '必须是素材 id（0 表示不设置）' });
const Fen = Type.Integer({ minimum: 0, maximum: COURSE_LIMITS.priceMax, default: 0, [RULE_KEYWORD]: `必须是 0 到 ${COURSE_LIMITS.priceMax} 之间的整数（单位：分）` });
// rich HTML: the sanitiser and the visible-length rule (server rich-content.ts) judge it; this bounds the bytes
const RichText = Type.String({ maxLength: COURSE_LIMITS.contentMax * 20, default: '' });

/** What a teacher writes for a course. */
export const CourseInput = Type.Object({
  type: CourseKind,
  title: cleanText(COURSE_LIMITS.titleMax),
  /** one line under the title on the course card (plain text) */
  summary: cleanText(COURSE_LIMITS.summaryMax, { default: '' }),
  /** the course page's details, rich HTML as the server sanitised it */
  content: RichText,
  /** a picture material of the account; 0 without one */
  cover_id: MaterialId,
  /** the course's own audio or video material (video and audio courses); 0 without one */
  source_id: MaterialId,
  /** a teacher of /teach/teacher; 0 without one */
  teacher_id: Type.Integer({ minimum: 0, default: 0, [RULE_KEYWORD]: '必须是讲师 id（0 表示不设置）' }),
  /** fen; 0 is free */
  price: Fen,
  /** fen shown struck through; 0 without one, else above the price */
  original_price: Fen,
  status: Flag({ default: 0 }),
  /** 1: a content item (单品, /content/*): one paid video, audio or rich text, without lessons; fixed once made */
  single: Flag({ default: 0 }),
  /** a new column's courses, in the order students see them (only when it is made: later on its manage page) */
  course_ids: Type.Optional(
    Type.Array(Id, { maxItems: COURSE_LIMITS.columnCoursesMax, [RULE_KEYWORD]: `必须是课程 id，最多 ${COURSE_LIMITS.columnCoursesMax} 个` }),
  ),
});
export type CourseInput = Static<typeof CourseInput>;

/** A material a course or lesson plays, as the server shows it: '' url once it is gone from the library. */
export const CourseMedia = Type.Object({ id: Type.Integer(), kind: Type.Enum(['audio', 'video']), file_name: Type.String(), url: Type.String(), duration: Type.Number() });
export type CourseMedia = Static<typeof CourseMedia>;

const { content: _content, course_ids: _courseIds, ...courseFields } = CourseInput.properties;

export const CourseRecord = Type.Object({
  ...courseFields,
  id: Type.Integer(),
  /** the details, with fresh addresses on the pictures, audio and video they hold */
  content: Type.String(),
  cover_url: Type.String(),
  source: Type.Union([CourseMedia, Type.Null()]),
  teacher_name: Type.String(),
  /** lessons it holds (a column: 0) */
  lesson_count: Type.Integer(),
  /** courses a column holds (other kinds: 0) */
  course_count: Type.Integer(),
  /** columns that hold it */
  column_count: Type.Integer(),
  /** planets that offer it */
  planet_count: Type.Integer(),
  /** the course's page on the platform's student side, which its poster's QR code opens */
  link: Type.String(),
  created_at: Seconds,
  updated_at: Seconds,
});
export type CourseRecord = Static<typeof CourseRecord>;

const LESSON_KINDS = ['video', 'audio', 'richtext'] as const;
export const LessonKind = Type.Enum([...LESSON_KINDS], { type: 'string', [RULE_KEYWORD]: `必须是 ${LESSON_KINDS.join('、')} 之一` });
export type LessonKind = Static<typeof LessonKind>;

/** What a teacher writes for a lesson of a course (/course/lesson). */
export const LessonInput = Type.Object({
  course_id: Id,
  type: LessonKind,
  title: cleanText(COURSE_LIMITS.lessonTitleMax),
  /** the lesson's audio or video material; 0 for a rich-text lesson */
  source_id: MaterialId,
  /** rich HTML (a rich-text lesson's body, or notes under a video or audio) */
  content: RichText,
  /** 1: anyone may watch it before buying (试看) */
  free: Flag({ default: 0 }),
  /** the teacher's courseware (/teach/courseware) the lesson hands out, in order; absent on an edit: kept as it was */
  courseware_ids: Type.Optional(
    Type.Array(Id, {
      maxItems: COURSE_LIMITS.lessonCoursewareMax,
      uniqueItems: true,
      [RULE_KEYWORD]: `必须是不重复的课件 id，最多 ${COURSE_LIMITS.lessonCoursewareMax} 个`,
    }),
  ),
});
export type LessonInput = Static<typeof LessonInput>;

/** A piece of courseware as a lesson lists it. */
export const LessonCourseware = Type.Object({ id: Type.Integer(), name: Type.String(), downloadable: Flag() });
export type LessonCourseware = Static<typeof LessonCourseware>;

const { content: _lessonContent, courseware_ids: _coursewareIds, ...lessonFields } = LessonInput.properties;

export const Lesson = Type.Object({
  ...lessonFields,
  id: Type.Integer(),
  content: Type.String(),
  courseware_ids: Type.Array(Type.Integer()),
  courseware: Type.Array(LessonCourseware),
  source: Type.Union([CourseMedia, Type.Null()]),
  /** 1-based place in the course */
  position: Type.Integer(),
  created_at: Seconds,
  updated_at: Seconds,
});
export type Lesson = Static<typeof Lesson>;

/** A course of a column, in the column's order. */
export const ColumnEntry = Type.Object({
  course_id: Type.Integer(),
  position: Type.Integer(),
  title: Type.String(),
  type: CourseKind,
  cover_url: Type.String(),
  price: Type.Integer(),
  status: SaleStatus,
});
export type ColumnEntry = Static<typeof ColumnEntry>;

/** A content item made by batch creation (content-items.ts). */
export const Course = Type.Object({
  id: Type.Integer(),
  type: CourseKind,
  title: Type.String(),
  source_id: Type.Integer(),
  status: Type.Integer(),
  created_at: Seconds,
});
export type Course = Static<typeof Course>;
