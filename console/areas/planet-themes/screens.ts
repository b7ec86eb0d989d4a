import type { Screen } from '@console/app/screen.ts';

/** Screens of the feed (active), topics (tags) and columns, both modes; each lazily loaded. */
const themes: Screen = () => import('./themes-page.tsx');
const topics: Screen = () => import('./topics-page.tsx');
const columns: Screen = () => import('./columns-page.tsx');

export const THEME_SCREENS: Record<string, Screen> = {
  '/planet/detail/active': themes,
  '/p/planet/detail/active': themes,
  '/planet/detail/tags': topics,
  '/p/planet/detail/tags': topics,
  '/planet/detail/columns': columns,
  '/p/planet/detail/columns': columns,
};
