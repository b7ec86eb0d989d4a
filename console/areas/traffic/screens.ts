import type { Screen } from '@console/app/screen.ts';

/** Screens of spec §2 "Materials, traffic, packages": /traffic, lazily loaded. */
export const TRAFFIC_SCREENS: Record<string, Screen> = {
  '/traffic': () => import('./traffic-page.tsx'),
};
