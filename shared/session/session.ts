import { atom, computed, type WritableAtom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import type { LoginData, SessionUser, TokenInfo } from './types.ts';
import type { MenuModule } from '@shared/menu/types.ts';
import { decodeStored, encodeStored } from './secure-storage.ts';
import { ALL_STORAGE_KEYS, STORAGE_KEYS, ttlSecondsFor, type StorageKey } from './storage-keys.ts';

export { avatarOf } from './avatar.ts';

/**
 * The session of spec §3/§4, kept in encrypted, expiring localStorage entries. Each atom syncs with
 * other tabs through the storage event (`listen: true`). Expiry is checked whenever a value is read
 * from storage (page load, mount, another tab's write); an expired value reads as the initial one.
 */
function storedAtom<T>(key: StorageKey, initial: T, accept: (value: unknown) => boolean = () => true): WritableAtom<T> {
  return persistentAtom<T>(key, initial, {
    // Storing the initial value (undefined, false) removes the key. The ttl is per key, and a token's
    // ttl follows from its own exp, which is why every atom has its own encoder.
    encode: (value) => (value === initial ? undefined : encodeStored(value, ttlSecondsFor(key, value))),
    decode: (raw) => {
      const value = decodeStored<unknown>(raw);
      return value !== undefined && accept(value) ? (value as T) : initial;
    },
    listen: true,
  });
}

function isTokenInfo(value: unknown): value is TokenInfo {
  const token = value as Partial<TokenInfo> | null;
  return typeof token === 'object' && token !== null && typeof token.id === 'string' && typeof token.exp === 'number';
}

function isUser(value: unknown): value is SessionUser {
  return typeof value === 'object' && value !== null && 'id' in value;
}

export const $user = storedAtom<SessionUser | undefined>(STORAGE_KEYS.user, undefined, isUser);
export const $token = storedAtom<TokenInfo | undefined>(STORAGE_KEYS.token, undefined, isTokenInfo);
export const $refreshToken = storedAtom<TokenInfo | undefined>(STORAGE_KEYS.refreshToken, undefined, isTokenInfo);
/** undefined: not loaded yet (spec §4: menu routes are fetched after login when none are loaded) */
export const $modules = storedAtom<MenuModule[] | undefined>(STORAGE_KEYS.modules, undefined, Array.isArray);
/** the staff (child) account whose modules the main account is looking at */
export const $childId = storedAtom<number | undefined>(STORAGE_KEYS.childId, undefined);
/** the phone number last used to log in, to fill the login form */
export const $loginUser = storedAtom<string | undefined>(STORAGE_KEYS.loginUser, undefined);
/** the access token of the last token login (`?access_token=`) */
export const $loginToken = storedAtom<string | undefined>(STORAGE_KEYS.loginToken, undefined);
/** spec §9: the guide flag lives one day */
export const $guideSeen = storedAtom<boolean>(STORAGE_KEYS.guide, false, (value) => typeof value === 'boolean');
export const $sidebarCollapsed = storedAtom<boolean>(STORAGE_KEYS.sidebar, false, (value) => typeof value === 'boolean');

/**
 * An access token handed to the widgets by the page that embeds them (`window.Lectern.configure({token})`,
 * a third-party editor on another origin). It takes the stored session's place and is never stored.
 */
export const $hostToken = atom<string | undefined>(undefined);

/** whether calls can be made at all: a host token, or a stored token or refresh token */
export const $hasSession = computed([$hostToken, $token, $refreshToken], (host, token, refresh) => Boolean(host || token || refresh));

/** The Authorization value of a call: the host page's token, or the stored session's. */
export function authorizationToken(): string | undefined {
  return $hostToken.get() ?? $token.get()?.id;
}

const atomsByKey: Record<StorageKey, WritableAtom<unknown>> = {
  _ukit: $user,
  _token: $token,
  _refresh_token: $refreshToken,
  _module: $modules,
  _child_id: $childId,
  _login_user: $loginUser,
  _login_token: $loginToken,
  _guide: $guideSeen,
  _sidebar_status: $sidebarCollapsed,
};

/** Stores a new token pair (token refresh); the user, if the answer carries one, too. */
export function saveTokens(data: Pick<LoginData, 'token' | 'refresh_token'> & { user?: SessionUser }): void {
  $token.set(data.token);
  $refreshToken.set(data.refresh_token);
  if (data.user) $user.set(data.user);
}

/** Stores a fresh login. The menu is dropped so that it is fetched again for this user (spec §4). */
export function saveLogin(data: LoginData): void {
  saveTokens(data);
  $modules.set(undefined);
}

/** Logs out locally: every stored item of spec §3 goes (spec §8 "storage is cleared"). */
export function clearSession(): void {
  for (const key of ALL_STORAGE_KEYS) {
    const store = atomsByKey[key];
    store.set(key === STORAGE_KEYS.guide || key === STORAGE_KEYS.sidebar ? false : undefined);
  }
}

/** Access token present and not past its exp (unix seconds). */
export function tokenIsValid(now = Date.now()): boolean {
  const token = $token.get();
  return !!token && token.exp * 1000 > now;
}

/** spec §9: refresh token validity is checked by exp in seconds */
export function refreshTokenIsValid(now = Date.now()): boolean {
  const token = $refreshToken.get();
  return !!token && token.exp * 1000 > now;
}

/** spec §6: staff (child) accounts have a uuid that begins with child_ */
export function isChildAccount(user: { uuid?: string | null } | null | undefined): boolean {
  return !!user?.uuid?.startsWith('child_');
}

/**
 * Takes over a token pair that another tab stored a moment ago, reading localStorage directly because
 * its storage event may not have arrived yet. Used under the cross-tab refresh lock, so that two tabs do
 * not both spend the same refresh token (a replay revokes the session, code 50012). True when adopted.
 */
export function adoptStoredTokens(now = Date.now()): boolean {
  const storage = browserStorage();
  if (!storage) return false;
  const token = decodeStored<unknown>(storage.getItem(STORAGE_KEYS.token), now);
  const refresh = decodeStored<unknown>(storage.getItem(STORAGE_KEYS.refreshToken), now);
  if (!isTokenInfo(token) || !isTokenInfo(refresh) || token.exp * 1000 <= now) return false;
  if (token.id === $token.get()?.id) return false; // our own pair: nothing new
  $token.set(token);
  $refreshToken.set(refresh);
  return true;
}

function browserStorage(): Pick<Storage, 'getItem'> | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // privacy modes throw on access
  }
}
