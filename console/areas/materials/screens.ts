import type { Screen } from '@console/app/screen.ts';

/** The material library. */
export const MATERIAL_SCREENS: Record<string, Screen> = {
  '/source': () => import('./source-page.tsx'),
};
