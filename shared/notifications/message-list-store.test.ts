import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanStores } from 'nanostores';
import { NOTIFICATION_PATHS, type MessageType, type NotificationMessage, type UnreadCounts } from './contract.ts';
import { useScriptedApi } from '@shared/api/testing/api-harness.ts';
import { answer, gate, type SeenRequest } from '@shared/api/testing/scripted-server.ts';
import { $confirmRequest, $toasts, answerConfirm } from '@shared/feedback.ts';
import { createMessageList, type MessageList } from './message-list-store.ts';
import { $pushedMessage, $unreadCounts } from './unread-store.ts';

const api = useScriptedApi();

/**
 * The server of these tests keeps messages like the reference server: newest first, filtered by type and read status,
 * paged; setread and setread_all change them; unread_message_count counts them.
 */
let messages: NotificationMessage[] = [];
let nextId = 1;
/** holds the answer to a request back until the promise it gives settles */
let holdBack: (request: SeenRequest) => Promise<unknown> | undefined = () => undefined;
let refuse: string | undefined;

function add(type: MessageType, n: number, read: 0 | 1 = 0): NotificationMessage[] {
  const made: NotificationMessage[] = [];
  for (let i = 0; i < n; i++) {
    const id = nextId++;
    const message: NotificationMessage = { id, title: `m${id}`, subtitle: '', content: '', msg_type: type, read_status: read, created_at: id };
    messages.unshift(message); // newest first
    made.push(message);
  }
  return made;
}

function countsNow(): UnreadCounts {
  const counts: UnreadCounts = { all: 0, platform: 0, deal: 0, market: 0, official: 0 };
  for (const message of messages) if (message.read_status === 0) {
    counts[message.msg_type] += 1;
    counts.all += 1;
  }
  return counts;
}

function reply(request: SeenRequest): unknown {
  if (refuse === request.path) return { result: 'fail', code: 40400, message: '消息不存在' };
  const form = new URLSearchParams(request.body);
  switch (request.path) {
    case NOTIFICATION_PATHS.messageList: {
      const q = request.query;
      const matching = messages.filter(
        (m) => (!q.get('msgType') || m.msg_type === q.get('msgType')) && (!q.has('readStatus') || m.read_status === Number(q.get('readStatus'))),
      );
      const page = Number(q.get('page'));
      const size = Number(q.get('pageSize'));
      return { result: 'ok', rows: matching.slice((page - 1) * size, page * size), totalCount: matching.length };
    }
    case NOTIFICATION_PATHS.setRead:
      for (const m of messages) if (m.id === Number(form.get('messageId'))) m.read_status = 1;
      return { result: 'ok' };
    case NOTIFICATION_PATHS.setReadAll:
      for (const m of messages) if (!form.get('msgType') || m.msg_type === form.get('msgType')) m.read_status = 1;
      return { result: 'ok' };
    case NOTIFICATION_PATHS.unreadCount:
      return { result: 'ok', data: countsNow() };
    default:
      return { result: 'fail', code: 40400, message: '接口不存在' };
  }
}

const requestsTo = (path: string) => api.server.seen.filter((request) => request.path === path);
const listRequests = () => requestsTo(NOTIFICATION_PATHS.messageList).map((request) => Object.fromEntries(request.query));
const ids = (list: MessageList) => list.$state.get().rows.map((row) => row.id);

const lists: MessageList[] = [];
function make(options?: Parameters<typeof createMessageList>[0]): MessageList {
  const list = createMessageList(options);
  lists.push(list);
  return list;
}

beforeEach(() => {
  messages = [];
  nextId = 1;
  holdBack = () => undefined;
  refuse = undefined;
  $unreadCounts.set(undefined);
  api.server.handle(async (request, response) => {
    const body = reply(request);
    await holdBack(request);
    answer(response, (body as { result: string }).result === 'ok' ? 200 : 404, body);
  });
});
afterEach(() => {
  for (const list of lists.splice(0)) list.destroy();
  $pushedMessage.set(undefined);
  cleanStores($unreadCounts);
});

