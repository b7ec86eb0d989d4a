import type { Screen } from '@console/app/screen.ts';

/** The public home page. */
export const HOME_SCREENS: Record<string, Screen> = {
  '/home': () => import('./home-page.tsx'),
};
