/**
 * The session attached to a checked request.
 */
import type { UserRow } from '@server/areas/account/schema.ts';
import type { ModuleKey } from '@shared/menu/modules.ts';

export type Session = {
  /** the signed-in account */
  user: UserRow;
  /** the account it acts for: itself, or the main account of a staff account */
  main: UserRow;
  isChild: boolean;
  familyId: number;
  /** the caller's address, set by the session check (absent for sessions made outside a request: seed, bench) */
  ip?: string;
  /**
   * the pages a staff account's menu shows, read by the session check at each call (absent for main accounts and
   * keys): a route several pages share checks the page of the record it touches against them (page-access.ts)
   */
  pages?: ReadonlySet<string>;
  /** a call made with one of the teacher's API keys: the key and the modules it may call */
  apiKey?: { id: number; scopes: ReadonlySet<ModuleKey> };
  /**
   * the route being called, set before its handler runs (server/areas/operation-log/route-log.ts): the operation
   * log's lines written in the write's own transaction (`logOperation`) name it, and mark it `logged` so the
   * generic recorder does not write the call's line twice
   */
  call?: { module: string; route: string; logged?: boolean };
};
