/** The notification centre's contract (spec §3 Notification message, §7 shell calls): types, paths, sizes. */
import { CHANNEL } from '@shared/api/paths.ts';
import type { Page } from '@shared/api/types.ts';
import type { MessageType } from './message-types.ts';
import type { NotificationMessage, ReadStatus } from './types.ts';

export { MESSAGE_TYPES, type MessageType } from './message-types.ts';
export type { NotificationMessage, ReadStatus, StreamTicket, UnreadCounts } from './types.ts';

/** spec §9: notification page size 10 */
export const MESSAGE_PAGE_SIZE = 10;

/** the largest page the server gives (ours) */
export const MESSAGE_PAGE_SIZE_MAX = 50;

export const NOTIFICATION_PATHS = {
  unreadCount: `/api/v3/column_hybrid/${CHANNEL}/unread_message_count`,
  /** GET page, pageSize, msgType, status or readStatus, user_id or userId (spec §7) */
  messageList: `/api/v3/column_hybrid/${CHANNEL}/message_list`,
  /** POST messageId (spec §7) */
  setRead: `/api/v3/column_hybrid/${CHANNEL}/message_setread`,
  /** POST, optional msgType (spec §7; the type filter is ours) */
  setReadAll: `/api/v3/column_hybrid/${CHANNEL}/message_setread_all`,
  /** POST: a single-use ticket for the event stream (ours) */
  streamTicket: `/api/v3/column_hybrid/${CHANNEL}/message_stream_ticket`,
  /** GET ?ticket=: server-sent events `unread`, `message` and `material` (ours) */
  stream: `/api/v3/column_hybrid/${CHANNEL}/message_stream`,
  /** POST a message to the caller's own account; only with LECTERN_DEV_ROUTES=1 (ours, for demos and tests) */
  devCreate: `/api/v3/column_hybrid/${CHANNEL}/message_create`,
} as const;

/**
 * The events of the account's stream: `unread` carries UnreadCounts, `message` a new NotificationMessage,
 * `material` a MaterialProcessed (shared/materials/types.ts: an audio or video finished processing).
 */
export const STREAM_EVENTS = { unread: 'unread', message: 'message', material: 'material' } as const;

export type MessageListQuery = {
  page: number;
  pageSize?: number;
  msgType?: MessageType;
  /** absent: read and unread */
  readStatus?: ReadStatus;
};

export type MessagePage = Page<NotificationMessage>;

