/**
 * The notification centre's records as schemas (the server validates and documents with them). The bell imports only
 * their types, through contract.ts, so its bundle carries no schema library.
 */
import { RULE_KEYWORD, Type, type Static } from '@shared/api/schema.ts';
import { MESSAGE_TYPES } from './message-types.ts';

export const MessageTypeField = Type.Enum(MESSAGE_TYPES, { type: 'string' });

const count = Type.Integer({ minimum: 0 });
export const UnreadCounts = Type.Object({ all: count, platform: count, deal: count, market: count, official: count });
export type UnreadCounts = Static<typeof UnreadCounts>;

/** spec §3 `read_status`: 1 means read */
export const ReadStatus = Type.Enum([0, 1], { type: 'integer', [RULE_KEYWORD]: '必须是 0（未读）或 1（已读）' });
export type ReadStatus = Static<typeof ReadStatus>;

/** spec §3 "Notification message"; `content` (the text the message dialog shows) is ours */
export const NotificationMessage = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  subtitle: Type.String(),
  content: Type.String(),
  msg_type: MessageTypeField,
  read_status: ReadStatus,
  /** unix seconds */
  created_at: Type.Integer(),
});
export type NotificationMessage = Static<typeof NotificationMessage>;

export const StreamTicket = Type.Object({
  ticket: Type.String(),
  /** unix seconds */
  exp: Type.Integer(),
});
export type StreamTicket = Static<typeof StreamTicket>;
