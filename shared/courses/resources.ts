/**
 * What the console's screen kit knows of courses: each kind's list, one course, a course's lessons, a
 * column's courses, and the writes beside plain CRUD (sale, copy, order). Cache names start with `courses`, so a
 * change naming 'courses' refreshes every course screen (a lesson added changes its course's count).
 */
import type { RecordSource } from '@shared/api/record-source.ts';
import type { Resource } from '@shared/api/resource.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import { batchCreateCourses, type BatchCourseItem, type Course } from './content-items.ts';
import { coursewareCalls, teacherCalls } from '@shared/teach/client.ts';
import type { Teacher } from '@shared/teach/teacher.ts';
import * as api from './client.ts';
import { courseInputOf, lessonInputOf, type CourseForm, type LessonForm } from './forms.ts';
import type { ColumnEntry, CourseKind, CourseRecord, Lesson, LessonCourseware, SaleStatus } from './types.ts';

/** spec §2 batch routes: one course per picked audio or video material */
export type BatchCourses = { type: 'audio' | 'video'; items: readonly BatchCourseItem[] };

/** 批量创建课程: answers the courses made */
export const createCourses = (input: BatchCourses): Promise<Course[]> => batchCreateCourses(input.type, input.items);

/** a kind's list (/course/video/manage, /course/audio …): its state in the address bar; status '' is any */
export type CourseListState = Paging & { keyword: string; status: '' | '0' | '1' };

/** The courses of one kind, or its content items (单品, `single` 1): created on their own page or in the list's dialog, edited, deleted. */
export const courseRecordsResource = (type: CourseKind, single: 0 | 1 = 0): Resource<CourseRecord, CourseListState, CourseForm> => ({
  name: `courses/records/${type}${single ? '/single' : ''}`,
  list: (q) => api.fetchCourseRecords({ page: q.page, pageSize: q.pageSize, type, single, keyword: q.keyword, status: q.status === '' ? undefined : q.status === '1' ? 1 : 0 }),
  create: (form) => api.createCourse(courseInputOf(type, single, form)),
  update: (row, form) => api.updateCourse(row.id, courseInputOf(type, single, form)),
  remove: (row) => api.deleteCourse(row.id),
  affects: ['courses'],
});

/** Courses but columns, and content items, for a column to take in: the newest 100 whose title holds the keyword; `more` when there are others. */
export const coursesToHoldResource: Resource<CourseRecord, { keyword: string }, never, { more: boolean }> = {
  name: 'courses/records/all',
  list: async (q) => {
    const [courses, items] = await Promise.all([0, 1].map((single) => api.fetchCourseRecords({ page: 1, pageSize: 100, keyword: q.keyword, single: single as 0 | 1 })));
    const rows = [...courses!.rows, ...items!.rows].filter((course) => course.type !== 'column').sort((a, b) => b.created_at - a.created_at || b.id - a.id);
    return { rows, totalCount: rows.length, more: courses!.totalCount > courses!.rows.length || items!.totalCount > items!.rows.length };
  },
};

/** The courses a new column may take in, for its form's choices (the newest 100, as 添加课程 offers them). */
export const columnChoicesSource: RecordSource<CourseRecord[], object> = {
  name: 'courses/records/all/choices',
  read: async () => (await coursesToHoldResource.list({ keyword: '' })).rows,
};

/** One course, by id. */
export const courseSource: RecordSource<CourseRecord, { id: number }> = { name: 'courses/detail', read: (q) => api.fetchCourse(q.id) };

export const setCourseSale = (course: CourseRecord, status: SaleStatus) => api.setCourseSale(course.id, status);
export const copyCourse = (course: CourseRecord, title: string, withContents: boolean) => api.copyCourse(course.id, title, withContents ? 1 : 0);

/** The lessons of a course, in order. */
export const lessonsResource = (course: CourseRecord): Resource<Lesson, object, LessonForm> => ({
  name: `courses/lessons/${course.id}`,
  list: async () => {
    const rows = await api.fetchLessons(course.id);
    return { rows, totalCount: rows.length };
  },
  create: (form) => api.createLesson(lessonInputOf(course.id, form)),
  update: (row, form) => api.updateLesson(row.id, lessonInputOf(course.id, form)),
  remove: (row) => api.deleteLesson(row.id),
  affects: ['courses'],
});
export const sortLessons = (course: CourseRecord, lessons: readonly Lesson[]) => api.sortLessons(course.id, lessons.map((lesson) => lesson.id));

/** The courses of a column, in order. */
export const columnEntriesResource = (columnId: number): Resource<ColumnEntry, object> => ({
  name: `courses/column/${columnId}`,
  list: async () => {
    const rows = await api.fetchColumnCourses(columnId);
    return { rows, totalCount: rows.length };
  },
  remove: (entry) => api.removeColumnCourse(columnId, entry.course_id),
  affects: ['courses'],
});
export const addToColumn = (columnId: number, courseIds: number[]) => api.addColumnCourses(columnId, courseIds);
export const sortColumn = (columnId: number, entries: readonly ColumnEntry[]) => api.sortColumnCourses(columnId, entries.map((entry) => entry.course_id));

/** The account's teachers (at most 100), for a course's teacher choice. */
/** the courseware a lesson may hand out: the account's newest 100 pieces */
export const coursewareChoicesSource: RecordSource<LessonCourseware[], object> = {
  name: 'teach/courseware/choices',
  read: async () => (await coursewareCalls.list({ page: 1, pageSize: 100 })).rows.map(({ id, name, downloadable }) => ({ id, name, downloadable })),
};

export const teacherChoicesSource: RecordSource<Teacher[], object> = {
  name: 'teach/teachers/choices',
  read: async () => (await teacherCalls.list({ page: 1, pageSize: 100 })).rows,
};
