/** What API keys may be, on both sides. */
import { MODULE_KEYS, type ModuleKey } from '@shared/menu/modules.ts';

export const API_KEY_LIMITS = {
  nameMax: 30,
  /** keys of one teacher that still work */
  activeMax: 10,
  /** days a call stays in a key's call log */
  callDays: 90,
} as const;

/** The prefix of every key, so a key is told from a session token (and found by secret scanners). */
export const API_KEY_PREFIX = 'lk_';
/** characters of a key shown in the list */
export const API_KEY_SHOWN = 10;

/**
 * The modules a key may be given: the teacher centre's, but never 系统设置 (staff, roles, keys and the operation
 * log stay with the signed-in teacher, so a key cannot make keys or grant itself more).
 */
export const API_KEY_SCOPES: readonly ModuleKey[] = MODULE_KEYS.filter(
  (key) => key !== 'setting' && key !== 'guide' && !key.startsWith('planet-') && key !== 'course-guide',
);

export const isApiKey = (token: string): boolean => token.startsWith(API_KEY_PREFIX);
