import type { Screen } from '@console/app/screen.ts';

/** Screens of spec §2 "Materials, traffic, packages": /package, lazily loaded. */
export const PACKAGE_SCREENS: Record<string, Screen> = {
  '/package': () => import('./package-page.tsx'),
};
