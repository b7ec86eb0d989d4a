/** The teaching calls (docs/api.md), one function per call. */
import { api } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { pageOf } from '@shared/api/types.ts';
import { TEACH_PATHS as PATHS } from './paths.ts';
import type { Book, BookInput, Courseware, CoursewareInput, Teacher, TeacherInput } from './types.ts';

const post = async <T>(path: string, body: unknown): Promise<T> => dataOf(await api().postJson<T>(path, body));

export const fetchTeachers = async (q: { page: number; pageSize: number; keyword?: string }) =>
  pageOf<Teacher>(await api().get(PATHS.teacher.findList, { page: q.page, pageSize: q.pageSize, keyword: q.keyword || undefined }));
export const createTeacher = (input: TeacherInput) => post<Teacher>(PATHS.teacher.create, input);
export const updateTeacher = (id: number, input: TeacherInput) => post<Teacher>(PATHS.teacher.update, { id, ...input });
export const deleteTeacher = async (id: number): Promise<void> => {
  await api().postJson(PATHS.teacher.delete, { id });
};

export const fetchCourseware = async (q: { page: number; pageSize: number; keyword?: string }) =>
  pageOf<Courseware>(await api().get(PATHS.courseware.findList, { page: q.page, pageSize: q.pageSize, keyword: q.keyword || undefined }));
export const createCourseware = (input: CoursewareInput) => post<Courseware>(PATHS.courseware.create, input);
export const updateCourseware = (id: number, input: CoursewareInput) => post<Courseware>(PATHS.courseware.update, { id, ...input });
export const deleteCourseware = async (id: number): Promise<void> => {
  await api().postJson(PATHS.courseware.delete, { id });
};

export const fetchBooks = async (q: { page: number; pageSize: number; keyword?: string }) =>
  pageOf<Book>(await api().get(PATHS.book.findList, { page: q.page, pageSize: q.pageSize, keyword: q.keyword || undefined }));
export const createBook = (input: BookInput) => post<Book>(PATHS.book.create, input);
export const updateBook = (id: number, input: BookInput) => post<Book>(PATHS.book.update, { id, ...input });
export const deleteBook = async (id: number): Promise<void> => {
  await api().postJson(PATHS.book.delete, { id });
};
