/**
 * Token login (login_auth) is part of the login it came from: it shares that login's
 * fate (sign-out, replay, disabling) and its absolute end, so a chain of token logins never outlives it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoginData } from '@shared/session/types.ts';
import type { TeacherAccount } from '@shared/account/types.ts';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { testClock, type TestClock } from '@server/test-support/clock.ts';
import { call, login, PHONES, SESSION_FAILS } from '@server/test-support/http.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

const HOURS_2 = 7200;
const { invalid: INVALID, elsewhere: ELSEWHERE, expired: EXPIRED } = SESSION_FAILS;

let clock: TestClock;
let server: TestServer;

beforeEach(async () => {
  clock = testClock();
  server = await startServer({ now: clock.now });
});
afterEach(() => server.close());

const userInfo = (token: string) => call(server.baseUrl, 'GET', ACCOUNT_PATHS.userInfo, { token });
const logout = (token: string) => call(server.baseUrl, 'POST', ACCOUNT_PATHS.logout, { token });
const refresh = (refreshToken: string) =>
  call<LoginData>(server.baseUrl, 'POST', ACCOUNT_PATHS.refreshToken, { json: { refresh_token: refreshToken } });

async function tokenLogin(accessToken: string): Promise<LoginData> {
  const reply = await call<LoginData>(server.baseUrl, 'POST', ACCOUNT_PATHS.loginAuth, { json: { access_token: accessToken } });
  expect(reply.body.result).toBe('ok');
  return reply.body.data!;
}

describe('a login made from a token', () => {
  it('ends when the login it came from signs out', async () => {
    const first = await login(server.baseUrl, PHONES.teacher);
    const second = await tokenLogin(first.token.id);
    expect((await userInfo(second.token.id)).body.result).toBe('ok');

    expect((await logout(first.token.id)).body).toEqual({ result: 'ok' });
    expect((await userInfo(second.token.id)).body).toEqual(INVALID);
    expect((await refresh(second.refresh_token.id)).body).toEqual(INVALID);
  });

  it('ends the login it came from when it signs out', async () => {
    const first = await login(server.baseUrl, PHONES.teacher);
    const second = await tokenLogin(first.token.id);
    expect((await logout(second.token.id)).body).toEqual({ result: 'ok' });
    expect((await userInfo(first.token.id)).body).toEqual(INVALID);
    expect((await refresh(first.refresh_token.id)).body).toEqual(INVALID);
  });

  it('ends with its family when a replayed refresh token revokes it', async () => {
    const first = await login(server.baseUrl, PHONES.teacher);
    await refresh(first.refresh_token.id);
    const second = await tokenLogin(first.token.id);
    expect((await refresh(first.refresh_token.id)).body).toEqual(ELSEWHERE);
    expect((await userInfo(second.token.id)).body).toEqual(ELSEWHERE);
    expect((await refresh(second.refresh_token.id)).body).toEqual(ELSEWHERE);
  });

  it('keeps the absolute end of the login it came from', async () => {
    const first = await login(server.baseUrl, PHONES.teacher);
    clock.advance(HOURS_2 - 60);
    const second = await tokenLogin(first.token.id);
    expect(second.user).toEqual(first.user);
    expect(second.token.id).not.toBe(first.token.id);
    expect(second.refresh_token.exp).toBe(first.refresh_token.exp);
    expect(second.token.exp).toBe(clock.seconds() + HOURS_2);
  });

  it('cannot be chained past the end of the first login', async () => {
    const first = await login(server.baseUrl, PHONES.teacher);
    const end = first.refresh_token.exp;
    let current = first;
    // a fresh token login just before each access token runs out, for the whole 14 days and beyond
    while (clock.seconds() + HOURS_2 - 60 < end) {
      clock.advance(HOURS_2 - 60);
      current = await tokenLogin(current.token.id);
      expect(current.refresh_token.exp).toBe(end);
      expect(current.token.exp).toBeLessThanOrEqual(end);
    }
    clock.advance(end - clock.seconds());
    expect((await userInfo(current.token.id)).body).toEqual(EXPIRED);
    const late = await call(server.baseUrl, 'POST', ACCOUNT_PATHS.loginAuth, { json: { access_token: current.token.id } });
    expect(late.status).toBe(401);
    expect(late.body).toEqual(INVALID);
    expect((await refresh(current.refresh_token.id)).body).toEqual(EXPIRED);
  });

  it('ends with the others when the staff account is disabled', async () => {
    const teacher = await login(server.baseUrl, PHONES.teacher);
    const staff = await login(server.baseUrl, PHONES.staff);
    const fromToken = await tokenLogin(staff.token.id);
    const accounts = await call<never>(server.baseUrl, 'GET', ACCOUNT_PATHS.teacherAccounts, { token: teacher.token.id });
    const staffRow = (accounts.body.rows as TeacherAccount[]).find((row) => row.phone === PHONES.staff)!;
    const disabled = await call(server.baseUrl, 'POST', ACCOUNT_PATHS.teacherAccountStatus, {
      token: teacher.token.id,
      json: { id: staffRow.id, status: 0 },
    });
    expect(disabled.body.result).toBe('ok');
    for (const token of [staff.token.id, fromToken.token.id]) expect((await userInfo(token)).status).toBe(401);
  });
});
