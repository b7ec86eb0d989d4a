/** Tables of the API keys area, merged into Database in server/db/schema.ts. Times are unix seconds. */
import type { Generated } from 'kysely';

export interface ApiKeysTable {
  id: Generated<number>;
  /** the main account the key acts for */
  owner_id: number;
  name: string;
  /** the key's first characters, shown to tell keys apart; the key itself is never stored */
  prefix: string;
  /** sha256 of the key */
  key_hash: string;
  /** JSON array of module keys the key may call */
  scopes: string;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

/** One call made with a key: kept 90 days (server/areas/account/purge.ts). */
interface ApiKeyCallsTable {
  id: Generated<number>;
  key_id: number;
  at: number;
  method: string;
  /** the route's pattern, never its query (which could carry data) */
  route: string;
  status: number;
  ms: number;
  ip: string;
}

export interface ApiKeyTables {
  api_keys: ApiKeysTable;
  api_key_calls: ApiKeyCallsTable;
}
