/** Tables of the notifications area, merged into Database in server/db/schema.ts. Times are unix seconds; flags 0/1. */
import type { Generated } from 'kysely';

export type MsgType = 'platform' | 'deal' | 'market' | 'official';

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  subtitle: string;
  content: string;
  msg_type: MsgType;
  /** 1 read */
  read_status: number;
  created_at: number;
}
