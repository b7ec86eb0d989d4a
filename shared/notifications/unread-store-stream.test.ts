import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerResponse } from 'node:http';
import { cleanStores } from 'nanostores';
import { NOTIFICATION_PATHS, type UnreadCounts } from './contract.ts';
import { answer, type SeenRequest } from '@shared/api/testing/scripted-server.ts';
import { useScriptedApi } from '@shared/api/testing/api-harness.ts';
import { api as apiClient } from '@shared/api/default-client.ts';
import { clearSession, saveLogin } from '@shared/session/session.ts';
import { $pushedMessage, $unreadCounts, loadUnreadCounts, reloadUnreadCounts, startUnreadRefresh, UNREAD_REFRESH_MS } from './unread-store.ts';

const api = useScriptedApi();

const counts = (all: number): UnreadCounts => ({ all, platform: all, deal: 0, market: 0, official: 0 });
const unreadRequests = () => api.server.seen.filter((request) => request.path === NOTIFICATION_PATHS.unreadCount);
/** answers every unread_message_count call with the next figure of `figures` (the last one repeats) */
const answerCounts = (...figures: number[]) => {
  let call = 0;
  api.server.handle((_request, response) => answer(response, 200, { result: 'ok', data: counts(figures[Math.min(call++, figures.length - 1)]!) }));
};
/** holds every answer until `release` is called */
const holdAnswers = () => {
  const held: Array<{ request: SeenRequest; response: ServerResponse }> = [];
  api.server.handle((request, response) => void held.push({ request, response }));
  return {
    held,
    release(all: number) {
      for (const { response } of held.splice(0)) answer(response, 200, { result: 'ok', data: counts(all) });
    },
  };
};
/** waits for the server to have seen `n` unread requests (real I/O, while the timers are fake) */
const requestsReach = (n: number) => vi.waitFor(() => expect(unreadRequests()).toHaveLength(n));
/**
 * A call of the test's own through the same client, answered: whatever the store had sent before it has reached
 * the server by then, and whatever had been answered before it has been handled. So "nothing was sent" or
 * "nothing came of that answer" is seen without waiting a fixed time.
 */
const probe = () => apiClient().get('/probe');
/** waits until the `n`th request was answered with `all` and stored */
const storedAfter = async (n: number, all: number) => {
  await vi.waitFor(() => expect($unreadCounts.get()).toEqual(counts(all)));
  expect(unreadRequests()).toHaveLength(n);
};

