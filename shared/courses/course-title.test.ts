import { describe, expect, it } from 'vitest';
import { validateCourseTitle } from './course-title.ts';

describe('validateCourseTitle', () => {
  it('needs a title of at most 60 characters', () => {
    expect(validateCourseTitle('  ')).toBe('course.titleRequired');
    expect(validateCourseTitle('x'.repeat(61))).toBe('course.titleTooLong');
    expect(validateCourseTitle(' 第一课 ')).toBeNull();
  });
});
