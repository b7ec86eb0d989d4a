/** Tables of the staff area, merged into Database in server/db/schema.ts. Times are unix seconds. */
import type { Generated } from 'kysely';

interface StaffRolesTable {
  id: Generated<number>;
  /** the main account */
  owner_id: number;
  name: string;
  description: string;
  created_at: number;
  updated_at: number;
}

/** The menu entries a role lists: a group (and so all its leaves) or single leaves. */
interface StaffRoleModulesTable {
  role_id: number;
  module_id: number;
}

export interface StaffTables {
  staff_roles: StaffRolesTable;
  staff_role_modules: StaffRoleModulesTable;
}
