import type { Screen } from '@console/app/screen.ts';

/** Screens of the students area; each lazily loaded. */
export const STUDENT_SCREENS: Record<string, Screen> = {
  '/user/index': () => import('./students-page.tsx'),
  '/user/detail': () => import('./student-detail-page.tsx'),
  '/user/tags': () => import('./tags-page.tsx'),
  '/user/tags/edit': () => import('./tag-edit-page.tsx'),
};
