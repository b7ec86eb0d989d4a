import type { Screen } from '@console/app/screen.ts';

/** API keys, lazily loaded. */
export const API_KEY_SCREENS: Record<string, Screen> = {
  '/setting/api': () => import('./api-keys-page.tsx'),
};
