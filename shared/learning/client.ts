/** The learning calls (docs/api.md "Learning"), one function per call. */
import { api } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { pageOf, type Page } from '@shared/api/types.ts';
import { LEARNING_PATHS as PATHS } from './paths.ts';
import type { StudentCourse, StudentDashboard, StudentDashboardQuery } from './types.ts';

export const fetchStudentDashboard = async (q: StudentDashboardQuery): Promise<StudentDashboard> => dataOf(await api().get<StudentDashboard>(PATHS.dashboard, q));
export const fetchStudentCourses = async (id: number, page: number, pageSize: number): Promise<Page<StudentCourse>> =>
  pageOf<StudentCourse>(await api().get(PATHS.progress, { id, page, pageSize }));
