import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import type { LoginData } from './types.ts';
import type { MenuModule } from '@shared/menu/types.ts';
import { decodeStored, encodeStored } from './secure-storage.ts';
import {
  $childId,
  $guideSeen,
  $loginToken,
  $loginUser,
  $modules,
  $refreshToken,
  $sidebarCollapsed,
  $token,
  $user,
  adoptStoredTokens,
  clearSession,
  isChildAccount,
  refreshTokenIsValid,
  saveLogin,
  saveTokens,
  tokenIsValid,
} from './session.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const user = { id: 7, nickname: '王老师', avatar: '', uid: 'u7', uuid: 'main_7' };
function login(tokenTtl = 3600, refreshTtl = 30 * 86400): LoginData {
  return {
    token: { id: 'tok-1', exp: nowSeconds() + tokenTtl },
    refresh_token: { id: 'ref-1', exp: nowSeconds() + refreshTtl },
    user,
  };
}
const module: MenuModule = { id: 1, pid: 0, path: '/source', src: '', icon: '', name: 'source', title: '素材', status: 1, sort_num: 1, children: [] };

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  clearSession();
  cleanTestStorage();
  vi.unstubAllGlobals();
});

describe('saveLogin and clearSession', () => {
  it('stores user and token pair encrypted, under the spec keys', () => {
    saveLogin(login());
    const storage = getTestStorage();
    expect(Object.keys(storage).sort()).toEqual(['_refresh_token', '_token', '_ukit']);
    expect(storage['_token']).not.toContain('tok-1');
    expect(decodeStored(storage['_token'])).toEqual(login().token);
    expect(decodeStored(storage['_ukit'])).toEqual(user);
    expect($user.get()).toEqual(user);
  });

  it('keeps a token in storage until its own exp, not 14 days', () => {
    const data = login(600);
    saveLogin(data);
    const raw = getTestStorage()['_token'];
    expect(decodeStored(raw, data.token.exp * 1000 - 1000)).toEqual(data.token);
    expect(decodeStored(raw, data.token.exp * 1000 + 1000)).toBeUndefined();
  });

  it('keeps the guide flag one day and other items 14 days', () => {
    $guideSeen.set(true);
    $modules.set([module]);
    const storage = getTestStorage();
    expect(decodeStored(storage['_guide'], Date.now() + 86_300_000)).toBe(true);
    expect(decodeStored(storage['_guide'], Date.now() + 86_500_000)).toBeUndefined();
    expect(decodeStored(storage['_module'], Date.now() + 1209500_000)).toEqual([module]);
    expect(decodeStored(storage['_module'], Date.now() + 1209700_000)).toBeUndefined();
  });

  it('drops the menu on a new login, so it is fetched again', () => {
    $modules.set([module]);
    saveLogin(login());
    expect($modules.get()).toBeUndefined();
  });

  it('saveTokens replaces the pair and keeps menu and user', () => {
    saveLogin(login());
    $modules.set([module]);
    saveTokens({ token: { id: 'tok-2', exp: nowSeconds() + 60 }, refresh_token: { id: 'ref-2', exp: nowSeconds() + 600 } });
    expect($token.get()?.id).toBe('tok-2');
    expect($refreshToken.get()?.id).toBe('ref-2');
    expect($user.get()).toEqual(user);
    expect($modules.get()).toEqual([module]);
  });

  it('clearSession removes every key of spec §3', () => {
    saveLogin(login());
    $modules.set([module]);
    $childId.set(9);
    $loginUser.set('13800000000');
    $loginToken.set('access');
    $guideSeen.set(true);
    $sidebarCollapsed.set(true);
    expect(Object.keys(getTestStorage())).toHaveLength(9);
    clearSession();
    expect(getTestStorage()).toEqual({});
    expect([$user, $token, $refreshToken, $modules, $childId, $loginUser, $loginToken].map((s) => s.get())).toEqual(
      Array(7).fill(undefined),
    );
    expect($guideSeen.get()).toBe(false);
    expect($sidebarCollapsed.get()).toBe(false);
  });
});

