import type { RecordSource } from '@shared/api/record-source.ts';
import type { Resource } from '@shared/api/resource.ts';
import { fetchCourseRecords } from '@shared/courses/client.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import * as api from './client.ts';
import { bookInputOf, coursewareInputOf, teacherInputOf, type BookForm, type CoursewareForm, type TeacherForm } from './forms.ts';
import type { Book, BookCourse, Courseware, Teacher } from './types.ts';

/** /teach/teacher's list state */
export type TeacherQuery = Paging & { keyword: string };

export const teachersResource: Resource<Teacher, TeacherQuery, TeacherForm> = {
  name: 'teach/teachers',
  list: (q) => api.fetchTeachers({ page: q.page, pageSize: q.pageSize, keyword: q.keyword }),
  create: (form) => api.createTeacher(teacherInputOf(form)),
  update: (row, form) => api.updateTeacher(row.id, teacherInputOf(form)),
  remove: (row) => api.deleteTeacher(row.id),
};

/** /teach/courseware's list state */
export type CoursewareQuery = Paging & { keyword: string };

export const coursewareResource: Resource<Courseware, CoursewareQuery, CoursewareForm> = {
  name: 'teach/courseware',
  list: (q) => api.fetchCourseware({ page: q.page, pageSize: q.pageSize, keyword: q.keyword }),
  create: (form) => api.createCourseware(coursewareInputOf(form)),
  update: (row, form) => api.updateCourseware(row.id, coursewareInputOf(form)),
  remove: (row) => api.deleteCourseware(row.id),
};

/** /teach/book's list state */
export type BookQuery = Paging & { keyword: string };

export const booksResource: Resource<Book, BookQuery, BookForm> = {
  name: 'teach/books',
  list: (q) => api.fetchBooks({ page: q.page, pageSize: q.pageSize, keyword: q.keyword }),
  create: (form) => api.createBook(bookInputOf(form)),
  update: (row, form) => api.updateBook(row.id, bookInputOf(form)),
  remove: (row) => api.deleteBook(row.id),
};

/**
 * The account's courses (the newest 100) a book may be attached to. Named under `courses`, so a course made, renamed
 * or deleted on a course screen is fetched again.
 */
export const bookCourseChoicesSource: RecordSource<BookCourse[], object> = {
  name: 'courses/choices/books',
  read: async () => (await fetchCourseRecords({ page: 1, pageSize: 100 })).rows.map(({ id, title, type }) => ({ id, title, type })),
};
