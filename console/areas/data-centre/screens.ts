import type { Screen } from '@console/app/screen.ts';

/** Screens of spec §2 "Data centre", lazily loaded. */
export const DATA_CENTRE_SCREENS: Record<string, Screen> = {
  '/database/analysis': () => import('./sales-page.tsx'),
  '/database/course': () => import('./course-page.tsx'),
  '/database/student': () => import('./student-page.tsx'),
  '/database/living': () => import('./live-page.tsx'),
};
