/**
 * API keys (/setting/api): a teacher's keys for their own integrations. A key acts for the teacher in the
 * modules it was given (its scopes), is shown once when made, is kept as a hash, and can be revoked. It is sent as
 * the Authorization header like a session token.
 */
import type { ModuleKey } from '@shared/menu/modules.ts';

export type ApiKeyInput = { name: string; scopes: ModuleKey[] };

export type ApiKey = {
  id: number;
  name: string;
  /** the key's first characters, e.g. `lk_Ab3dE9x…` */
  prefix: string;
  scopes: ModuleKey[];
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
};

/** The create answer: the only time the whole key is seen. */
export type CreatedApiKey = ApiKey & { key: string };

export type ApiKeyCall = { id: number; at: number; method: string; route: string; status: number; ms: number; ip: string };
