import type { TokenInfo } from './types.ts';

/** spec §3/§9: every locally stored item expires after 14 days unless said otherwise */
export const DEFAULT_TTL_SECONDS = 1209600;
/** spec §9: the guide flag is stored for one day */
const GUIDE_TTL_SECONDS = 86400;

/** The storage keys of spec §3. */
export const STORAGE_KEYS = {
  user: '_ukit',
  token: '_token',
  refreshToken: '_refresh_token',
  modules: '_module',
  childId: '_child_id',
  loginUser: '_login_user',
  loginToken: '_login_token',
  guide: '_guide',
  sidebar: '_sidebar_status',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
export const ALL_STORAGE_KEYS: readonly StorageKey[] = Object.values(STORAGE_KEYS);

/** How long a key lives: a number of seconds, or until the stored token's own `exp`. */
const STORAGE_TTL: Record<StorageKey, number | 'token-exp'> = {
  _ukit: DEFAULT_TTL_SECONDS,
  _token: 'token-exp',
  _refresh_token: 'token-exp',
  _module: DEFAULT_TTL_SECONDS,
  _child_id: DEFAULT_TTL_SECONDS,
  _login_user: DEFAULT_TTL_SECONDS,
  _login_token: DEFAULT_TTL_SECONDS,
  _guide: GUIDE_TTL_SECONDS,
  _sidebar_status: DEFAULT_TTL_SECONDS,
};

/** Seconds the value of `key` may stay in storage from `now` (ms). A token lives until its exp (unix s). */
export function ttlSecondsFor(key: StorageKey, value: unknown, now = Date.now()): number {
  const ttl = STORAGE_TTL[key];
  if (ttl !== 'token-exp') return ttl;
  const exp = (value as Partial<TokenInfo> | undefined)?.exp;
  if (typeof exp !== 'number') return 0;
  return Math.max(0, exp - now / 1000);
}
