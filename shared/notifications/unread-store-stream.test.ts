import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_PATHS } from './contract.ts';
import { answer } from '@shared/api/testing/scripted-server.ts';
import { saveLogin } from '@shared/session/session.ts';
import { $pushedMessage, $unreadCounts, UNREAD_REFRESH_MS } from './unread-store.ts';
import { listenToStream } from './stream-listeners.ts';
import { counts, fakeBrowser, useUnreadApi } from './testing/unread-harness.ts';

const { api, unreadRequests, probe, storedAfter, start } = useUnreadApi();

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

  it("hands another area's events to its listeners, whether they listen before or after the stream opened, until they stop", async () => {
    fakeBrowser();
    answerTicketsAndCounts(0);
    const early: string[] = [];
    const stopEarly = listenToStream('material', (data) => early.push(data));
    const stop = start();
    await vi.waitFor(() => expect(sources()).toHaveLength(1));
    const late: string[] = [];
    const stopLate = listenToStream('material', (data) => late.push(data));
    const source = sources()[0]!;
    source.open();
    source.send('material', { id: 3, kind: 'video', status: 2 });
    expect(early).toEqual(['{"id":3,"kind":"video","status":2}']);
    expect(late).toEqual(early);
    stopEarly();
    source.send('material', { id: 4, kind: 'audio', status: 2 });
    expect(early).toHaveLength(1);
    expect(late).toHaveLength(2);
    // a closed stream hands nothing on
    stop();
    source.send('material', { id: 5, kind: 'audio', status: 2 });
    expect(late).toHaveLength(2);
    stopLate();
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
