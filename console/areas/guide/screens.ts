import type { Screen } from '@console/app/screen.ts';

/** The beginner guide, from the settings and from the menu. */
export const GUIDE_SCREENS: Record<string, Screen> = {
  '/setting/guide': () => import('./guide-page.tsx'),
  '/guide/index': () => import('./guide-page.tsx'),
};
