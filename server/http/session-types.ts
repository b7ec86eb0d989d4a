/**
 * The session attached to a checked request.
 */
import type { UserRow } from '@server/areas/account/schema.ts';

export type Session = {
  /** the signed-in account */
  user: UserRow;
  /** the account it acts for: itself, or the main account of a staff account */
  main: UserRow;
  isChild: boolean;
  familyId: number;
  /** the caller's address, set by the session check (absent for sessions made outside a request: seed, bench) */
  ip?: string;
};
