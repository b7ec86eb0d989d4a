/** Tables of the teaching area (issue 13), merged into Database in server/db/schema.ts. Times are unix seconds. */
import type { Generated } from 'kysely';

export interface TeachTeachersTable {
  id: Generated<number>;
  /** the main account */
  owner_id: number;
  name: string;
  title: string;
  /** a picture material of the owner, 0 without one */
  avatar_id: number;
  intro: string;
  created_at: number;
  updated_at: number;
}

export interface TeachTables {
  teach_teachers: TeachTeachersTable;
}
