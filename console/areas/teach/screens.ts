import type { Screen } from '@console/app/screen.ts';

/** Screens of spec §2 "Teaching", each lazily loaded. */
export const TEACH_SCREENS: Record<string, Screen> = {
  '/teach/teacher': () => import('./teachers-page.tsx'),
  '/teach/book': () => import('./books-page.tsx'),
  '/teach/courseware': () => import('./courseware-page.tsx'),
};
