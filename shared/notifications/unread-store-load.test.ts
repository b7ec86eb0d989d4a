import { describe, expect, it, vi } from 'vitest';
import { answer } from '@shared/api/testing/scripted-server.ts';
import { clearSession, saveLogin } from '@shared/session/session.ts';
import { $unreadCounts, loadUnreadCounts, reloadUnreadCounts } from './unread-store.ts';
import { counts, useUnreadApi } from './testing/unread-harness.ts';

const { api, unreadRequests, answerCounts, holdAnswers, requestsReach } = useUnreadApi();

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
