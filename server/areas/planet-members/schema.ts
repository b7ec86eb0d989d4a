/** Tables of the planet members area (migration 009), merged into Database in schema.ts. */
import type { Generated } from 'kysely';

/**
 * The columns migration 009 adds to planet_members (schema.ts `PlanetMembersTable` has the first ones). The
 * members service reads them through `db.withTables<PlanetMemberColumnTables>()`.
 */
interface PlanetMemberColumns {
  /** full number; the API only ever answers it masked */
  phone: Generated<string>;
  /** fen */
  paid_amount: Generated<number>;
  joined_at: Generated<number>;
  /** null: never (planet time_mode 2) */
  expires_at: number | null;
  /** the owner's note */
  description: Generated<string>;
  ban_reason: Generated<string>;
  banned_at: number | null;
  /** the status a ban replaced (status 3), given back by an unban */
  status_before_ban: number | null;
  updated_at: Generated<number>;
  /** the order of the member's paid join (migration 057); null for a member who paid nothing */
  order_id: number | null;
}

export type PlanetMemberColumnTables = { planet_members: PlanetMemberColumns };

interface PlanetMemberRefundsTable {
  id: Generated<number>;
  planet_id: number;
  /** unique: one refund per member */
  member_id: number;
  /** its refund transaction in the ledger (migration 038) */
  ledger_id: number;
  /** fen, positive */
  amount: number;
  reason: string;
  /** the account that refunded (a staff account acting for the owner, or the owner) */
  operator_id: number | null;
  created_at: number;
}

interface PlanetMenusTable {
  planet_id: number;
  /** JSON array of PlanetMenuItem (shared/planets/members-types.ts), in display order */
  items: string;
  updated_at: number;
}

export interface PlanetMemberTables {
  planet_member_refunds: PlanetMemberRefundsTable;
  planet_menus: PlanetMenusTable;
}
