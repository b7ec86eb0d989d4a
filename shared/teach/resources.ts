import type { RecordSource } from '@shared/api/record-source.ts';
import { crudResource } from '@shared/api/resource-client.ts';
import { fetchCourseRecords } from '@shared/courses/client.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import type { BookCourse } from './book.ts';
import { bookCalls, coursewareCalls, teacherCalls } from './client.ts';
import { bookInputOf, coursewareInputOf, teacherInputOf } from './forms.ts';

/** the list state of each page of 教学管理 */
export type TeachQuery = Paging & { keyword: string };

export const teachersResource = crudResource('teach/teachers', teacherCalls, teacherInputOf);
export const coursewareResource = crudResource('teach/courseware', coursewareCalls, coursewareInputOf);
export const booksResource = crudResource('teach/books', bookCalls, bookInputOf);

/**
 * The account's courses (the newest 100) a book may be attached to. Named under `courses`, so a course made, renamed
 * or deleted on a course screen is fetched again.
 */
export const bookCourseChoicesSource: RecordSource<BookCourse[], object> = {
  name: 'courses/choices/books',
  read: async () => (await fetchCourseRecords({ page: 1, pageSize: 100 })).rows.map(({ id, title, type }) => ({ id, title, type })),
};