describe('message list of the drawer', () => {
  it("loads the tab's first 10 messages with the spec's parameters (spec §7, §9)", async () => {
    add('platform', 12);
    add('deal', 3);
    const list = make();
    await list.load();
    const state = list.$state.get();
    expect(state).toMatchObject({ type: 'platform', filter: 'all', totalCount: 12, loading: false, ended: false });
    expect(ids(list)).toEqual(messages.filter((m) => m.msg_type === 'platform').slice(0, 10).map((m) => m.id));
    expect(listRequests()).toEqual([{ page: '1', pageSize: '10', msgType: 'platform', user_id: '7', app: 'lectern', appid: 'console', u: '7' }]);
  });

  it('appends the next pages, each once, until every message is shown', async () => {
    add('deal', 25);
    const list = make({ type: 'deal' });
    await list.load();
    await list.loadMore();
    expect(ids(list)).toHaveLength(20);
    expect(list.$state.get().ended).toBe(false);
    await list.loadMore();
    expect(ids(list)).toEqual(messages.map((m) => m.id));
    expect(list.$state.get().ended).toBe(true);
    await list.loadMore();
    expect(listRequests().map((q) => q.page)).toEqual(['1', '2', '3']);
  });

  it('asks for one next page however often the end of the list is reached while it loads', async () => {
    add('deal', 25);
    const list = make({ type: 'deal' });
    await list.load();
    const nextPage = gate();
    holdBack = () => nextPage.held;
    const asked = Promise.all([list.loadMore(), list.loadMore(), list.loadMore()]);
    nextPage.open();
    await asked;
    expect(listRequests().map((q) => q.page)).toEqual(['1', '2']);
  });

  it('starts again at page 1 on another tab or read filter, and drops the answer for the previous one', async () => {
    add('platform', 3);
    add('market', 4, 1);
    add('market', 2, 0);
    const list = make();
    await list.load();
    const official = gate();
    holdBack = (request) => (request.query.get('msgType') === 'official' ? official.held : undefined);
    const slow = list.setType('official');
    await list.setType('market');
    official.open(); // the answer for the previous tab arrives last
    await slow;
    expect(list.$state.get().type).toBe('market');
    expect(ids(list)).toEqual(messages.filter((m) => m.msg_type === 'market').map((m) => m.id));

    await list.setFilter('read');
    expect(list.$state.get().rows.every((row) => row.read_status === 1 && row.msg_type === 'market')).toBe(true);
    expect(ids(list)).toHaveLength(4);
    await list.setFilter('unread');
    expect(ids(list)).toHaveLength(2);
    expect(listRequests().slice(-2).map((q) => [q.page, q.msgType, q.readStatus])).toEqual([
      ['1', 'market', '1'],
      ['1', 'market', '0'],
    ]);
    await list.setFilter('all');
    expect(listRequests().at(-1)).not.toHaveProperty('readStatus');
  });

  it("'I have read' marks the message read on the server and in the list, then the counts are the server's", async () => {
    add('official', 3);
    const list = make({ type: 'official' });
    await list.load();
    $unreadCounts.set({ all: 99, platform: 0, deal: 0, market: 0, official: 99 }); // stale figures
    const target = messages[1]!;
    await expect(list.markRead(target.id)).resolves.toBe(true);
    const setRead = requestsTo(NOTIFICATION_PATHS.setRead);
    expect(setRead).toHaveLength(1);
    expect(new URLSearchParams(setRead[0]!.body).get('messageId')).toBe(String(target.id));
    expect(list.$state.get().rows.find((row) => row.id === target.id)?.read_status).toBe(1);
    expect($unreadCounts.get()).toEqual({ all: 2, platform: 0, deal: 0, market: 0, official: 2 });
    // the count request came after the read
    const paths = api.server.seen.map((request) => request.path);
    expect(paths.lastIndexOf(NOTIFICATION_PATHS.unreadCount)).toBeGreaterThan(paths.indexOf(NOTIFICATION_PATHS.setRead));
  });

  it('under the unread filter, messages read on screen stay there and the next page neither skips nor repeats one', async () => {
    add('deal', 25);
    const list = make({ type: 'deal', filter: 'unread' });
    await list.load();
    for (const id of ids(list).slice(0, 3)) await list.markRead(id);
    for (let page = 0; page < 5 && !list.$state.get().ended; page++) await list.loadMore();
    expect(ids(list)).toEqual(messages.map((m) => m.id));
    expect(list.$state.get().ended).toBe(true);
    // pages of 10 of what is still unread: page 1 again (3 rows moved up into it), then 2 and 3
    expect(listRequests().map((q) => q.page)).toEqual(['1', '1', '2', '3']);
  });

  it('a message the event stream announces shows on top of a list it belongs in, and the next page repeats nothing', async () => {
    add('platform', 15);
    const list = make({ type: 'platform' });
    await list.load();
    const [fresh] = add('platform', 1);
    $pushedMessage.set({ ...fresh! });
    expect(ids(list)[0]).toBe(fresh!.id);
    expect(list.$state.get().totalCount).toBe(16);
    $pushedMessage.set({ ...fresh! }); // announced twice: shown once
    const [other] = add('deal', 1);
    $pushedMessage.set({ ...other! }); // another tab's
    expect(ids(list)).toHaveLength(11);
    await list.loadMore();
    expect(ids(list)).toEqual(messages.filter((m) => m.msg_type === 'platform').map((m) => m.id));
    expect(list.$state.get().ended).toBe(true);

    const readList = make({ type: 'platform', filter: 'read' });
    await readList.load();
    const [third] = add('platform', 1);
    $pushedMessage.set({ ...third! });
    expect(ids(readList)).not.toContain(third!.id);
  });

  it("'mark all read' asks 'confirm you have read all messages?'; cancelling sends nothing", async () => {
    add('deal', 2);
    const list = make({ type: 'deal' });
    await list.load();
    const asked = list.markAllRead();
    await Promise.resolve();
    const request = $confirmRequest.get()!;
    expect(request.message).toBe('确认已阅读全部消息吗？');
    expect(request.title).toBe('全部已读');
    answerConfirm(request.id, false);
    await expect(asked).resolves.toBe(false);
    expect(requestsTo(NOTIFICATION_PATHS.setReadAll)).toHaveLength(0);
  });

  it("confirmed, 'mark all read' reads every message of every type, reloads the list and the counts become 0", async () => {
    add('deal', 12);
    add('platform', 2);
    const list = make({ type: 'deal', filter: 'unread' });
    await list.load();
    await list.loadMore();
    const asked = list.markAllRead();
    await Promise.resolve();
    answerConfirm($confirmRequest.get()!.id, true);
    await expect(asked).resolves.toBe(true);
    const readAll = requestsTo(NOTIFICATION_PATHS.setReadAll);
    expect(readAll).toHaveLength(1);
    expect(new URLSearchParams(readAll[0]!.body).has('msgType')).toBe(false);
    expect(ids(list)).toEqual([]);
    expect(list.$state.get()).toMatchObject({ totalCount: 0, ended: true });
    expect($unreadCounts.get()).toEqual({ all: 0, platform: 0, deal: 0, market: 0, official: 0 });
  });

  it("a refused read says '操作失败' and still loads the server's counts", async () => {
    add('market', 2);
    const list = make({ type: 'market' });
    await list.load();
    refuse = NOTIFICATION_PATHS.setRead;
    await expect(list.markRead(messages[0]!.id)).resolves.toBe(false);
    expect($toasts.get().map((toast) => toast.message)).toEqual(['操作失败']);
    expect(list.$state.get().rows[0]!.read_status).toBe(0);
    expect($unreadCounts.get()).toEqual({ all: 2, platform: 0, deal: 0, market: 2, official: 0 });
  });

  it('a failed load keeps what is shown and says why; the next page waits for a good load', async () => {
    add('platform', 15);
    const list = make();
    await list.load();
    refuse = NOTIFICATION_PATHS.messageList;
    await list.loadMore();
    expect(list.$state.get()).toMatchObject({ loading: false, error: '消息不存在' });
    expect(ids(list)).toHaveLength(10);
    await list.loadMore();
    expect(listRequests()).toHaveLength(2);
    refuse = undefined;
    await list.load();
    expect(list.$state.get().error).toBeUndefined();
  });

  it('after destroy it changes nothing and hears no more announcements', async () => {
    add('platform', 2);
    const list = make();
    await list.load();
    list.destroy();
    const [fresh] = add('platform', 1);
    $pushedMessage.set({ ...fresh! });
    expect(ids(list)).toHaveLength(2);
  });
});
