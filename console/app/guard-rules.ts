import { NO_LOGIN_REDIRECT, PATHS, dashboardFor, isPlanetPath, loginPathFor } from './paths.ts';
import { findRoute, isPublicPath } from './routes.ts';

/** Redirect `state` values from the sign-in partner that open the assistant site (spec §8); the others (10001, teacherwx) proceed. */
const ASSISTANT_STATES = new Set(['10002', '10003', '10004']);

export type GuardInput = {
  path: string;
  search: URLSearchParams;
  hasToken: boolean;
  hasRefreshToken: boolean;
  modulesLoaded: boolean;
  /** child accounts reload their module list once per page load */
  childNeedsReload: boolean;
  planetUser: boolean;
  /** the account's menu opens the path: always for a main account, for a staff account through its pages */
  menuOpens: boolean;
};

export type GuardStep =
  | { kind: 'assistant' }
  | { kind: 'token-login'; accessToken: string; cleanUrl: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'refresh' }
  | { kind: 'to-login'; to: string }
  | { kind: 'load-modules' }
  | { kind: 'forbidden' }
  | { kind: 'allow' };

/** One step of the route guard (spec §4 Session and Routing rules); the loader applies it and asks again. */
export function nextGuardStep(input: GuardInput): GuardStep {
  const { path, search } = input;
  const state = search.get('state');
  if (state && ASSISTANT_STATES.has(state)) return { kind: 'assistant' };

  const accessToken = search.get('access_token');
  if (accessToken) {
    const rest = new URLSearchParams(search);
    rest.delete('access_token');
    const query = rest.toString();
    return { kind: 'token-login', accessToken, cleanUrl: `${path}${query ? `?${query}` : ''}` };
  }

  const signedIn = input.hasToken || input.hasRefreshToken;
  const planetLogin = search.has('p') || path === PATHS.planetLogin;
  if (path === PATHS.root) return { kind: 'redirect', to: signedIn ? dashboardFor(input.planetUser) : PATHS.home };
  if (path === PATHS.login || path === PATHS.planetLogin) {
    return signedIn ? { kind: 'redirect', to: dashboardFor(planetLogin || input.planetUser) } : { kind: 'allow' };
  }
  if (isPublicPath(path)) return { kind: 'allow' };

  if (!input.hasToken) {
    if (input.hasRefreshToken) return { kind: 'refresh' };
    if (NO_LOGIN_REDIRECT.has(path)) return { kind: 'allow' };
    const back = new URLSearchParams({ redirect: `${path}${search.toString() ? `?${search}` : ''}` });
    return { kind: 'to-login', to: `${loginPathFor(isPlanetPath(path))}${isPlanetPath(path) ? '&' : '?'}${back}` };
  }
  if (!input.modulesLoaded || input.childNeedsReload) return { kind: 'load-modules' };
  if (!input.planetUser && isPlanetPath(path)) return { kind: 'redirect', to: teacherCentreCounterpart(path, search) };
  // decided from the menu just loaded, before the screen mounts: the server would refuse its calls
  if (!input.menuOpens) return { kind: 'forbidden' };
  return { kind: 'allow' };
}

/**
 * Where a teacher-centre account lands from a planet-mode address: the planet layout is the member-mode account's
 * shell (its menu, logo and title), never to be mixed with the teacher centre's menu. The same page of the teacher
 * centre when there is one (/p/planet/detail?id=3 → /planet/detail?id=3), else the teacher's dashboard.
 */
function teacherCentreCounterpart(path: string, search: URLSearchParams): string {
  const counterpart = path.replace(/^\/p(?=\/|$)/, '') || PATHS.dashboard;
  if (counterpart === PATHS.dashboard || !findRoute(counterpart) || isPublicPath(counterpart)) return PATHS.dashboard;
  const query = search.toString();
  return `${counterpart}${query ? `?${query}` : ''}`;
}
