import { atom, type ReadableAtom } from 'nanostores';
import { isApiError } from '@shared/api/errors.ts';
import { fetchMessages, setAllMessagesRead, setMessageRead } from './client.ts';
import { MESSAGE_PAGE_SIZE, type MessageType, type NotificationMessage, type ReadStatus } from './contract.ts';
import { askConfirm, showToast } from '@shared/feedback.ts';
import { t } from '@shared/i18n/i18n.ts';
import { $pushedMessage, reloadUnreadCounts } from './unread-store.ts';

/**
 * The message list of the notification drawer (spec §2 "Notification drawer", §4 "Notifications", §9): a tab per
 * message type, a read filter, pages of 10 appended as the teacher scrolls, reading one message and reading all
 * after confirmation. After every read action the unread counts are loaded afresh, so the badge is the server's.
 */

export type ReadFilter = 'all' | 'unread' | 'read';
export const READ_FILTERS: readonly ReadFilter[] = ['all', 'unread', 'read'];
const READ_STATUS: Record<ReadFilter, ReadStatus | undefined> = { all: undefined, unread: 0, read: 1 };

type MessageListState = {
  type: MessageType;
  filter: ReadFilter;
  rows: readonly NotificationMessage[];
  totalCount: number;
  loading: boolean;
  /** the message of the last failed load, cleared by the next good one */
  error?: string;
  /** every message of the tab and filter is in `rows` */
  ended: boolean;
};

export type MessageList = {
  $state: ReadableAtom<MessageListState>;
  /** the first page again */
  load(): Promise<void>;
  /** the next page, appended; nothing while a load is under way or at the end */
  loadMore(): Promise<void>;
  setType(type: MessageType): Promise<void>;
  setFilter(filter: ReadFilter): Promise<void>;
  /** spec §2 'I have read': false when the server refused */
  markRead(id: number): Promise<boolean>;
  /** spec §4/§8: asks 'confirm you have read all messages?' first; false when cancelled or refused */
  markAllRead(): Promise<boolean>;
  destroy(): void;
};

export function createMessageList(options: { type?: MessageType; filter?: ReadFilter } = {}): MessageList {
  const $state = atom<MessageListState>({
    type: options.type ?? 'platform',
    filter: options.filter ?? 'all',
    rows: [],
    totalCount: 0,
    loading: false,
    ended: false,
  });
  /**
   * How many of the server's rows (for the tab and filter, newest first) come before the first row not yet shown.
   * Pages are asked for by number, so this follows what moved since: a message pushed on top adds one, a message
   * read under the 'unread' filter leaves the server's set (it stays on screen, marked read) and takes one away.
   */
  let offset = 0;
  let latest = 0;
  let destroyed = false;

  const patch = (next: Partial<MessageListState>) => {
    if (!destroyed) $state.set({ ...$state.get(), ...next });
  };

  const matches = (message: NotificationMessage) => {
    const { type, filter } = $state.get();
    const status = READ_STATUS[filter];
    return message.msg_type === type && (status === undefined || message.read_status === status);
  };

  async function fetchPage(page: number, reset: boolean): Promise<void> {
    const mine = ++latest;
    const { type, filter } = $state.get();
    patch({ loading: true, ...(reset ? { rows: [], totalCount: 0, ended: false, error: undefined } : {}) });
    try {
      const answer = await fetchMessages({ page, pageSize: MESSAGE_PAGE_SIZE, msgType: type, readStatus: READ_STATUS[filter] });
      if (mine !== latest || destroyed) return; // a newer load owns the state
      const rows = reset ? [] : [...$state.get().rows];
      const shown = new Set(rows.map((row) => row.id));
      for (const row of answer.rows) if (!shown.has(row.id)) rows.push(row);
      offset = (page - 1) * MESSAGE_PAGE_SIZE + answer.rows.length;
      patch({
        rows,
        totalCount: answer.totalCount,
        loading: false,
        error: undefined,
        ended: answer.rows.length < MESSAGE_PAGE_SIZE || offset >= answer.totalCount,
      });
    } catch (error) {
      if (mine !== latest || destroyed) return;
      patch({ loading: false, error: error instanceof Error ? error.message : String(error) });
    }
  }

  const load = () => fetchPage(1, true);

  function loadMore(): Promise<void> {
    const state = $state.get();
    if (state.loading || state.ended || state.error) return Promise.resolve();
    return fetchPage(Math.floor(offset / MESSAGE_PAGE_SIZE) + 1, false);
  }

  // beyond the spec: a message the event stream announces shows at the top of a list it belongs in
  const stopPushed = $pushedMessage.listen((message) => {
    const state = $state.get();
    if (!message || !matches(message) || state.rows.some((row) => row.id === message.id)) return;
    offset += 1;
    patch({ rows: [message, ...state.rows], totalCount: state.totalCount + 1 });
  });

  /** '操作失败' for a refusal (spec §8, in a success style as for the other updates); network errors have their own. */
  const reportFailure = (error: unknown) => {
    if (isApiError(error) && error.kind === 'fail') showToast(t('common.failed'), { kind: 'success' });
  };

  async function markRead(id: number): Promise<boolean> {
    let done = true;
    try {
      await setMessageRead(id);
      const state = $state.get();
      const row = state.rows.find((candidate) => candidate.id === id);
      if (row && row.read_status === 0) {
        if (state.filter === 'unread') offset -= 1;
        patch({ rows: state.rows.map((candidate) => (candidate.id === id ? { ...candidate, read_status: 1 } : candidate)) });
      }
    } catch (error) {
      reportFailure(error);
      done = false;
    }
    await reloadUnreadCounts();
    return done;
  }

  async function markAllRead(): Promise<boolean> {
    const ok = await askConfirm({ title: t('notification.markAllRead'), message: t('notification.readAllConfirm') });
    if (!ok || destroyed) return false;
    let done = true;
    try {
      await setAllMessagesRead();
    } catch (error) {
      reportFailure(error);
      done = false;
    }
    await Promise.all([load(), reloadUnreadCounts()]);
    return done;
  }

  return {
    $state,
    load,
    loadMore,
    setType(type) {
      patch({ type });
      return load();
    },
    setFilter(filter) {
      patch({ filter });
      return load();
    },
    markRead,
    markAllRead,
    destroy() {
      destroyed = true;
      stopPushed();
    },
  };
}
