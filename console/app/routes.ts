import { registerScreenLookup, type Screen } from './screen.ts';
import { ROUTE_TITLES_ZH } from '@shared/i18n/route-titles/zh-CN.ts';
import { PLANET_FUNDS_SCREENS } from '@console/areas/planet-funds/screens.ts';
import { PLANET_MODE_SCREENS } from '@console/areas/planet-mode/screens.ts';
import { MEMBER_SCREENS } from '@console/areas/planet-members/screens.ts';
import { PROGRAM_SCREENS } from '@console/areas/planet-programs/screens.ts';
import { THEME_SCREENS } from '@console/areas/planet-themes/screens.ts';
import { TEACH_SCREENS } from '@console/areas/teach/screens.ts';
import { COURSE_SCREENS } from '@console/areas/courses/screens.ts';
import { LIVE_SCREENS } from '@console/areas/live/screens.ts';
import { ORDER_SCREENS } from '@console/areas/orders/screens.ts';
import { STUDENT_SCREENS } from '@console/areas/students/screens.ts';
import { DOUYIN_CHAT_SCREENS } from '@console/areas/douyin-chat/screens.ts';
import { LEARNING_SCREENS } from '@console/areas/learning/screens.ts';
import { AFTERSALE_SCREENS } from '@console/areas/aftersale/screens.ts';
import { MARKETING_SCREENS } from '@console/areas/marketing/screens.ts';
import { FUNDS_SCREENS } from '@console/areas/funds/screens.ts';
import { TRAFFIC_SCREENS } from '@console/areas/traffic/screens.ts';
import { DATA_CENTRE_SCREENS } from '@console/areas/data-centre/screens.ts';
import { PACKAGE_SCREENS } from '@console/areas/packages/screens.ts';
import { CERTIFICATION_SCREENS } from '@console/areas/certification/screens.ts';
import { STAFF_SCREENS } from '@console/areas/staff/screens.ts';
import { API_KEY_SCREENS } from '@console/areas/api-keys/screens.ts';
import { OPERATION_LOG_SCREENS } from '@console/areas/operation-log/screens.ts';

export type RouteDef = {
  path: string;
  /** public routes skip the session check */
  access: 'public' | 'private';
  /** the shell around the screen: the teacher layout, the planet-mode layout, or none */
  layout: 'main' | 'planet' | 'bare';
  /** the screen; a route without one shows the not-found page, never a placeholder */
  screen?: Screen;
};

const PUBLIC_PATHS = new Set([
  '/login', '/register', '/p/login', '/home', '/home2', '/download', '/helps', '/website', '/liveroom', '/realroom',
  '/roomlist', '/customer', '/customer/chat', '/designer', '/fee', '/p/planet/live/dashboard', '/404',
]);

/** Screens that exist; each admin area is its own lazily loaded chunk. */
const SCREENS: Record<string, Screen> = {
  '/login': () => import('@console/areas/account/login-page.tsx'),
  '/p/login': () => import('@console/areas/account/login-page.tsx'),
  '/home': () => import('@console/areas/home/home-page.tsx'),
  '/404': () => import('@console/areas/not-found/not-found-page.tsx'),
  '/dashboard': () => import('@console/areas/dashboard/dashboard-page.tsx'),
  '/p/dashboard': () => import('@console/areas/dashboard/dashboard-page.tsx'),
  '/setting/self': () => import('@console/areas/account/settings-page.tsx'),
  '/setting/guide': () => import('@console/areas/guide/guide-page.tsx'),
  '/guide/index': () => import('@console/areas/guide/guide-page.tsx'),
  '/source': () => import('@console/areas/materials/source-page.tsx'),
  '/planet/list': () => import('@console/areas/planets/planet-list-page.tsx'),
  '/p/planet/list': () => import('@console/areas/planets/planet-list-page.tsx'),
  '/planet/editPlanet': () => import('@console/areas/planets/edit-planet-page.tsx'),
  '/p/planet/editPlanet': () => import('@console/areas/planets/edit-planet-page.tsx'),
  '/planet/detail': () => import('@console/areas/planets/planet-detail-page.tsx'),
  '/p/planet/detail': () => import('@console/areas/planets/planet-detail-page.tsx'),
  '/planet/detail/setting': () => import('@console/areas/planets/planet-settings-page.tsx'),
  '/p/planet/detail/setting': () => import('@console/areas/planets/planet-settings-page.tsx'),
  ...THEME_SCREENS,
  ...PROGRAM_SCREENS,
  ...MEMBER_SCREENS,
  ...PLANET_MODE_SCREENS,
  ...PLANET_FUNDS_SCREENS,
  ...TEACH_SCREENS,
  ...COURSE_SCREENS,
  ...LIVE_SCREENS,
  ...ORDER_SCREENS,
  ...STUDENT_SCREENS,
  ...DOUYIN_CHAT_SCREENS,
  ...LEARNING_SCREENS,
  ...AFTERSALE_SCREENS,
  ...MARKETING_SCREENS,
  ...FUNDS_SCREENS,
  ...TRAFFIC_SCREENS,
  ...DATA_CENTRE_SCREENS,
  ...PACKAGE_SCREENS,
  ...CERTIFICATION_SCREENS,
  ...STAFF_SCREENS,
  ...API_KEY_SCREENS,
  ...OPERATION_LOG_SCREENS,
};

function layoutOf(path: string): RouteDef['layout'] {
  if (PUBLIC_PATHS.has(path)) return 'bare';
  return path.startsWith('/p/') ? 'planet' : 'main';
}

/** Every route of SPEC §2, as data. Later issues plug screens into SCREENS. */
export const ROUTES: RouteDef[] = Object.keys(ROUTE_TITLES_ZH).map((path) => ({
  path,
  access: PUBLIC_PATHS.has(path) ? 'public' : 'private',
  layout: layoutOf(path),
  screen: SCREENS[path],
}));

const BY_PATH = new Map(ROUTES.map((route) => [route.path, route]));

export function findRoute(path: string): RouteDef | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return BY_PATH.get(normalised);
}

/** Unknown paths are public (they show the not-found page); known ones say for themselves. */
export function isPublicPath(path: string): boolean {
  const route = findRoute(path);
  return !route || route.access === 'public';
}

registerScreenLookup((path) => Boolean(findRoute(path)?.screen));
