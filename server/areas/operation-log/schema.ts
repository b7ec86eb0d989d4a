/** The operation log's table (issue 11, migration 012), merged into Database in server/db/schema.ts. */
import type { Generated } from 'kysely';

export interface OperationLogsTable {
  id: Generated<number>;
  /** the main account the write was made for */
  owner_id: number;
  /** who made it: the main account or one of its staff accounts */
  actor_id: number;
  action: string;
  object_type: string;
  object_id: number | null;
  /** fen, for writes that move money */
  amount: number | null;
  summary: string;
  /** the caller's address as the server saw it */
  ip: string;
  created_at: number;
}
