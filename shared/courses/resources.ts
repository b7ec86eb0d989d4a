import type { Resource } from '@shared/api/resource.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import { batchCreateCourses, fetchCourses, type BatchCourseItem } from '@shared/materials/client.ts';
import type { Course } from '@shared/materials/types.ts';

/** a course list's state: the courses of one type */
export type CourseQuery = Paging & { type: 'audio' | 'video' };

/** spec §2 batch routes: one course per picked audio or video material */
export type BatchCourses = { type: 'audio' | 'video'; items: readonly BatchCourseItem[] };

/** 批量创建课程: answers the courses made */
export const createCourses = (input: BatchCourses): Promise<Course[]> => batchCreateCourses(input.type, input.items);

/** The teacher's courses (the batch page makes them; the planet pages list them to link). */
export const courseResource: Resource<Course, CourseQuery, BatchCourses> = {
  name: 'courses/list',
  list: (q) => fetchCourses(q.type, q.page, q.pageSize),
  create: createCourses,
};
