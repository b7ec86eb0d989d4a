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

/** A ticket that opens one notification stream (migration-020.ts); hashes only. */
interface StreamTicketsTable {
  /** sha256 of the ticket */
  hash: string;
  /** sha256 of the access token the ticket was issued for */
  token_hash: string;
  exp: number;
}

export interface NotificationTables {
  notifications: NotificationsTable;
  stream_tickets: StreamTicketsTable;
}
