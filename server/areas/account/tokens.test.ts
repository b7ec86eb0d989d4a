import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoginData } from '@shared/session/types.ts';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { testClock, type TestClock } from '@server/test-support/clock.ts';
import { call, login, PHONES, SESSION_FAILS } from '@server/test-support/http.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

const DAY = 86400;
const { invalid: INVALID, elsewhere: ELSEWHERE, expired: EXPIRED } = SESSION_FAILS;

let clock: TestClock;
let server: TestServer;

beforeEach(async () => {
  clock = testClock();
  server = await startServer({ now: clock.now });
});
afterEach(() => server.close());

const userInfo = (token: string) => call(server.baseUrl, 'GET', ACCOUNT_PATHS.userInfo, { token });
const refresh = (refreshToken: string) =>
  call<LoginData>(server.baseUrl, 'POST', ACCOUNT_PATHS.refreshToken, { json: { refresh_token: refreshToken } });
const tokenLogin = (accessToken: string) =>
  call<LoginData>(server.baseUrl, 'POST', ACCOUNT_PATHS.loginAuth, { json: { access_token: accessToken } });

describe('the Authorization header', () => {
  it('accepts the bare token id and Bearer <id>', async () => {
    const { token } = await login(server.baseUrl, PHONES.teacher);
    expect((await userInfo(token.id)).body.result).toBe('ok');
    expect((await userInfo(`Bearer ${token.id}`)).body.result).toBe('ok');
  });

  it('answers 401 50008 when missing or unknown', async () => {
    const missing = await call(server.baseUrl, 'GET', ACCOUNT_PATHS.userInfo);
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual(INVALID);
    const unknown = await userInfo('not-a-token');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(INVALID);
    // checked on every non-sign-in call, not just this one
    for (const path of [ACCOUNT_PATHS.teacherAccounts, '/api/v3/teacher_hybrid/menu/list', '/api/v3/system/dashboard']) {
      expect((await call(server.baseUrl, 'GET', path)).body).toEqual(INVALID);
    }
  });

  it('answers 50014 once the access token has expired', async () => {
    const { token } = await login(server.baseUrl, PHONES.teacher);
    clock.advance(7199);
    expect((await userInfo(token.id)).body.result).toBe('ok');
    clock.advance(1);
    const expired = await userInfo(token.id);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(EXPIRED);
  });
});

describe('login_auth (token login)', () => {
  it('refuses anything but a live access token with 401 50008', async () => {
    const { token, refresh_token } = await login(server.baseUrl, PHONES.teacher);
    for (const candidate of ['garbage', refresh_token.id]) {
      const reply = await tokenLogin(candidate);
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual(INVALID);
    }
    clock.advance(7200);
    expect((await tokenLogin(token.id)).body).toEqual(INVALID);
  });
});

describe('refresh_token rotation', () => {
  it('issues a new pair in the same family and keeps the absolute end', async () => {
    const first = await login(server.baseUrl, PHONES.teacher);
    clock.advance(3600);
    const reply = await refresh(first.refresh_token.id);
    expect(reply.status).toBe(200);
    const second = reply.body.data!;
    expect(second.token.id).not.toBe(first.token.id);
    expect(second.refresh_token.id).not.toBe(first.refresh_token.id);
    expect(second.token.exp).toBe(clock.seconds() + 7200);
    expect(second.refresh_token.exp).toBe(first.refresh_token.exp);
    expect(second.user).toEqual(first.user);
    expect((await userInfo(second.token.id)).body.result).toBe('ok');
    // same family: logging out with the new token ends the old one too
    await call(server.baseUrl, 'POST', ACCOUNT_PATHS.logout, { token: second.token.id });
    expect((await userInfo(first.token.id)).body).toEqual(INVALID);
  });

  it('treats a replayed refresh token as theft: the whole family ends with 50012', async () => {
    const first = await login(server.baseUrl, PHONES.teacher);
    const second = (await refresh(first.refresh_token.id)).body.data!;
    const other = await login(server.baseUrl, PHONES.teacher);

    const replay = await refresh(first.refresh_token.id);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual(ELSEWHERE);

    for (const token of [first.token.id, second.token.id]) {
      const reply = await userInfo(token);
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual(ELSEWHERE);
    }
    expect((await refresh(second.refresh_token.id)).body).toEqual(ELSEWHERE);
    // another login of the same user is a different family and lives on
    expect((await userInfo(other.token.id)).body.result).toBe('ok');
  });

  it('never extends the 14-day login', async () => {
    const first = await login(server.baseUrl, PHONES.teacher);
    const end = first.refresh_token.exp;
    clock.advance(13 * DAY);
    expect((await userInfo(first.token.id)).body).toEqual(EXPIRED);
    const second = (await refresh(first.refresh_token.id)).body.data!;
    expect(second.refresh_token.exp).toBe(end);
    expect(second.token.exp).toBe(clock.seconds() + 7200);

    clock.advance(DAY - 3600);
    // an access token issued near the end stops at the end
    const third = (await refresh(second.refresh_token.id)).body.data!;
    expect(third.token.exp).toBe(end);
    expect(third.refresh_token.exp).toBe(end);

    clock.advance(3600);
    expect(clock.seconds()).toBe(end);
    const late = await refresh(third.refresh_token.id);
    expect(late.status).toBe(401);
    expect(late.body).toEqual(EXPIRED);
    expect((await userInfo(third.token.id)).body).toEqual(EXPIRED);
  });

  it('answers 50008 for an unknown refresh token and for an access token', async () => {
    const { token } = await login(server.baseUrl, PHONES.teacher);
    expect((await refresh('unknown')).body).toEqual(INVALID);
    expect((await refresh(token.id)).body).toEqual(INVALID);
    const missing = await call(server.baseUrl, 'POST', ACCOUNT_PATHS.refreshToken, { json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：缺少必填字段 refresh_token');
  });
});

describe('logout', () => {
  it('ends the family at once', async () => {
    const { token, refresh_token } = await login(server.baseUrl, PHONES.teacher);
    const out = await call(server.baseUrl, 'POST', ACCOUNT_PATHS.logout, { token: token.id });
    expect(out.body).toEqual({ result: 'ok' });
    expect((await userInfo(token.id)).body).toEqual(INVALID);
    expect((await refresh(refresh_token.id)).body).toEqual(INVALID);
    expect((await call(server.baseUrl, 'POST', ACCOUNT_PATHS.logout, { token: token.id })).status).toBe(401);
  });
});
