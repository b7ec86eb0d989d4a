import type { Screen } from '@console/app/screen.ts';

/** The not-found page at its own address (the router shows it for every unknown path too). */
export const NOT_FOUND_SCREENS: Record<string, Screen> = {
  '/404': () => import('./not-found-page.tsx'),
};
