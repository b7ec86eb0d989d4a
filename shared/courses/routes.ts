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
const CREATE_PAGE_KINDS = ['video', 'audio', 'richtext', 'mixture', 'column'] as const satisfies readonly CourseKind[];

/** content items (单品) of /content/*: the spec's `rich` is the rich-text kind */
const CONTENT_SEGMENTS: Partial<Record<CourseKind, string>> = { video: 'video', audio: 'audio', richtext: 'rich' };

export const courseListPath = (kind: CourseKind): string => LIST_PATHS[kind];

/** where a course, or a content item, is listed */
export const listPathOf = (course: { type: CourseKind; single: 0 | 1 }): string =>
  course.single === 1 ? `/content/${CONTENT_SEGMENTS[course.type] ?? 'video'}` : LIST_PATHS[course.type];

/** what a course screen's path names: /course/video/manage, /course/audio/create …, or /content/rich/edit (a content item) */
export function courseScreenOf(pathname: string): { kind: CourseKind; single: 0 | 1 } | null {
  const course = /^\/course\/(video|audio|richtext|mixture|column|private|service)(?:\/|$)/.exec(pathname);
  if (course) return { kind: course[1] as CourseKind, single: 0 };
  const content = /^\/content\/(video|audio|rich)(?:\/|$)/.exec(pathname);
  if (content) return { kind: content[1] === 'rich' ? 'richtext' : (content[1] as CourseKind), single: 1 };
  return null;
}

/** the page that creates (and with an id edits) a course of `kind`, or a content item; null: the list's dialog does */
export function courseCreatePath(kind: CourseKind, id?: number, single: 0 | 1 = 0): string | null {
  const query = id ? `?id=${id}` : '';
  if (single === 1) return `/content/${CONTENT_SEGMENTS[kind] ?? 'video'}/edit${query}`;
  return (CREATE_PAGE_KINDS as readonly CourseKind[]).includes(kind) ? `/course/${kind}/create${query}` : null;
}

export const lessonsPath = (courseId: number): string => `/course/lesson?course=${courseId}`;
export const columnCoursesPath = (columnId: number): string => `/course/column/manage?id=${columnId}`;
export const copyPath = (courseId: number): string => `/course/column/copy?id=${courseId}`;
export const posterPath = (courseId: number, kind: 'poster' | 'playbill'): string => `/course/video/${kind}?id=${courseId}`;

/** course activities (spec §2) and a course's evaluations (ours: /course/evaluation, docs/decisions.md) */
export const ACTIVITY_LIST_PATH = '/course/activityList';
export const ACTIVITY_SORT_PATH = '/course/activity/sort';
export const evaluationsPath = (courseId?: number): string => (courseId ? `/course/evaluation?course=${courseId}` : '/course/evaluation');
