/** Tables of the account area, merged into Database in server/db/schema.ts. Times are unix seconds; flags 0/1. */
import type { Generated, Selectable } from 'kysely';

export type AccountMode = 'teacher' | 'planet';

export type AccountTier = 'free' | 'advanced';

export type RevokedReason = 'logout' | 'replay' | 'disabled';

export type TokenKind = 'access' | 'refresh';

interface UsersTable {
  id: Generated<number>;
  phone: string;
  password_hash: string;
  nickname: string;
  avatar: string;
  uid: string;
  /** child (staff) accounts: `child_<random>` */
  uuid: string;
  /** self for main accounts */
  main_id: number;
  mode: AccountMode;
  tier: AccountTier;
  /** 1 enabled, 0 disabled */
  status: number;
  created_at: number;
  last_login_at: number | null;
  /** staff accounts: the role whose menu entries `child_grants` holds (server/areas/staff/roles.ts); null for none */
  role_id: number | null;
  /** staff accounts closed for good: kept so the operation log keeps naming them, never signed in again */
  deleted_at: number | null;
}

interface TokenFamiliesTable {
  id: Generated<number>;
  user_id: number;
  created_at: number;
  /** end of the login: no token of the family lives past it */
  absolute_exp: number;
  revoked_at: number | null;
  revoked_reason: RevokedReason | null;
}

interface TokensTable {
  /** sha256 (hex) of the token id; the id itself is never stored */
  hash: string;
  family_id: number;
  kind: TokenKind;
  exp: number;
  used_at: number | null;
  created_at: number;
}

export type SmsPurpose = 'login' | 'funds';

interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  code_hash: string;
  exp: number;
  attempts: number;
  used_at: number | null;
  created_at: number;
  /** what the code may confirm (migration 013) */
  purpose: Generated<SmsPurpose>;
}

/**
 * What a counted attempt is counted against (migration 018): a failed sign-in by phone or address, a look-up of
 * whether a phone is registered by phone or address (phone-lookup-limits.ts).
 */
export type LoginFailureKind = 'phone' | 'address' | 'lookup_phone' | 'lookup_address';

/** One counted attempt for one key: a wrong password or SMS code, or a phone look-up; for a phone, or from an address. */
interface LoginFailuresTable {
  id: Generated<number>;
  kind: LoginFailureKind;
  /** the phone as typed (11 digits), or the caller's address (request.ip) */
  key: string;
  at: number;
}

export type UserRow = Selectable<UsersTable>;

export interface AccountTables {
  users: UsersTable;
  token_families: TokenFamiliesTable;
  tokens: TokensTable;
  sms_codes: SmsCodesTable;
  login_failures: LoginFailuresTable;
}
