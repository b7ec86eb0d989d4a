import { registerScreenLookup, type Screen } from './screen.ts';
import { ROUTE_TITLES_ZH } from '@shared/i18n/route-titles/zh-CN.ts';
import { AREA_SCREENS } from '@console/areas/index.ts';

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

/** Screens that exist, every area's (console/areas/index.ts); each admin area is its own lazily loaded chunk. */
const SCREENS: Record<string, Screen> = Object.fromEntries(AREA_SCREENS.flatMap((screens) => Object.entries(screens)));

function layoutOf(path: string): RouteDef['layout'] {
  if (PUBLIC_PATHS.has(path)) return 'bare';
  return path.startsWith('/p/') ? 'planet' : 'main';
}

/** Every route of SPEC §2 (every titled path), as data; an area's screens.ts plugs its screens in. */
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
