import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { ServerResponse } from 'node:http';
import { cleanStores } from 'nanostores';
import { NOTIFICATION_PATHS, type UnreadCounts } from '../contract.ts';
import { answer, type SeenRequest } from '@shared/api/testing/scripted-server.ts';
import { useScriptedApi } from '@shared/api/testing/api-harness.ts';
import { api as apiClient } from '@shared/api/default-client.ts';
import { $unreadCounts, loadUnreadCounts, startUnreadRefresh } from '../unread-store.ts';

/** What the unread store's tests (unread-store-*.test.ts) share: the scripted API and the ways to drive and read it. */

export const counts = (all: number): UnreadCounts => ({ all, platform: all, deal: 0, market: 0, official: 0 });

/** a minimal browser: a window that receives focus and a document whose visibility can change */
export function fakeBrowser() {
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

/**
 * The scripted API of api-harness.ts for the unread store. Before each test the counts are forgotten; after it every
 * refresh `start`ed is stopped, nothing in flight is left to leak into the next test, and the store is unmounted.
 */
export function useUnreadApi() {
  const api = useScriptedApi();
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
    // let nothing in flight leak into the next test (this hook runs before api-harness.ts signs out)
    answerCounts(0);
    await loadUnreadCounts();
    // unmount now, not after nanostores' delay: the next test's sign-in must not count as a change of user here
    cleanStores($unreadCounts);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  return { api, unreadRequests, answerCounts, holdAnswers, requestsReach, probe, storedAfter, start };
}
