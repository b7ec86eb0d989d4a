import { describe, expect, it } from 'vitest';
import { nextGuardStep, type GuardInput } from './guard-rules.ts';

const signedOut: Omit<GuardInput, 'path' | 'search'> = {
  hasToken: false, hasRefreshToken: false, modulesLoaded: false, childNeedsReload: false, planetUser: false, menuOpens: true,
};
const signedIn = { ...signedOut, hasToken: true, hasRefreshToken: true, modulesLoaded: true };
const at = (url: string, state = signedOut): GuardInput => {
  const parsed = new URL(url, 'http://lectern.test');
  return { ...state, path: parsed.pathname, search: parsed.searchParams };
};

describe('route guard rules (spec §4 Session, Routing rules)', () => {
  it('sends the root to /home when signed out and to the dashboard when signed in', () => {
    expect(nextGuardStep(at('/'))).toEqual({ kind: 'redirect', to: '/home' });
    expect(nextGuardStep(at('/', signedIn))).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(nextGuardStep(at('/', { ...signedIn, planetUser: true }))).toEqual({ kind: 'redirect', to: '/p/dashboard' });
  });

  it('sends a signed-in /login to the dashboard, or to the planet dashboard when p is set', () => {
    expect(nextGuardStep(at('/login', signedIn))).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(nextGuardStep(at('/login?p=1', signedIn))).toEqual({ kind: 'redirect', to: '/p/dashboard' });
    expect(nextGuardStep(at('/login'))).toEqual({ kind: 'allow' });
  });

  it('never shows a teacher-centre account the planet-mode layout: /login?p=1 goes on to its own dashboard, a /p/ page to the same page of the teacher centre', () => {
    expect(nextGuardStep(at('/p/dashboard', signedIn))).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(nextGuardStep(at('/p/planet/detail/member?id=3&tab=2', signedIn))).toEqual({ kind: 'redirect', to: '/planet/detail/member?id=3&tab=2' });
    expect(nextGuardStep(at('/p/planet/list', signedIn))).toEqual({ kind: 'redirect', to: '/planet/list' });
    expect(nextGuardStep(at('/p/accounting/home', signedIn))).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(nextGuardStep(at('/p/planet/wiki', signedIn))).toEqual({ kind: 'redirect', to: '/dashboard' });
    // the member-mode account keeps its layout, and the public planet live page stays public
    expect(nextGuardStep(at('/p/planet/wiki', { ...signedIn, planetUser: true }))).toEqual({ kind: 'allow' });
    expect(nextGuardStep(at('/p/planet/live/dashboard', signedIn))).toEqual({ kind: 'allow' });
  });

  it('treats a refresh token alone as signed in for /login and the root', () => {
    const refreshOnly = { ...signedOut, hasRefreshToken: true };
    expect(nextGuardStep(at('/login', refreshOnly))).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('keeps public routes public', () => {
    for (const path of ['/home', '/register', '/download', '/helps', '/fee', '/p/planet/live/dashboard', '/404', '/no/such/page']) {
      expect(nextGuardStep(at(path))).toEqual({ kind: 'allow' });
    }
  });

  it('sends signed-out visitors of private pages to login, planet pages with p=1, remembering where they were', () => {
    expect(nextGuardStep(at('/source?tab=audio'))).toEqual({ kind: 'to-login', to: '/login?redirect=%2Fsource%3Ftab%3Daudio' });
    expect(nextGuardStep(at('/p/planet/list'))).toEqual({ kind: 'to-login', to: '/login?p=1&redirect=%2Fp%2Fplanet%2Flist' });
  });

  it('refreshes first when only the refresh token is valid', () => {
    expect(nextGuardStep(at('/dashboard', { ...signedOut, hasRefreshToken: true }))).toEqual({ kind: 'refresh' });
  });

  it('loads the menu modules when none are loaded, and once more for child accounts', () => {
    expect(nextGuardStep(at('/dashboard', { ...signedIn, modulesLoaded: false }))).toEqual({ kind: 'load-modules' });
    expect(nextGuardStep(at('/dashboard', { ...signedIn, childNeedsReload: true }))).toEqual({ kind: 'load-modules' });
    expect(nextGuardStep(at('/dashboard', signedIn))).toEqual({ kind: 'allow' });
  });

  it('shows the no-permission page where the account’s menu does not open the path, once the menu is loaded', () => {
    const outside = { ...signedIn, menuOpens: false };
    expect(nextGuardStep(at('/accounting/balance', outside))).toEqual({ kind: 'forbidden' });
    expect(nextGuardStep(at('/accounting/balance', { ...outside, childNeedsReload: true }))).toEqual({ kind: 'load-modules' });
    // signed out, public or unknown paths are not a question of permission
    expect(nextGuardStep(at('/accounting/balance', { ...signedOut, menuOpens: false }))).toMatchObject({ kind: 'to-login' });
    expect(nextGuardStep(at('/no/such/page', outside))).toEqual({ kind: 'allow' });
  });

  it('logs in with an access_token before anything else and strips it from the URL', () => {
    expect(nextGuardStep(at('/source?access_token=abc&tab=video', signedIn))).toEqual({
      kind: 'token-login', accessToken: 'abc', cleanUrl: '/source?tab=video',
    });
    expect(nextGuardStep(at('/dashboard?access_token=abc'))).toMatchObject({ cleanUrl: '/dashboard' });
  });

  it('sends redirect states 10002-10004 to the assistant site and lets 10001 and teacherwx proceed', () => {
    for (const state of ['10002', '10003', '10004']) expect(nextGuardStep(at(`/dashboard?state=${state}`, signedIn))).toEqual({ kind: 'assistant' });
    for (const state of ['10001', 'teacherwx']) expect(nextGuardStep(at(`/dashboard?state=${state}`, signedIn))).toEqual({ kind: 'allow' });
  });
});
