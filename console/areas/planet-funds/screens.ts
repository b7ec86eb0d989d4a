import type { Screen } from '@console/app/screen.ts';

/** Screens of planet member mode's funds, membership plans and courses; each lazily loaded. */
export const PLANET_FUNDS_SCREENS: Record<string, Screen> = {
  '/p/planet/vip': () => import('./vip-page.tsx'),
  '/p/accounting/home': () => import('./funds-home-page.tsx'),
  '/p/accounting/balance': () => import('./balance-page.tsx'),
  '/p/setting/accounting/add': () => import('./payout-account-page.tsx'),
  '/p/planet/lesson': () => import('./lesson-page.tsx'),
  '/p/planet/detail/course': () => import('./planet-course-page.tsx'),
  '/p/course/guide': () => import('./course-guide-page.tsx'),
};
