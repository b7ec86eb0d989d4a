/** The operation log's tables (migration 012, migration 040), merged into Database in server/db/schema.ts. */
import type { Generated } from 'kysely';

interface OperationLogsTable {
  id: Generated<number>;
  /** the main account the write was made for */
  owner_id: number;
  /** who made it: the main account or one of its staff accounts */
  actor_id: number;
  /** the actor's name when it wrote (a staff account may be closed or renamed later) */
  actor_name: Generated<string>;
  /** the label code (shared/operation-log/route-labels.ts) */
  action: string;
  object_type: string;
  object_id: number | null;
  /** fen, for writes that move money */
  amount: number | null;
  /** what was typed or named (a record's name or title); with a `summary_code`, the code's typed parameters joined by a space, for the keyword search */
  summary: string;
  /** a code of shared/operation-log/summaries.ts when the server words the summary, else '' (migration 059) */
  summary_code: Generated<string>;
  /** the code's parameters, a JSON object */
  summary_params: Generated<string>;
  /** the caller's address as the server saw it */
  ip: string;
  /** the module of the route (shared/menu/modules.ts), `shell` for an account's own calls */
  module: Generated<string>;
  /** `METHOD /url pattern` of the route */
  route: Generated<string>;
  /** the API key the call was made with, if any */
  api_key_id: number | null;
  created_at: number;
}

/** lines per owner, China day, actor and module, kept by triggers (migration 040) */
interface OperationLogDayCountsTable {
  owner_id: number;
  day: number;
  actor_id: number;
  module: string;
  n: number;
}

export interface OperationLogTables {
  operation_logs: OperationLogsTable;
  operation_log_day_counts: OperationLogDayCountsTable;
}
