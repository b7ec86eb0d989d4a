/** The course calls (docs/api.md), one function per call. */
import { api } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { pageOf, type ApiOk, type Page } from '@shared/api/types.ts';
import { COURSE_PATHS as PATHS } from './paths.ts';
import type { ColumnEntry, CourseInput, CourseKind, CourseRecord, Lesson, LessonInput, SaleStatus } from './types.ts';

const post = async <T>(path: string, body: unknown): Promise<T> => dataOf(await api().postJson<T>(path, body));
const rowsOf = async <T>(answer: Promise<ApiOk<unknown>>): Promise<T[]> => pageOf<T>(await answer).rows;

export type CourseListQuery = { page: number; pageSize: number; type?: CourseKind; keyword?: string; status?: SaleStatus; single?: 0 | 1 };

export const fetchCourseRecords = async (q: CourseListQuery): Promise<Page<CourseRecord>> =>
  pageOf<CourseRecord>(await api().get(PATHS.course.findList, { page: q.page, pageSize: q.pageSize, type: q.type, keyword: q.keyword || undefined, status: q.status, single: q.single }));
export const fetchCourse = async (id: number): Promise<CourseRecord> => dataOf(await api().get<CourseRecord>(PATHS.detail, { id }));
export const createCourse = (input: CourseInput) => post<CourseRecord>(PATHS.course.create, input);
export const updateCourse = (id: number, input: CourseInput) => post<CourseRecord>(PATHS.course.update, { id, ...input });
export const deleteCourse = async (id: number): Promise<void> => {
  await api().postJson(PATHS.course.delete, { id });
};
export const setCourseSale = (id: number, status: SaleStatus) => post<CourseRecord>(PATHS.sale, { id, status });
export const copyCourse = (id: number, title: string, lessons: 0 | 1) => post<CourseRecord>(PATHS.copy, { id, title, lessons });

export const fetchLessons = (courseId: number) => rowsOf<Lesson>(api().get(PATHS.lesson.findList, { course_id: courseId }));
export const createLesson = (input: LessonInput) => post<Lesson>(PATHS.lesson.create, input);
export const updateLesson = (id: number, input: LessonInput) => post<Lesson>(PATHS.lesson.update, { id, ...input });
export const deleteLesson = async (id: number): Promise<void> => {
  await api().postJson(PATHS.lesson.delete, { id });
};
export const sortLessons = (courseId: number, ids: number[]) => rowsOf<Lesson>(api().postJson(PATHS.lesson.sort, { course_id: courseId, ids }));

export const fetchColumnCourses = (columnId: number) => rowsOf<ColumnEntry>(api().get(PATHS.column.courses, { column_id: columnId }));
export const addColumnCourses = (columnId: number, courseIds: number[]) => rowsOf<ColumnEntry>(api().postJson(PATHS.column.add, { column_id: columnId, course_ids: courseIds }));
export const removeColumnCourse = (columnId: number, courseId: number) => rowsOf<ColumnEntry>(api().postJson(PATHS.column.remove, { column_id: columnId, course_id: courseId }));
export const sortColumnCourses = (columnId: number, ids: number[]) => rowsOf<ColumnEntry>(api().postJson(PATHS.column.sort, { column_id: columnId, ids }));
