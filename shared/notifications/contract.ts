/** The notification centre's contract (spec §3 Notification message, §7 shell calls): types, paths, sizes. */
import { CHANNEL } from '@shared/api/paths.ts';
import type { Page } from '@shared/api/types.ts';

export type MessageType = 'platform' | 'deal' | 'market' | 'official';

export const MESSAGE_TYPES: readonly MessageType[] = ['platform', 'deal', 'market', 'official'];

export type UnreadCounts = Record<MessageType | 'all', number>;

/** spec §3 `read_status`: 1 means read */
export type ReadStatus = 0 | 1;

/** spec §3 "Notification message"; `content` (the text the message dialog shows) is ours */
export type NotificationMessage = {
  id: number;
  title: string;
  subtitle: string;
  content: string;
  msg_type: MessageType;
  read_status: ReadStatus;
  /** unix seconds */
  created_at: number;
};

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

export type StreamTicket = { ticket: string; /** unix seconds */ exp: number };
