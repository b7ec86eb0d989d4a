import type { Screen } from '@console/app/screen.ts';

/** Screens of the operation-log area (issue 15); lazily loaded. */
export const OPERATION_LOG_SCREENS: Record<string, Screen> = {
  '/setting/record': () => import('./record-page.tsx'),
};
