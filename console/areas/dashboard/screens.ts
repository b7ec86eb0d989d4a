import type { Screen } from '@console/app/screen.ts';

/** Home of each mode. */
export const DASHBOARD_SCREENS: Record<string, Screen> = {
  '/dashboard': () => import('./dashboard-page.tsx'),
  '/p/dashboard': () => import('./dashboard-page.tsx'),
};
