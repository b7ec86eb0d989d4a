/** Tables of the menu area, merged into Database in server/db/schema.ts. Times are unix seconds; flags 0/1. */
import type { Generated, Insertable, Selectable } from 'kysely';
import type { AccountMode } from '@server/areas/account/schema.ts';

interface ModulesTable {
  id: Generated<number>;
  pid: number;
  path: string;
  src: string;
  icon: string;
  name: string;
  title: string;
  status: number;
  sort_num: number;
  mode: AccountMode;
  /** 1: path is an absolute URL of another site */
  external: number;
}

interface ChildGrantsTable {
  child_id: number;
  module_id: number;
}

export type ModuleRow = Selectable<ModulesTable>;

export type NewModule = Insertable<ModulesTable>;

export interface MenuTables {
  modules: ModulesTable;
  child_grants: ChildGrantsTable;
}
