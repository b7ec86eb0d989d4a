/** Tables of the guide area, merged into Database in server/db/schema.ts. Times are unix seconds; flags 0/1. */

/** guide dialogs (migration 003): the guide variants ('steps', 'demo') an account finished or dismissed */
interface GuideFlagsTable { user_id: number; variant: 'steps' | 'demo'; done_at: number }

export interface GuideTables {
  guide_flags: GuideFlagsTable;
}
