import type { Screen } from '@console/app/screen.ts';

/** Screens of planet member mode's own pages and its four extra detail children, both modes; each lazily loaded. */
export const PLANET_MODE_SCREENS: Record<string, Screen> = {
  '/p/planet/activityList': () => import('./activity-list-page.tsx'),
  '/p/planet/user': () => import('./members-page.tsx'),
  '/p/planet/live/list': () => import('./live-list-page.tsx'),
  '/p/planet/live/setting': () => import('./live-setting-page.tsx'),
  '/p/planet/live/database': () => import('./live-data-page.tsx'),
  '/p/planet/wiki': () => import('./wiki-page.tsx'),
  '/p/planet/future': () => import('./future-page.tsx'),
  '/p/planet/wxGroup': () => import('./wx-group-page.tsx'),
  '/p/planet/detail/wechatGroup': () => import('./detail-wechat-group-page.tsx'),
  '/p/planet/detail/liveList': () => import('./detail-live-list-page.tsx'),
  '/p/planet/detail/planetBook': () => import('./planet-book-page.tsx'),
};
