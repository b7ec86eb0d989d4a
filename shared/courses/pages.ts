/**
 * The page a course record belongs to (docs/decisions.md "Page permissions"): 内容管理's items are course rows marked
 * single, 课程管理's pages each show one kind. The course calls are shared by those pages, so each write checks the
 * record's own page: a staff account holding 视频课 cannot take a 图文内容 item off sale.
 */
import type { PageKey } from '@shared/menu/modules.ts';
import type { CourseKind } from '@shared/courses/types.ts';

const COURSE_PAGES: Record<CourseKind, PageKey> = {
  video: 'course.video',
  audio: 'course.audio',
  richtext: 'course.richtext',
  mixture: 'course.mixture',
  column: 'course.column',
  private: 'course.private',
  service: 'course.service',
};

/** content items come in the three kinds SINGLE_KINDS allows */
const ITEM_PAGES: Partial<Record<CourseKind, PageKey>> = { video: 'content.video', audio: 'content.audio', richtext: 'content.rich' };

export function pageOfCourse(course: { type: CourseKind; single: number }): PageKey {
  return course.single === 1 ? (ITEM_PAGES[course.type] ?? COURSE_PAGES[course.type]) : COURSE_PAGES[course.type];
}

/** The pages whose screens list or pick courses and items: every course and content page (活动 and 评价 choose courses), and 教材 (it attaches books). */
export const COURSE_READERS: readonly PageKey[] = [...Object.values(COURSE_PAGES), 'course.activity', 'course.evaluation', 'content.video', 'content.audio', 'content.rich', 'teach.book'];

/** The pages that write courses or items of a kind; which one the record needs is checked per record. */
export const COURSE_WRITERS: readonly PageKey[] = [...Object.values(COURSE_PAGES), 'content.video', 'content.audio', 'content.rich'];

/** The pages of courses that hold lessons. */
export const LESSON_PAGES: readonly PageKey[] = ['course.video', 'course.audio', 'course.richtext', 'course.mixture', 'course.private'];
