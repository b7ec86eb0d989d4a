import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { $config, DEFAULT_CONFIG, configure } from '@shared/config.ts';
import { $toasts } from '@shared/feedback.ts';
import { $token, clearSession, saveLogin } from '@shared/session/session.ts';
import {
  fetchTeacherAccounts,
  fetchUserInfo,
  postLogin,
  postLogout,
  postTokenLogin,
  refreshSession,
  sendSms,
  setTeacherAccountStatus,
} from './client.ts';
import { installClientHooks } from '@shared/api/default-client.ts';
import { ACCOUNT_PATHS } from './paths.ts';
import type { LoginData } from '@shared/session/types.ts';
import { answer, okHandler, startScriptedServer, type ScriptedServer } from '@shared/api/testing/scripted-server.ts';

let server: ScriptedServer;
const hooks = { reload: vi.fn(), openLogin: vi.fn(), goRoot: vi.fn() };
const seconds = () => Math.floor(Date.now() / 1000);
const loginData = (id = 'tok-1'): LoginData => ({
  token: { id, exp: seconds() + 3600 },
  refresh_token: { id: `ref-${id}`, exp: seconds() + 86400 },
  user: { id: 7, nickname: '王老师', avatar: '', uid: 'u7', uuid: 'main_7' },
});
const respond = (body: unknown, status = 200) => server.handle((_, res) => answer(res, status, body));
const last = () => server.seen.at(-1)!;

beforeAll(async () => {
  useTestStorageEngine();
  server = await startScriptedServer();
  installClientHooks(hooks);
});
afterAll(() => server.close());
beforeEach(() => {
  configure({ apiBase: server.url });
  server.seen.length = 0;
  server.handle(okHandler);
  vi.clearAllMocks();
});
afterEach(() => {
  clearSession();
  cleanTestStorage();
  $toasts.set([]);
  $config.set({ ...DEFAULT_CONFIG });
});

describe('login calls (login client)', () => {
  it('postLogin posts the phone and password as JSON without a session, and stores nothing itself', async () => {
    respond({ result: 'ok', data: loginData() });
    const data = await postLogin({ phone: '13800000000', password: 'lectern-demo' });
    expect(last().path).toBe(ACCOUNT_PATHS.webLogin);
    expect(JSON.parse(last().body)).toEqual({ phone: '13800000000', password: 'lectern-demo' });
    expect(last().headers.authorization).toBeUndefined();
    expect(data.user.id).toBe(7);
    expect($token.get()).toBeUndefined();
  });

  it('postLogin posts a code instead of a password', async () => {
    respond({ result: 'ok', data: loginData() });
    await postLogin({ phone: '13800000000', code: '123456' });
    expect(JSON.parse(last().body)).toEqual({ phone: '13800000000', code: '123456' });
  });

  it('a refused login toasts the message for 5000 ms and rejects', async () => {
    respond({ result: 'fail', code: 40101, message: '手机号或密码错误' }, 401);
    await expect(postLogin({ phone: '13800000000', password: 'nope' })).rejects.toMatchObject({ code: 40101 });
    expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'error', message: '手机号或密码错误', duration: 5000 })]);
  });

  it('postTokenLogin posts the access token', async () => {
    respond({ result: 'ok', data: loginData('tok-a') });
    await expect(postTokenLogin('access-1')).resolves.toMatchObject({ token: { id: 'tok-a' } });
    expect(last().path).toBe(ACCOUNT_PATHS.loginAuth);
    expect(JSON.parse(last().body)).toEqual({ access_token: 'access-1' });
  });

  it('sendSms posts the phone without a session', async () => {
    await sendSms('13800000000');
    expect(last()).toMatchObject({ method: 'POST', path: ACCOUNT_PATHS.sendSms });
    expect(JSON.parse(last().body)).toEqual({ phone: '13800000000' });
    expect(hooks.reload).not.toHaveBeenCalled();
  });
});

describe('account calls (general client)', () => {
  beforeEach(() => saveLogin(loginData()));

  it('fetchUserInfo sends the token', async () => {
    respond({ result: 'ok', data: { id: 7, mode: 'teacher' } });
    await expect(fetchUserInfo()).resolves.toMatchObject({ id: 7 });
    expect(last().headers.authorization).toBe('tok-1');
    expect(last().query.get('u')).toBe('7');
  });

  it('fetchTeacherAccounts returns the rows', async () => {
    respond({ result: 'ok', rows: [{ id: 7 }, { id: 8 }], totalCount: 2 });
    await expect(fetchTeacherAccounts()).resolves.toEqual([{ id: 7 }, { id: 8 }]);
  });

  it('setTeacherAccountStatus keeps status 0', async () => {
    await setTeacherAccountStatus(8, 0);
    expect(JSON.parse(last().body)).toEqual({ id: 8, status: 0 });
  });

  it('refreshSession rotates the pair', async () => {
    respond({ result: 'ok', data: loginData('tok-2') });
    await refreshSession();
    expect(last().path).toBe(ACCOUNT_PATHS.refreshToken);
    expect($token.get()?.id).toBe('tok-2');
  });

  it('postLogout tells the server with the token, and a refusal asks nothing of the page', async () => {
    await postLogout();
    expect(last()).toMatchObject({ method: 'POST', path: ACCOUNT_PATHS.logout });
    expect(last().headers.authorization).toBe('tok-1');
    respond({ result: 'fail', code: 50008, message: 'invalid' }, 401);
    await expect(postLogout()).rejects.toMatchObject({ code: 50008 });
    expect(hooks.reload).not.toHaveBeenCalled();
  });

  it('uses the installed hooks: a call without any session reloads', async () => {
    clearSession();
    await expect(fetchUserInfo()).rejects.toMatchObject({ code: 50008 });
    expect(hooks.reload).toHaveBeenCalledTimes(1);
    expect(server.seen).toHaveLength(0);
  });
});
