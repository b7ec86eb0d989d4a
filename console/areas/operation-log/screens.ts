import type { Screen } from '@console/app/screen.ts';

/** Screens of the operation-log area; lazily loaded. */
export const OPERATION_LOG_SCREENS: Record<string, Screen> = {
  '/setting/record': () => import('./record-page.tsx'),
};
