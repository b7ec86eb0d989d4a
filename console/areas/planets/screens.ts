import type { Screen } from '@console/app/screen.ts';

/** The planet list, a planet's editor, detail and settings, in both modes; each lazily loaded. */
export const PLANET_SCREENS: Record<string, Screen> = {
  '/planet/list': () => import('./planet-list-page.tsx'),
  '/p/planet/list': () => import('./planet-list-page.tsx'),
  '/planet/editPlanet': () => import('./edit-planet-page.tsx'),
  '/p/planet/editPlanet': () => import('./edit-planet-page.tsx'),
  '/planet/detail': () => import('./planet-detail-page.tsx'),
  '/p/planet/detail': () => import('./planet-detail-page.tsx'),
  '/planet/detail/setting': () => import('./planet-settings-page.tsx'),
  '/p/planet/detail/setting': () => import('./planet-settings-page.tsx'),
};
