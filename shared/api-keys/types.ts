/**
 * API keys (/setting/api): a teacher's keys for their own integrations. A key acts for the teacher in the
 * modules it was given (its scopes), is shown once when made, is kept as a hash, and can be revoked. It is sent as
 * the Authorization header like a session token.
 */
import { Seconds, Type, type Static } from '@shared/api/schema.ts';
import { MODULE_KEYS } from '@shared/menu/modules.ts';
import { API_KEY_LIMITS, API_KEY_SCOPES } from './rules.ts';

export const ApiKeyInput = Type.Object({
  // room for spaces around it: the service trims the name and refuses one past the limit with its own message
  name: Type.String({ maxLength: API_KEY_LIMITS.nameMax * 2 }),
  scopes: Type.Array(Type.Enum([...API_KEY_SCOPES]), { maxItems: API_KEY_SCOPES.length }),
});
export type ApiKeyInput = Static<typeof ApiKeyInput>;

export const ApiKey = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** the key's first characters, e.g. `lk_Ab3dE9x…` */
  prefix: Type.String(),
  scopes: Type.Array(Type.Enum(MODULE_KEYS)),
  created_at: Seconds,
  last_used_at: Type.Union([Seconds, Type.Null()]),
  revoked_at: Type.Union([Seconds, Type.Null()]),
});
export type ApiKey = Static<typeof ApiKey>;

/** The create answer: the only time the whole key is seen. */
export const CreatedApiKey = Type.Object({ ...ApiKey.properties, key: Type.String() });
export type CreatedApiKey = Static<typeof CreatedApiKey>;

export const ApiKeyCall = Type.Object({
  id: Type.Integer(),
  at: Seconds,
  method: Type.String(),
  route: Type.String(),
  status: Type.Integer(),
  ms: Type.Integer(),
  ip: Type.String(),
});
export type ApiKeyCall = Static<typeof ApiKeyCall>;
