/**
 * Content items (单品) made in one pass from audio or video materials (批量创建课程, the batch pages of /content/audio
 * and /content/video), and their list by type, which the planet pages also read. One function per call.
 */
import { api } from '@shared/api/default-client.ts';
import { pageOf, type Page } from '@shared/api/types.ts';
import { COURSE_PATHS } from './paths.ts';
import type { Course } from './types.ts';

export type { Course } from './types.ts';

export type CoursePage = Page<Course>;
export type BatchCourseItem = { source_id: number; title: string };

/** Items per page of `fetchCourses` (ours: the spec gives none). */
const COURSE_PAGE_SIZE = 20;

export async function batchCreateCourses(type: 'audio' | 'video', items: readonly BatchCourseItem[]): Promise<Course[]> {
  const answer = await api().postJson(COURSE_PATHS.batchCreate, { type, items });
  return (answer.rows ?? []) as Course[];
}

export async function fetchCourses(type: 'audio' | 'video', page: number, pageSize = COURSE_PAGE_SIZE): Promise<CoursePage> {
  const answer = await api().get(COURSE_PATHS.batchList, { type, page, pageSize });
  return pageOf<Course>(answer);
}
