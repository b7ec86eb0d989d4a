import { $config } from '@shared/config.ts';
import { $user } from '@shared/session/session.ts';
import { api } from './account.ts';
import { buildUrl } from './http.ts';
import { stripEmpty } from './params.ts';
import { CHANNEL } from './paths.ts';

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
  /** GET ?ticket=: server-sent events `unread` and `message` (ours) */
  stream: `/api/v3/column_hybrid/${CHANNEL}/message_stream`,
  /** POST a message to the caller's own account; only with LECTERN_DEV_ROUTES=1 (ours, for demos and tests) */
  devCreate: `/api/v3/column_hybrid/${CHANNEL}/message_create`,
} as const;

/** The events of the message stream: `unread` carries UnreadCounts, `message` a new NotificationMessage. */
export const STREAM_EVENTS = { unread: 'unread', message: 'message' } as const;

export type MessageListQuery = {
  page: number;
  pageSize?: number;
  msgType?: MessageType;
  /** absent: read and unread */
  readStatus?: ReadStatus;
};

export type MessagePage = { rows: NotificationMessage[]; totalCount: number };

const NO_COUNTS: UnreadCounts = { all: 0, platform: 0, deal: 0, market: 0, official: 0 };

/** GET unread_message_count (spec §7 Shell calls): data {all, deal, market, official, platform}. */
export async function fetchUnreadCounts(): Promise<UnreadCounts> {
  const answer = await api().get<UnreadCounts>(NOTIFICATION_PATHS.unreadCount);
  return answer.data ?? { ...NO_COUNTS };
}

/** GET message_list (spec §7): one page of the signed-in teacher's messages, newest first. */
export async function fetchMessages(query: MessageListQuery): Promise<MessagePage> {
  const answer = await api().get(NOTIFICATION_PATHS.messageList, {
    page: query.page,
    pageSize: query.pageSize ?? MESSAGE_PAGE_SIZE,
    msgType: query.msgType,
    readStatus: query.readStatus,
    user_id: $user.get()?.id,
  });
  const rows = (answer.rows ?? []) as NotificationMessage[];
  return { rows, totalCount: answer.totalCount ?? rows.length };
}

/** POST message_setread (spec §7). */
export async function setMessageRead(messageId: number): Promise<void> {
  await api().postForm(NOTIFICATION_PATHS.setRead, { messageId });
}

/** POST message_setread_all (spec §7): every message, or those of one type. */
export async function setAllMessagesRead(msgType?: MessageType): Promise<void> {
  await api().postForm(NOTIFICATION_PATHS.setReadAll, { msgType });
}

export type StreamTicket = { ticket: string; /** unix seconds */ exp: number };

/** POST message_stream_ticket: a ticket that opens the event stream once, within a minute. */
export async function fetchStreamTicket(): Promise<StreamTicket> {
  const answer = await api().postForm<StreamTicket>(NOTIFICATION_PATHS.streamTicket);
  if (!answer.data?.ticket) throw new Error('no stream ticket');
  return answer.data;
}

/** The event stream's address for a ticket, with the query parameters every call carries (spec §7). */
export function messageStreamUrl(ticket: string): string {
  const config = $config.get();
  return buildUrl(config.apiBase, NOTIFICATION_PATHS.stream, stripEmpty({ ticket, app: config.app, appid: config.appid, u: $user.get()?.id }));
}
