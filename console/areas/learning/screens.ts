import type { Screen } from '@console/app/screen.ts';

/** Screens of the learning area, lazily loaded; /user/detail's 课程学习 section is in the students area. */
export const LEARNING_SCREENS: Record<string, Screen> = {
  '/user/dashboard': () => import('./dashboard-page.tsx'),
};
