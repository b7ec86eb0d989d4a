/** Tables of the system area, merged into Database in server/db/schema.ts. Times are unix seconds; flags 0/1. */
import type { Generated } from 'kysely';

interface UserSwitchesTable {
  user_id: number;
  name: string;
  value: string;
}

interface PageVisitsTable {
  id: Generated<number>;
  user_id: number;
  path: string;
  title: string;
  created_at: number;
}

export interface SystemTables {
  user_switches: UserSwitchesTable;
  page_visits: PageVisitsTable;
}
