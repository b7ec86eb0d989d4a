/** Paths the shell itself navigates to; every other path lives in the route table (routes.ts). */
export const PATHS = {
  root: '/',
  login: '/login',
  planetLogin: '/p/login',
  home: '/home',
  dashboard: '/dashboard',
  planetDashboard: '/p/dashboard',
  notFound: '/404',
  accountSettings: '/setting/self',
} as const;

/** Signed-out visitors are not sent to /login from these (spec §4 Session). */
export const NO_LOGIN_REDIRECT = new Set(['/', '/login', '/home', '/register', '/download']);

export const isPlanetPath = (path: string) => path === '/p' || path.startsWith('/p/');
export const loginPathFor = (planet: boolean) => (planet ? `${PATHS.login}?p=1` : PATHS.login);
export const dashboardFor = (planet: boolean) => (planet ? PATHS.planetDashboard : PATHS.dashboard);
