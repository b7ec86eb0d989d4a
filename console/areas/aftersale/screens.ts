import type { Screen } from '@console/app/screen.ts';

/** Screens of spec §2 "Orders and after-sale" for after-sale, each lazily loaded. */
export const AFTERSALE_SCREENS: Record<string, Screen> = {
  '/aftersale/index': () => import('./refunds-page.tsx'),
  '/aftersale/appeal': () => import('./appeals-page.tsx'),
  '/aftersale/detail': () => import('./detail-page.tsx'),
};
