import type { Resource } from '@shared/api/resource.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import * as api from './client.ts';
import { coursewareInputOf, teacherInputOf, type CoursewareForm, type TeacherForm } from './forms.ts';
import type { Courseware, Teacher } from './types.ts';

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
