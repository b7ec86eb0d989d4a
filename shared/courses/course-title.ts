import type { MessageKey } from '@shared/i18n/i18n.ts';

const COURSE_TITLE_MAX = 60;

/** The i18n key of what is wrong with a course title, or null when it is fine. */
export function validateCourseTitle(title: string): MessageKey | null {
  const trimmed = title.trim();
  if (!trimmed) return 'course.titleRequired';
  if (trimmed.length > COURSE_TITLE_MAX) return 'course.titleTooLong';
  return null;
}
