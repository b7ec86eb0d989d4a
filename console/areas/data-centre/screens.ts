import type { Screen } from '@console/app/screen.ts';

/** Screens of spec §2 "Data centre" (issue 15), lazily loaded. */
export const DATA_CENTRE_SCREENS: Record<string, Screen> = {
  '/database/analysis': () => import('./sales-page.tsx'),
};
