/** What the console's screen kit knows of learning records: the student dashboard and a student's courses. */
import type { RecordSource } from '@shared/api/record-source.ts';
import type { Page } from '@shared/api/types.ts';
import * as api from './client.ts';
import type { StudentCourse, StudentDashboard, StudentDashboardQuery } from './types.ts';

/** new, active and paying students per day of a range, against the previous period */
export const studentDashboardRecord: RecordSource<StudentDashboard, StudentDashboardQuery> = {
  name: 'learning/dashboard',
  read: (q) => api.fetchStudentDashboard(q),
};

/** A page of the products one student bought, with their progress. */
export const studentCoursesSource: RecordSource<Page<StudentCourse>, { id: number; page: number; pageSize: number }> = {
  name: 'learning/courses',
  read: (q) => api.fetchStudentCourses(q.id, q.page, q.pageSize),
};
