import { $config } from '@shared/config.ts';
import { $user } from '@shared/session/session.ts';
import { api } from '@shared/account/client.ts';
import { buildUrl } from '@shared/api/url.ts';
import { sessionQuery } from '@shared/api/decorate.ts';
import { MESSAGE_PAGE_SIZE, type MessageListQuery, type MessagePage, type MessageType, NOTIFICATION_PATHS, type NotificationMessage, type StreamTicket, type UnreadCounts } from './contract.ts';

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

/** POST message_stream_ticket: a ticket that opens the event stream once, within a minute. */
export async function fetchStreamTicket(): Promise<StreamTicket> {
  const answer = await api().postForm<StreamTicket>(NOTIFICATION_PATHS.streamTicket);
  if (!answer.data?.ticket) throw new Error('no stream ticket');
  return answer.data;
}

/** The event stream's address for a ticket, with the query parameters every call carries (spec §7). */
export function messageStreamUrl(ticket: string): string {
  return buildUrl($config.get().apiBase, NOTIFICATION_PATHS.stream, sessionQuery({ ticket }));
}
