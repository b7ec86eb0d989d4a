import { api } from './account.ts';
import { CHANNEL } from './paths.ts';

export type MessageType = 'platform' | 'deal' | 'market' | 'official';
export const MESSAGE_TYPES: readonly MessageType[] = ['platform', 'deal', 'market', 'official'];

export type UnreadCounts = Record<MessageType | 'all', number>;

export const NOTIFICATION_PATHS = {
  unreadCount: `/api/v3/column_hybrid/${CHANNEL}/unread_message_count`,
} as const;

/** GET unread_message_count (spec §7 Shell calls): data {all, deal, market, official, platform}. */
export async function fetchUnreadCounts(): Promise<UnreadCounts> {
  const answer = await api().get<UnreadCounts>(NOTIFICATION_PATHS.unreadCount);
  return answer.data ?? { all: 0, platform: 0, deal: 0, market: 0, official: 0 };
}
