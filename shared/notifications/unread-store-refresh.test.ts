import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UNREAD_REFRESH_MS } from './unread-store.ts';
import { fakeBrowser, useUnreadApi } from './testing/unread-harness.ts';

const { unreadRequests, answerCounts, storedAfter, start } = useUnreadApi();

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