describe('validity', () => {
  it('tokenIsValid needs a token whose exp is ahead', () => {
    expect(tokenIsValid()).toBe(false);
    const data = login(60);
    saveLogin(data);
    expect(tokenIsValid()).toBe(true);
    expect(tokenIsValid(data.token.exp * 1000)).toBe(false);
  });

  it('refreshTokenIsValid compares exp in seconds', () => {
    expect(refreshTokenIsValid()).toBe(false);
    const data = login(60, 120);
    saveLogin(data);
    expect(refreshTokenIsValid(data.refresh_token.exp * 1000 - 1)).toBe(true);
    expect(refreshTokenIsValid(data.refresh_token.exp * 1000)).toBe(false);
  });

  it('isChildAccount looks at the uuid prefix', () => {
    expect(isChildAccount({ uuid: 'child_12' })).toBe(true);
    expect(isChildAccount({ uuid: 'main_12' })).toBe(false);
    expect(isChildAccount(undefined)).toBe(false);
  });
});

describe('other tabs and expiry', () => {
  it('follows another tab logging in and out', () => {
    const seen: (string | undefined)[] = [];
    const unbind = $token.subscribe((token) => seen.push(token?.id));
    setTestStorageKey('_token', encodeStored({ id: 'from-tab-b', exp: nowSeconds() + 60 }, 60));
    expect($token.get()?.id).toBe('from-tab-b');
    setTestStorageKey('_token', undefined);
    unbind();
    expect(seen).toEqual([undefined, 'from-tab-b', undefined]);
  });

  it('follows another tab toggling the sidebar', () => {
    const unbind = $sidebarCollapsed.listen(() => {});
    setTestStorageKey('_sidebar_status', encodeStored(true));
    expect($sidebarCollapsed.get()).toBe(true);
    unbind();
  });

  it('reads an expired or tampered value as missing', () => {
    const unbind = $user.listen(() => {});
    setTestStorageKey('_ukit', encodeStored(user, 60, Date.now() - 120_000));
    expect($user.get()).toBeUndefined();
    setTestStorageKey('_ukit', 'garbage');
    expect($user.get()).toBeUndefined();
    setTestStorageKey('_ukit', encodeStored(user));
    expect($user.get()).toEqual(user);
    unbind();
  });

  it('drops expired items when the page loads', async () => {
    const storage = getTestStorage();
    storage['_ukit'] = encodeStored(user, 60, Date.now() - 120_000);
    storage['_module'] = encodeStored([module]);
    vi.resetModules();
    const fresh = await import('./session.ts');
    expect(fresh.$user.get()).toBeUndefined();
    expect(fresh.$modules.get()).toEqual([module]);
  });
});

describe('adoptStoredTokens', () => {
  it('takes over a valid pair that another tab wrote to localStorage', () => {
    const fresh = login();
    const fake: Record<string, string> = {
      _token: encodeStored({ id: 'tab-b', exp: fresh.token.exp }),
      _refresh_token: encodeStored({ id: 'ref-b', exp: fresh.refresh_token.exp }),
    };
    vi.stubGlobal('localStorage', { getItem: (key: string) => fake[key] ?? null });
    expect(adoptStoredTokens()).toBe(true);
    expect($token.get()?.id).toBe('tab-b');
    expect($refreshToken.get()?.id).toBe('ref-b');
  });

  it('ignores the pair this tab already holds', () => {
    saveLogin(login());
    const fake: Record<string, string> = {
      _token: encodeStored(login().token),
      _refresh_token: encodeStored(login().refresh_token),
    };
    vi.stubGlobal('localStorage', { getItem: (key: string) => fake[key] ?? null });
    expect(adoptStoredTokens()).toBe(false);
  });

  it('ignores an expired pair and works without localStorage', () => {
    expect(adoptStoredTokens()).toBe(false);
    const fake: Record<string, string> = {
      _token: encodeStored({ id: 'old', exp: nowSeconds() - 5 }),
      _refresh_token: encodeStored({ id: 'ref', exp: nowSeconds() + 60 }),
    };
    vi.stubGlobal('localStorage', { getItem: (key: string) => fake[key] ?? null });
    expect(adoptStoredTokens()).toBe(false);
    expect($token.get()).toBeUndefined();
  });
});
