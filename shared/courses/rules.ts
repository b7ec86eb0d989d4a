/**
 * The rules of courses both sides check (issue 13): lengths, prices, which kinds play a material and which hold
 * lessons. A rule answers a code (shared/form/field-rules.ts), never a sentence.
 */
import type { CourseKind, LessonKind } from './types.ts';

export const COURSE_LIMITS = {
  titleMax: 60,
  summaryMax: 120,
  /** visible characters of the details and of a lesson's text */
  contentMax: 20_000,
  lessonTitleMax: 60,
  /** fen: 99,999.99 元 */
  priceMax: 9_999_999,
  keywordMax: 50,
  /** lessons of one course, courses of one column */
  lessonsMax: 500,
  /** pieces of courseware one lesson hands out */
  lessonCoursewareMax: 10,
  columnCoursesMax: 200,
} as const;

/** Kinds that play a material of their own (which one the general selector offers). */
export const PLAYED_KIND: Partial<Record<CourseKind, 'audio' | 'video'>> = { video: 'video', audio: 'audio' };

/** The lesson kinds a course of `kind` may hold (none: it holds no lessons). */
export function lessonKindsOf(kind: CourseKind): readonly LessonKind[] {
  switch (kind) {
    case 'video':
    case 'audio':
    case 'richtext':
      return [kind];
    case 'mixture':
    case 'private':
      return ['video', 'audio', 'richtext'];
    default:
      return [];
  }
}

export type PriceProblem = 'priceTooHigh' | 'originalBelowPrice';

/** What is wrong with a price pair (fen), or null. */
export function priceProblem(price: number, original: number): PriceProblem | null {
  if (price > COURSE_LIMITS.priceMax || original > COURSE_LIMITS.priceMax) return 'priceTooHigh';
  if (original !== 0 && original < price) return 'originalBelowPrice';
  return null;
}

export type SaleProblem = 'noMedia' | 'emptyColumn' | 'noLessons' | 'noContent';

/** Why a course may not go on sale yet (students would buy nothing), or null. */
export function saleProblem(course: { type: CourseKind; source: unknown; lesson_count: number; course_count: number; content: string }): SaleProblem | null {
  switch (course.type) {
    case 'video':
    case 'audio':
      return course.source ? null : 'noMedia';
    case 'column':
      return course.course_count > 0 ? null : 'emptyColumn';
    case 'mixture':
    case 'private':
      return course.lesson_count > 0 ? null : 'noLessons';
    case 'richtext':
      return course.content.trim() !== '' || course.lesson_count > 0 ? null : 'noContent';
    default:
      return null;
  }
}

/** A copy's title: the original's with （副本）, within the title limit. */
export function copyTitleOf(title: string): string {
  const suffix = '（副本）';
  return [...title].slice(0, COURSE_LIMITS.titleMax - suffix.length).join('') + suffix;
}
