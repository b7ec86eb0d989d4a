/**
 * The console paths of the course screens (spec §2 "Course"): each kind's list, its create page, and where a
 * course's lessons or a column's courses are managed.
 */
import type { CourseKind } from './types.ts';

const LIST_PATHS: Record<CourseKind, string> = {
  video: '/course/video/manage',
  audio: '/course/audio',
  richtext: '/course/richtext',
  mixture: '/course/mixture',
  column: '/course/column',
  private: '/course/private',
  service: '/course/service',
};

/** the kinds with a create page of their own (spec §2); private and service courses are made in a dialog */
export const CREATE_PAGE_KINDS = ['video', 'audio', 'richtext', 'mixture', 'column'] as const satisfies readonly CourseKind[];

export const courseListPath = (kind: CourseKind): string => LIST_PATHS[kind];

/** the kind a course screen's path names: /course/video/manage, /course/audio, /course/audio/create … */
export function courseKindOfPath(pathname: string): CourseKind | null {
  const match = /^\/course\/(video|audio|richtext|mixture|column|private|service)(?:\/|$)/.exec(pathname);
  return match ? (match[1] as CourseKind) : null;
}

export const courseCreatePath = (kind: CourseKind, id?: number): string | null =>
  (CREATE_PAGE_KINDS as readonly CourseKind[]).includes(kind) ? `/course/${kind}/create${id ? `?id=${id}` : ''}` : null;

export const lessonsPath = (courseId: number): string => `/course/lesson?course=${courseId}`;
export const columnCoursesPath = (columnId: number): string => `/course/column/manage?id=${columnId}`;
export const copyPath = (courseId: number): string => `/course/column/copy?id=${courseId}`;
export const posterPath = (courseId: number, kind: 'poster' | 'playbill'): string => `/course/video/${kind}?id=${courseId}`;
