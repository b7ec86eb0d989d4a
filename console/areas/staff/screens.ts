import type { Screen } from '@console/app/screen.ts';

/** Staff accounts and their roles, each lazily loaded. */
export const STAFF_SCREENS: Record<string, Screen> = {
  '/setting/index': () => import('./staff-page.tsx'),
  '/setting/role': () => import('./roles-page.tsx'),
};
