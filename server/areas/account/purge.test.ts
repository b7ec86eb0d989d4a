/**
 * The purge of old account rows, on the real server (both engines: npm test runs it on PostgreSQL too), with the sweep every 20 ms and the
 * server's clock moved by the test: failed sign-ins leave with their window, tokens and SMS codes a day after they
 * expire, token families a day after their end (but each account's two newest stay); live rows stay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardFigures } from '@shared/system/dashboard-types.ts';
import type { LoginData } from '@shared/session/types.ts';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { SYSTEM_PATHS } from '@shared/system/paths.ts';
import { testClock } from '@server/test-support/clock.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';
import { SIGN_IN_LIMITS } from './sign-in-limits.ts';

const DAY = 86_400;
const ACCESS_TTL = 7200;
const LOGIN_TTL = 2 * DAY;
const STRANGER = '13900000001';

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`still not ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the account purge', () => {
  const clock = testClock();
  const start = clock.seconds();
  let server: TestServer;
  const families: Record<'teacher' | 'planet', LoginData[]> = { teacher: [], planet: [] };

  const count = async (from: string, params: readonly unknown[] = []) =>
    Number((await queryTestDatabase<{ n: number }>(server.dataDir, `select count(*) as n from ${from}`, params))[0]?.n);
  const tokensOf = (phone: string) =>
    count('tokens t join token_families f on f.id = t.family_id join users u on u.id = f.user_id where u.phone = ?', [phone]);
  const familiesOf = (phone: string) => count('token_families f join users u on u.id = f.user_id where u.phone = ?', [phone]);
  const codesOf = (phone: string) => count('sms_codes where phone = ?', [phone]);
  const failures = () => count('login_failures');
  const wrongPassword = () => call(server.baseUrl, 'POST', ACCOUNT_PATHS.webLogin, { json: { phone: STRANGER, password: 'guess' } });

  beforeAll(async () => {
    server = await startServer({
      now: clock.now,
      accessTokenTtl: ACCESS_TTL,
      refreshTokenTtl: LOGIN_TTL,
      accountSweepEveryMs: 20,
    });
    for (let i = 0; i < 3; i += 1) {
      families.teacher.push(await login(server.baseUrl, PHONES.teacher));
      families.planet.push(await login(server.baseUrl, PHONES.planet));
    }
    // a logged-out (revoked) family
    await call(server.baseUrl, 'POST', ACCOUNT_PATHS.logout, { token: families.teacher[0]!.token.id });
    expect((await call(server.baseUrl, 'POST', ACCOUNT_PATHS.sendSms, { json: { phone: PHONES.staff } })).status).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await wrongPassword()).status).toBe(400);
  }, 60_000);
  afterAll(() => server.close());

  it('removes failed sign-ins once out of the window, and keeps newer ones and everything live', async () => {
    expect(await failures()).toBe(4);
    clock.advance(SIGN_IN_LIMITS.window);
    expect((await wrongPassword()).status).toBe(400);
    await until(async () => (await failures()) === 2, 'purged the old failures');
    expect(await tokensOf(PHONES.teacher)).toBe(6);
    expect(await codesOf(PHONES.staff)).toBe(1);
  });

  it('removes tokens and SMS codes a day after they expire, keeping the rest', async () => {
    clock.advance(ACCESS_TTL + DAY - SIGN_IN_LIMITS.window);
    expect((await call(server.baseUrl, 'POST', ACCOUNT_PATHS.sendSms, { json: { phone: PHONES.teacher } })).status).toBe(200);
    // the access tokens expired a day ago; the refresh tokens live as long as their logins
    await until(async () => (await tokensOf(PHONES.teacher)) === 3 && (await codesOf(PHONES.staff)) === 0, 'purged the expired tokens and codes');
    expect(await tokensOf(PHONES.planet)).toBe(3);
    expect(await codesOf(PHONES.teacher)).toBe(1);
    expect(await familiesOf(PHONES.teacher)).toBe(3);
    // what is left still works: a refresh token of a live login
    const refreshed = await call(server.baseUrl, 'POST', ACCOUNT_PATHS.refreshToken, { json: { refresh_token: families.planet[2]!.refresh_token.id } });
    expect(refreshed.body.result).toBe('ok');
  });

  it('removes token families a day after their end, but each account keeps its two newest', async () => {
    clock.advance(start + LOGIN_TTL + DAY - clock.seconds());
    await until(async () => (await familiesOf(PHONES.teacher)) === 2 && (await familiesOf(PHONES.planet)) === 2, 'purged the old families');
    expect(await tokensOf(PHONES.teacher)).toBe(0);
    expect(await tokensOf(PHONES.planet)).toBe(0);
    // so the dashboard still names the sign-in before this one
    const next = await login(server.baseUrl, PHONES.teacher);
    const figures = await call<DashboardFigures>(server.baseUrl, 'GET', SYSTEM_PATHS.dashboard, { token: next.token.id });
    expect(figures.body.data?.last_login_at).toBe(start);
  });
});
