import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { $confirmRequest, $toasts } from '@shared/feedback.ts';
import { $locale } from '@shared/i18n/i18n.ts';
import { $modules, $refreshToken, $token, $user, clearSession } from '@shared/session/session.ts';
import type { LoginData } from '@shared/session/types.ts';
import { fail, failure, hangUp, seconds, signIn, useClientHarness, user } from './testing/client-harness.ts';
import { answer } from './testing/scripted-server.ts';

const harness = useClientHarness();
const { client } = harness;

describe('token refresh (spec §4 "Session")', () => {
  function refreshingServer() {
    let refreshes = 0;
    harness.server.handle((request, res) => {
      if (request.path === ACCOUNT_PATHS.refreshToken) {
        refreshes++;
        const pair: Omit<LoginData, 'user'> = {
          token: { id: 'tok-new', exp: seconds() + 3600 },
          refresh_token: { id: 'ref-new', exp: seconds() + 30 * 86400 },
        };
        answer(res, 200, { result: 'ok', data: pair });
      } else answer(res, 200, { result: 'ok' });
    });
    return () => refreshes;
  }

  it('20 concurrent calls with an expired token cause one refresh, then all carry the new token', async () => {
    signIn(seconds() - 10);
    const refreshes = refreshingServer();
    const api = client();
    await Promise.all(Array.from({ length: 20 }, (_, i) => api.get(`/call/${i}`)));
    expect(refreshes()).toBe(1);
    const refresh = harness.server.seen.find((request) => request.path === ACCOUNT_PATHS.refreshToken)!;
    expect(JSON.parse(refresh.body)).toEqual({ refresh_token: 'ref-1' });
    const calls = harness.server.seen.filter((request) => request.path.startsWith('/call/'));
    expect(calls).toHaveLength(20);
    expect(new Set(calls.map((request) => request.headers.authorization))).toEqual(new Set(['tok-new']));
    expect($token.get()?.id).toBe('tok-new');
    expect($refreshToken.get()?.id).toBe('ref-new');
    expect($user.get()).toEqual(user);
  });

  it('also refreshes a token about to expire', async () => {
    signIn(seconds() + 5);
    const refreshes = refreshingServer();
    await client().get('/x');
    expect(refreshes()).toBe(1);
    expect(harness.server.seen.at(-1)!.headers.authorization).toBe('tok-new');
  });

  it('refreshSession rotates the pair on demand', async () => {
    const refreshes = refreshingServer();
    await client().refreshSession();
    expect(refreshes()).toBe(1);
    expect($token.get()?.id).toBe('tok-new');
  });

  it('refresh failure: logs out, toasts the server message for 5000 ms, goes to root, rejects every call', async () => {
    signIn(seconds() - 10);
    harness.server.handle(fail(50012, 'refresh token reused', 401));
    const api = client();
    const errors = await Promise.all([api.get('/a'), api.get('/b'), api.get('/c')].map(failure));
    expect(errors.every((error) => error.code === 50012)).toBe(true);
    expect(harness.server.seen.map((request) => request.path)).toEqual([ACCOUNT_PATHS.refreshToken]);
    expect($token.get()).toBeUndefined();
    expect($refreshToken.get()).toBeUndefined();
    expect($modules.get()).toBeUndefined();
    expect(harness.hooks.goRoot).toHaveBeenCalledTimes(1);
    expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'error', message: 'refresh token reused', duration: 5000 })]);
    expect($confirmRequest.get()).toBeUndefined();

    // calls still arriving reject quietly: the user has been sent to root already
    await failure(api.get('/d'));
    expect(harness.hooks.reload).not.toHaveBeenCalled();
    expect(harness.server.seen).toHaveLength(1);
  });

  it('refresh failure without a message shows "Verification failed, please login again"', async () => {
    $locale.set('en');
    signIn(seconds() - 10);
    harness.server.handle(fail(50008, '', 401));
    await failure(client().get('/x'));
    expect($toasts.get()).toEqual([expect.objectContaining({ message: 'Verification failed, please login again', duration: 5000 })]);
    expect(harness.hooks.goRoot).toHaveBeenCalledTimes(1);
  });

  it('a refresh that gets no answer keeps the session for a later try', async () => {
    signIn(seconds() - 10);
    harness.server.handle(hangUp);
    const error = await failure(client().get('/x'));
    expect(error.kind).toBe('network');
    expect($refreshToken.get()?.id).toBe('ref-1');
    expect(harness.hooks.goRoot).not.toHaveBeenCalled();
  });

  it('the login client never refreshes', async () => {
    signIn(seconds() - 10);
    const refreshes = refreshingServer();
    await client({ kind: 'login' }).get('/x');
    expect(refreshes()).toBe(0);
  });
});

describe('no valid token and no valid refresh token (spec §8)', () => {
  it('logs out and reloads once, without sending the calls', async () => {
    signIn(seconds() - 10, seconds() - 5);
    const api = client();
    const errors = await Promise.all([api.get('/a'), api.get('/b'), api.postForm('/c')].map(failure));
    expect(errors.map((error) => error.kind)).toEqual(['fail', 'fail', 'fail']);
    expect(harness.server.seen).toHaveLength(0);
    expect(harness.hooks.reload).toHaveBeenCalledTimes(1);
    expect($token.get()).toBeUndefined();
    expect($refreshToken.get()).toBeUndefined();
    expect($modules.get()).toBeUndefined();
  });

  it('also when nothing was ever stored', async () => {
    clearSession();
    await failure(client().get('/x'));
    expect(harness.hooks.reload).toHaveBeenCalledTimes(1);
    expect(harness.server.seen).toHaveLength(0);
  });

  it('lets calls with auth: false through (login calls)', async () => {
    clearSession();
    await client().postJson(ACCOUNT_PATHS.webLogin, { phone: '13800000000', password: 'x' }, { auth: false });
    expect(harness.server.seen).toHaveLength(1);
    expect(harness.hooks.reload).not.toHaveBeenCalled();
  });
});