/** a minimal browser: a window that receives focus and a document whose visibility can change */
function fakeBrowser() {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', doc);
  return {
    win,
    doc,
    focus: () => win.dispatchEvent(new Event('focus')),
    setVisibility(state: DocumentVisibilityState) {
      doc.visibilityState = state;
      doc.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

const stops: Array<() => void> = [];
const start = () => {
  const stop = startUnreadRefresh();
  stops.push(stop);
  return stop;
};

beforeEach(() => {
  $unreadCounts.set(undefined);
});
afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  // let nothing in flight leak into the next test (this hook runs before the harness signs out)
  answerCounts(0);
  await loadUnreadCounts();
  // unmount now, not after nanostores' delay: the next test's sign-in must not count as a change of user here
  cleanStores($unreadCounts);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('loadUnreadCounts', () => {
  it('stores the counts of unread_message_count', async () => {
    answerCounts(5);
    await expect(loadUnreadCounts()).resolves.toEqual(counts(5));
    expect($unreadCounts.get()).toEqual(counts(5));
    expect(unreadRequests()).toHaveLength(1);
    expect(unreadRequests()[0]!.headers.authorization).toBe('tok-1');
  });

  it('is single flight: concurrent calls share one request and its answer', async () => {
    const server = holdAnswers();
    const first = loadUnreadCounts();
    const second = loadUnreadCounts();
    const third = loadUnreadCounts();
    expect(second).toBe(first);
    expect(third).toBe(first);
    await requestsReach(1);
    server.release(7);
    await expect(Promise.all([first, second, third])).resolves.toEqual([counts(7), counts(7), counts(7)]);
    expect(unreadRequests()).toHaveLength(1);
    // once settled, the next call asks again
    answerCounts(8);
    await expect(loadUnreadCounts()).resolves.toEqual(counts(8));
    expect(unreadRequests()).toHaveLength(2);
  });

  it('keeps the previous value when a call fails, and resolves', async () => {
    answerCounts(3);
    await loadUnreadCounts();
    api.server.handle((_request, response) => answer(response, 500, { result: 'fail', code: 500, message: 'boom' }));
    await expect(loadUnreadCounts()).resolves.toEqual(counts(3));
    api.server.handle((_request, response) => void response.socket?.destroy());
    await expect(loadUnreadCounts()).resolves.toEqual(counts(3));
    expect($unreadCounts.get()).toEqual(counts(3));
    expect(unreadRequests()).toHaveLength(3);
  });

  it('asks nothing without a session', async () => {
    clearSession();
    await expect(loadUnreadCounts()).resolves.toBeUndefined();
    expect(unreadRequests()).toHaveLength(0);
  });

  it("drops an answer that arrives after the user changed, forgets the old user's counts and asks for the new user's", async () => {
    const unsubscribe = $unreadCounts.subscribe(() => undefined);
    try {
      answerCounts(4);
      await loadUnreadCounts();
      const server = holdAnswers();
      const late = loadUnreadCounts();
      await requestsReach(2);
      saveLogin({
        token: { id: 'tok-2', exp: Math.floor(Date.now() / 1000) + 3600 },
        refresh_token: { id: 'ref-2', exp: Math.floor(Date.now() / 1000) + 86400 },
        user: { id: 8, nickname: 'm', avatar: '', uid: 'u8', uuid: 'main_8' },
      });
      expect($unreadCounts.get()).toBeUndefined();
      // a sign-in in another tab: the new user's counts are asked for at once, with the new token
      await requestsReach(3);
      expect(unreadRequests()[2]!.headers.authorization).toBe('tok-2');
      const [first] = server.held.splice(0, 1);
      answer(first!.response, 200, { result: 'ok', data: counts(9) });
      await late;
      expect($unreadCounts.get()).toBeUndefined(); // the old user's late answer is dropped
      server.release(2);
      await vi.waitFor(() => expect($unreadCounts.get()).toEqual(counts(2)));
    } finally {
      unsubscribe();
    }
  });
});

describe('startUnreadRefresh', () => {
  beforeEach(() => {
    // Only the interval clock is faked: the HTTP stack below the client (the client's time-out, undici's
    // connection timers) keeps real timeouts, so requests to the scripted server still complete and
    // `vi.getTimerCount()` counts the store's timers alone.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });

  it('reloads every 60 s while the page is visible', async () => {
    fakeBrowser();
    answerCounts(1, 2, 3);
    start();
    expect(unreadRequests()).toHaveLength(0); // the bell loads on mount; the refresh only keeps it fresh
    vi.advanceTimersByTime(UNREAD_REFRESH_MS - 1);
    expect(unreadRequests()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    await storedAfter(1, 1);
    vi.advanceTimersByTime(UNREAD_REFRESH_MS);
    await storedAfter(2, 2);
  });

  it('reloads when the window regains focus', async () => {
    const browser = fakeBrowser();
    answerCounts(6);
    start();
    browser.focus();
    await storedAfter(1, 6);
  });

  it('stops the timer while the page is hidden and reloads when it becomes visible again', async () => {
    const browser = fakeBrowser();
    answerCounts(1, 2);
    start();
    browser.setVisibility('hidden');
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5 * UNREAD_REFRESH_MS);
    browser.focus(); // focus without visibility does not count either
    expect(unreadRequests()).toHaveLength(0);
    browser.setVisibility('visible');
    await storedAfter(1, 1);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('is reference-counted: several users share one timer and one set of listeners, and the last stop removes them', async () => {
    const browser = fakeBrowser();
    const added = vi.spyOn(browser.win, 'addEventListener');
    const removed = vi.spyOn(browser.win, 'removeEventListener');
    const docAdded = vi.spyOn(browser.doc, 'addEventListener');
    const docRemoved = vi.spyOn(browser.doc, 'removeEventListener');
    answerCounts(1, 2, 3);

    const stopFirst = start();
    const stopSecond = start();
    expect(vi.getTimerCount()).toBe(1);
    expect(added).toHaveBeenCalledTimes(1);
    expect(docAdded).toHaveBeenCalledTimes(1);

    // one focus, one request, however many bells
    browser.focus();
    await storedAfter(1, 1);

    stopFirst();
    stopFirst(); // a stop function acts once
    expect(vi.getTimerCount()).toBe(1);
    expect(removed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(UNREAD_REFRESH_MS);
    await storedAfter(2, 2);

    stopSecond();
    expect(vi.getTimerCount()).toBe(0);
    expect(removed).toHaveBeenCalledWith('focus', expect.any(Function));
    expect(docRemoved).toHaveBeenCalledWith('visibilitychange', expect.any(Function));
    expect(removed.mock.calls[0]![1]).toBe(added.mock.calls[0]![1]);
    expect(docRemoved.mock.calls[0]![1]).toBe(docAdded.mock.calls[0]![1]);
    browser.focus();
    browser.setVisibility('hidden');
    browser.setVisibility('visible');
    vi.advanceTimersByTime(3 * UNREAD_REFRESH_MS);
    expect(unreadRequests()).toHaveLength(2);

    // and a later start begins afresh
    start();
    expect(vi.getTimerCount()).toBe(1);
    expect(added).toHaveBeenCalledTimes(2);
  });

  it('works without a window or document (server-side rendering, workers): only the timer runs', async () => {
    vi.stubGlobal('window', undefined);
    vi.stubGlobal('document', undefined);
    answerCounts(2);
    const stop = start();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(UNREAD_REFRESH_MS);
    await storedAfter(1, 2);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});

/** An EventSource the tests drive: they open it, send it events and break it. */
class FakeEventSource extends EventTarget {
  static made: FakeEventSource[] = [];
  readyState = 0;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeEventSource.made.push(this);
  }
  /** the server answered 200 */
  open() {
    this.readyState = 1;
  }
  send(name: string, data: unknown) {
    if (this.readyState !== 2) this.dispatchEvent(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
  fail() {
    this.readyState = 0;
    this.onerror?.(new Event('error'));
  }
  close() {
    this.readyState = 2;
  }
}

describe('the event stream (beyond the spec: live counts)', () => {
  let tickets = 0;
  const ticketRequests = () => api.server.seen.filter((request) => request.path === NOTIFICATION_PATHS.streamTicket);
  /** answers tickets `t1`, `t2`, ... and the counts with `all` */
  const answerTicketsAndCounts = (all: number) =>
    api.server.handle((request, response) => {
      if (request.path === NOTIFICATION_PATHS.streamTicket) answer(response, 200, { result: 'ok', data: { ticket: `t${++tickets}`, exp: 0 } });
      else answer(response, 200, { result: 'ok', data: counts(all) });
    });
  const sources = () => FakeEventSource.made;
  const live = () => sources().filter((source) => source.readyState !== 2);

  beforeEach(() => {
    tickets = 0;
    FakeEventSource.made = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });

  it('one stream for all bells, opened with a ticket; its events set the counts and announce messages; the last stop closes it', async () => {
    fakeBrowser();
    answerTicketsAndCounts(1);
    const stopFirst = start();
    const stopSecond = start();
    await vi.waitFor(() => expect(sources()).toHaveLength(1));
    expect(ticketRequests()).toHaveLength(1);
    expect(ticketRequests()[0]!.method).toBe('POST');
    expect(ticketRequests()[0]!.headers.authorization).toBe('tok-1');
    const url = new URL(sources()[0]!.url);
    expect(url.pathname).toBe(NOTIFICATION_PATHS.stream);
    expect(url.searchParams.get('ticket')).toBe('t1');
    expect(url.searchParams.get('u')).toBe('7');
    // the token never goes into the address
    expect(sources()[0]!.url).not.toContain('tok-1');

    const source = sources()[0]!;
    source.open();
    source.send('unread', counts(12));
    expect($unreadCounts.get()).toEqual(counts(12));
    const message = { id: 5, title: '新订单', subtitle: '', content: '', msg_type: 'deal', read_status: 0, created_at: 1 };
    source.send('message', message);
    expect($pushedMessage.get()).toEqual(message);

    stopFirst();
    expect(live()).toHaveLength(1);
    stopSecond();
    expect(live()).toHaveLength(0);
    source.send('unread', counts(13));
    expect($unreadCounts.get()).toEqual(counts(12));
  });

  it('while the stream is live the minute ticks ask nothing; after an error the next tick loads the counts and opens a new stream', async () => {
    fakeBrowser();
    answerTicketsAndCounts(4);
    start();
    await vi.waitFor(() => expect(sources()).toHaveLength(1));
    sources()[0]!.open();
    vi.advanceTimersByTime(3 * UNREAD_REFRESH_MS);
    await probe();
    expect(unreadRequests()).toHaveLength(0);

    sources()[0]!.fail();
    expect(sources()[0]!.readyState).toBe(2); // closed by us, not left to the browser's reconnection
    await probe();
    expect(unreadRequests()).toHaveLength(0);
    expect(ticketRequests()).toHaveLength(1);
    expect(sources()).toHaveLength(1);
    vi.advanceTimersByTime(UNREAD_REFRESH_MS);
    await storedAfter(1, 4);
    await vi.waitFor(() => expect(sources()).toHaveLength(2));
    expect(new URL(sources()[1]!.url).searchParams.get('ticket')).toBe('t2');
  });

  it("closes a user's stream when another signs in, and opens the new user's", async () => {
    fakeBrowser();
    answerTicketsAndCounts(1);
    start();
    await vi.waitFor(() => expect(sources()).toHaveLength(1));
    saveLogin({
      token: { id: 'tok-2', exp: Math.floor(Date.now() / 1000) + 3600 },
      refresh_token: { id: 'ref-2', exp: Math.floor(Date.now() / 1000) + 86400 },
      user: { id: 8, nickname: 'm', avatar: '', uid: 'u8', uuid: 'main_8' },
    });
    expect(sources()[0]!.readyState).toBe(2);
    await vi.waitFor(() => expect(sources()).toHaveLength(2));
    expect(ticketRequests()[1]!.headers.authorization).toBe('tok-2');
    expect(new URL(sources()[1]!.url).searchParams.get('u')).toBe('8');
    sources()[0]!.send('unread', counts(50));
    expect($unreadCounts.get()).not.toEqual(counts(50));
  });

  it('a ticket that arrives after the last stop opens nothing; a refused ticket leaves the polling on', async () => {
    fakeBrowser();
    const held: Array<() => void> = [];
    api.server.handle((request, response) => {
      if (request.path === NOTIFICATION_PATHS.streamTicket) held.push(() => answer(response, 200, { result: 'ok', data: { ticket: 'late', exp: 0 } }));
      else answer(response, 200, { result: 'ok', data: counts(2) });
    });
    const stop = start();
    await vi.waitFor(() => expect(held).toHaveLength(1));
    stop();
    held[0]!();
    await probe();
    expect(sources()).toHaveLength(0);

    api.server.handle((request, response) => {
      if (request.path === NOTIFICATION_PATHS.streamTicket) answer(response, 404, { result: 'fail', code: 40400, message: '接口不存在' });
      else answer(response, 200, { result: 'ok', data: counts(3) });
    });
    start();
    await vi.waitFor(() => expect(ticketRequests()).toHaveLength(2));
    vi.advanceTimersByTime(UNREAD_REFRESH_MS);
    await storedAfter(1, 3);
    await vi.waitFor(() => expect(ticketRequests()).toHaveLength(3));
    expect(sources()).toHaveLength(0);
  });

  it('opens no stream while the browser is offline', async () => {
    fakeBrowser();
    vi.stubGlobal('navigator', { onLine: false });
    answerTicketsAndCounts(1);
    start();
    vi.advanceTimersByTime(UNREAD_REFRESH_MS);
    await storedAfter(1, 1);
    expect(ticketRequests()).toHaveLength(0);
  });
});

describe('reloadUnreadCounts', () => {
  it('asks again after a request that was under way, so that the answer is from after the change', async () => {
    const server = holdAnswers();
    const before = loadUnreadCounts();
    await requestsReach(1);
    const after = reloadUnreadCounts();
    server.release(5);
    await before;
    await requestsReach(2);
    server.release(4);
    await expect(after).resolves.toEqual(counts(4));
  });
});
