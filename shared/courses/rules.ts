/**
 * The rules of courses both sides check: lengths, prices, which kinds play a material and which hold
 * lessons. A rule answers a code (shared/form/field-rules.ts), never a sentence.
 */
import { COURSE_LIMITS } from './limits.ts';
import type { CourseInput, CourseKind, LessonKind } from './types.ts';

export { COURSE_LIMITS } from './limits.ts';

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

/** What a saved course holds already (nothing for a new one). */
export type Held = { lesson_count: number; course_count: number };

const NOTHING_HELD: Held = { lesson_count: 0, course_count: 0 };

/**
 * Why the course `input` makes (or makes of a saved course holding `held`) may not go on sale: its material,
 * its details and a new column's courses count, as the form and the server both judge them.
 */
export function inputSaleProblem(input: Pick<CourseInput, 'type' | 'source_id' | 'content' | 'course_ids'>, held: Held = NOTHING_HELD): SaleProblem | null {
  const made = input.type === 'column' ? (input.course_ids?.length ?? 0) : 0;
  return saleProblem({ type: input.type, source: input.source_id > 0 ? input.source_id : null, lesson_count: held.lesson_count, course_count: held.course_count + made, content: input.content });
}

/** Whether a new course of `kind` starts with its own material as its first lesson (so it counts 1 课时). */
export function startsWithLesson(kind: CourseKind, single: 0 | 1): boolean {
  return single === 0 && PLAYED_KIND[kind] !== undefined;
}

/** The first lesson's title: the material's name without its extension, within the lesson title limit. */
export function firstLessonTitle(fileName: string, courseTitle: string): string {
  const stem = fileName.replace(/\.[^.]{1,5}$/, '').trim();
  return [...(stem || courseTitle)].slice(0, COURSE_LIMITS.lessonTitleMax).join('');
}

/** A copy's title: the original's with （副本）, within the title limit. */
export function copyTitleOf(title: string): string {
  const suffix = '（副本）';
  return [...title].slice(0, COURSE_LIMITS.titleMax - suffix.length).join('') + suffix;
}
