import type { Screen } from '@console/app/screen.ts';

const list: Screen = () => import('./course-list-page.tsx');
const form: Screen = () => import('./course-form-page.tsx');
const lessons: Screen = () => import('./lessons-page.tsx');
const poster: Screen = () => import('./poster-page.tsx');

/** Screens of spec §2 "Course", each lazily loaded. */
export const COURSE_SCREENS: Record<string, Screen> = {
  '/course/video/manage': () => import('./video-manage-page.tsx'),
  '/course/audio': list,
  '/course/richtext': list,
  '/course/mixture': list,
  '/course/column': list,
  '/course/private': list,
  '/course/service': list,
  '/course/video/create': form,
  '/course/audio/create': form,
  '/course/richtext/create': form,
  '/course/mixture/create': form,
  '/course/column/create': form,
  '/course/audio/manage': lessons,
  '/course/richtext/manage': lessons,
  '/course/mixture/manage': lessons,
  '/course/lesson': lessons,
  '/course/column/manage': () => import('./column-courses-page.tsx'),
  '/course/column/copy': () => import('./copy-course-page.tsx'),
  '/course/video/poster': poster,
  '/content/video': list,
  '/content/audio': list,
  '/content/rich': list,
  '/content/video/edit': form,
  '/content/audio/edit': form,
  '/content/rich/edit': form,
  '/content/audio/batch': () => import('./batch-course-page.tsx'),
  '/content/video/batch': () => import('./batch-course-page.tsx'),
  '/course/video/playbill': poster,
  '/course/activityList': () => import('./activity-list-page.tsx'),
  '/course/activity/sort': () => import('./activity-sort-page.tsx'),
  '/course/evaluation': () => import('./evaluations-page.tsx'),
};
