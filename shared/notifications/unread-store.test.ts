import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerResponse } from 'node:http';
import { cleanStores } from 'nanostores';
import { NOTIFICATION_PATHS, type UnreadCounts } from '../api/notifications.ts';
import { answer, type SeenRequest } from '../api/testing/scripted-server.ts';
import { useScriptedApi } from '../api/testing/api-harness.ts';
import { clearSession, saveLogin } from '../session/session.ts';
import { $unreadCounts, loadUnreadCounts, startUnreadRefresh, UNREAD_REFRESH_MS } from './unread-store.ts';

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
