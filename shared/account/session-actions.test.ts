import { beforeEach, describe, expect, it } from 'vitest';
import { $loginToken, $loginUser, $modules, $refreshToken, $token, $user, clearSession, saveLogin } from '@shared/session/session.ts';
import type { LoginData } from '@shared/session/types.ts';
import { SYSTEM_PATHS } from '@shared/system/paths.ts';
import { answer, okHandler } from '@shared/api/testing/scripted-server.ts';
import { nowSeconds, useScriptedApi } from '@shared/api/testing/api-harness.ts';
import { ACCOUNT_PATHS } from './paths.ts';
import { reloadMenu, renewSession, requestSignInCode, signInWithAccessToken, signInWithCode, signInWithPassword, signOut } from './session-actions.ts';

const api = useScriptedApi();
const respond = (body: unknown, status = 200) => api.server.handle((_, res) => answer(res, status, body));
const last = () => api.server.seen.at(-1)!;
const paths = () => api.server.seen.map((request) => request.path);
const loginData = (id: string, userId = 9): LoginData => ({
  token: { id, exp: nowSeconds() + 3600 },
  refresh_token: { id: `ref-${id}`, exp: nowSeconds() + 86400 },
  user: { id: userId, nickname: '林老师', avatar: '', uid: `u${userId}`, uuid: `main_${userId}` },
});

beforeEach(() => api.server.handle(okHandler));

describe('signing in with phone and password or code', () => {
  beforeEach(() => clearSession());

  it('stores the new session, drops the menu so it is read again, and remembers the phone', async () => {
    $modules.set([]);
    respond({ result: 'ok', data: loginData('tok-p') });
    await expect(signInWithPassword('13800000000', 'lectern-demo')).resolves.toMatchObject({ user: { id: 9 } });
    expect(JSON.parse(last().body)).toEqual({ phone: '13800000000', password: 'lectern-demo' });
    expect($token.get()?.id).toBe('tok-p');
    expect($refreshToken.get()?.id).toBe('ref-tok-p');
    expect($user.get()?.nickname).toBe('林老师');
    expect($modules.get()).toBeUndefined();
    expect($loginUser.get()).toBe('13800000000');
  });

  it('signs in with an SMS code the same way', async () => {
    respond({ result: 'ok', data: loginData('tok-c') });
    await signInWithCode('13800000000', '123456');
    expect(JSON.parse(last().body)).toEqual({ phone: '13800000000', code: '123456' });
    expect($token.get()?.id).toBe('tok-c');
  });

  it('a refused sign-in rejects and stores nothing', async () => {
    respond({ result: 'fail', code: 40101, message: '手机号或密码错误' }, 401);
    await expect(signInWithPassword('13800000000', 'nope')).rejects.toMatchObject({ code: 40101 });
    expect($token.get()).toBeUndefined();
    expect($user.get()).toBeUndefined();
    expect($loginUser.get()).toBeUndefined();
  });

  it('asks for a code for the phone without a session', async () => {
    await requestSignInCode('13800000000');
    expect(last()).toMatchObject({ method: 'POST', path: ACCOUNT_PATHS.sendSms });
    expect(JSON.parse(last().body)).toEqual({ phone: '13800000000' });
    expect(last().headers.authorization).toBeUndefined();
  });
});

describe('token login', () => {
  it('replaces whoever was signed in with the token\'s account and remembers the token', async () => {
    $modules.set([]);
    respond({ result: 'ok', data: loginData('tok-a', 12) });
    await expect(signInWithAccessToken('access-1')).resolves.toBe(true);
    expect(last()).toMatchObject({ path: ACCOUNT_PATHS.loginAuth });
    expect(JSON.parse(last().body)).toEqual({ access_token: 'access-1' });
    // the previous session's token is not sent along
    expect(last().headers.authorization).toBeUndefined();
    expect($token.get()?.id).toBe('tok-a');
    expect($user.get()?.id).toBe(12);
    expect($modules.get()).toBeUndefined();
    expect($loginToken.get()).toBe('access-1');
  });

  it('a refused token leaves no session at all, not even the one before', async () => {
    respond({ result: 'fail', code: 50008, message: 'invalid token' }, 401);
    await expect(signInWithAccessToken('not-a-token')).resolves.toBe(false);
    expect($token.get()).toBeUndefined();
    expect($user.get()).toBeUndefined();
    expect($loginToken.get()).toBeUndefined();
  });
});

describe('renewing the session and reloading the menu', () => {
  it('renewSession rotates the pair and says so', async () => {
    respond({ result: 'ok', data: loginData('tok-new', 7) });
    await expect(renewSession()).resolves.toBe(true);
    expect(paths()).toEqual([ACCOUNT_PATHS.refreshToken]);
    expect($token.get()?.id).toBe('tok-new');
  });

  it('renewSession answers false when the refresh is refused, the session being over', async () => {
    respond({ result: 'fail', code: 50012, message: 'refresh token reused' }, 401);
    await expect(renewSession()).resolves.toBe(false);
    expect($token.get()).toBeUndefined();
  });

  it('reloadMenu stores the modules the server grants', async () => {
    respond({ result: 'ok', data: [{ id: 1, path: '/materials' }] });
    await expect(reloadMenu()).resolves.toBe('loaded');
    expect(last()).toMatchObject({ method: 'GET', path: SYSTEM_PATHS.menuList });
    expect($modules.get()).toEqual([{ id: 1, path: '/materials' }]);
  });

  it('reloadMenu tells a session failure from any other failure, and keeps the modules it had', async () => {
    $modules.set([]);
    respond({ result: 'fail', code: 50008, message: 'invalid token' }, 401);
    await expect(reloadMenu()).resolves.toBe('session-ended');
    respond({ result: 'fail', code: -1, message: '服务器错误' }, 500);
    await expect(reloadMenu()).resolves.toBe('failed');
    expect($modules.get()).toEqual([]);
  });
});

describe('signing out', () => {
  it('tells the server with the token and clears the session', async () => {
    await signOut();
    expect(last()).toMatchObject({ method: 'POST', path: ACCOUNT_PATHS.logout });
    expect(last().headers.authorization).toBe('tok-1');
    expect($token.get()).toBeUndefined();
    expect($user.get()).toBeUndefined();
  });

  it('clears the session even when the server refuses', async () => {
    respond({ result: 'fail', code: 50008, message: 'invalid token' }, 401);
    await signOut();
    expect(paths()).toEqual([ACCOUNT_PATHS.logout]);
    expect($token.get()).toBeUndefined();
  });

  it('does not call the server with a token that has expired', async () => {
    saveLogin({ ...loginData('tok-old', 7), token: { id: 'tok-old', exp: nowSeconds() - 10 } });
    await signOut();
    expect(paths()).toEqual([]);
    expect($token.get()).toBeUndefined();
    expect($refreshToken.get()).toBeUndefined();
  });
});
