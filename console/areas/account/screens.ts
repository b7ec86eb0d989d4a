import type { Screen } from '@console/app/screen.ts';

/** Sign-in (both modes) and the account's settings, each lazily loaded. */
export const ACCOUNT_SCREENS: Record<string, Screen> = {
  '/login': () => import('./login-page.tsx'),
  '/p/login': () => import('./login-page.tsx'),
  '/setting/self': () => import('./settings-page.tsx'),
};
