/**
 * Failed sign-in limits, on the real server over HTTP (both engines: npm test runs it on PostgreSQL too): 5 wrong passwords or SMS codes of a
 * phone, or 20 failures from one address, within 15 minutes lock sign-in with a 429 and Retry-After, without the
 * credentials being checked. The server trusts 127.0.0.1 as its proxy here, so X-Forwarded-For plays the callers.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LoginData } from '@shared/session/types.ts';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { testClock } from '@server/test-support/clock.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { call, PHONES, smsCodeFromLogs } from '@server/test-support/http.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';
import { DEMO_PASSWORD } from '@server/seed/demo-data.ts';
import { SIGN_IN_LIMITS } from './sign-in-limits.ts';
import { PHONE_LOOKUP_LIMITS } from './phone-lookup-limits.ts';

const WINDOW = SIGN_IN_LIMITS.window;
/** the first PostgreSQL server of a run starts the cluster too */
const START_TIMEOUT = 60_000;
const WRONG_PASSWORD = { result: 'fail', code: 40001, message: '手机号或密码错误' };
const WRONG_CODE = { result: 'fail', code: 40001, message: '验证码错误或已过期' };
const locked = (minutes: number) => ({ result: 'fail', code: 42900, message: `登录失败次数过多，请 ${minutes} 分钟后再试` });

describe('failed sign-in limits', () => {
  const clock = testClock();
  let server: TestServer;
  let addresses = 0;
  /** a caller address of its own for each test */
  const freshAddress = () => `198.51.100.${(addresses += 1)}`;

  beforeAll(async () => {
    server = await startServer({ now: clock.now, trustProxy: ['127.0.0.1'] });
  }, START_TIMEOUT);
  afterAll(() => server.close());
  // every test starts with no failure in the window
  afterEach(() => clock.advance(WINDOW + 1));

  const signIn = (phone: string, secret: { password: string } | { code: string }, address: string) =>
    call<LoginData>(server.baseUrl, 'POST', ACCOUNT_PATHS.webLogin, { json: { phone, ...secret }, headers: { 'x-forwarded-for': address } });
  const withPassword = (phone: string, password: string, address: string) => signIn(phone, { password }, address);
  const sendCode = async (phone: string) => {
    expect((await call(server.baseUrl, 'POST', ACCOUNT_PATHS.sendSms, { json: { phone } })).status).toBe(200);
    return smsCodeFromLogs(server.logs(), phone);
  };
  const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

  it('answers the fifth wrong password with 429, Retry-After and the wait, and refuses even the right one until the window has passed', async () => {
    const address = freshAddress();
    for (let i = 0; i < 4; i += 1) expect((await withPassword(PHONES.teacher, 'wrong', address)).body).toEqual(WRONG_PASSWORD);
    const fifth = await withPassword(PHONES.teacher, 'wrong', address);
    expect(fifth.status).toBe(429);
    expect(fifth.body).toEqual(locked(15));
    expect(fifth.headers.get('retry-after')).toBe(String(WINDOW));

    clock.advance(600);
    const right = await withPassword(PHONES.teacher, DEMO_PASSWORD, address);
    expect(right.status).toBe(429);
    expect(right.body).toEqual(locked(5));
    expect(right.headers.get('retry-after')).toBe('300');
    // the lock is the phone's: another address fares no better; another phone from this address is not held back
    expect((await withPassword(PHONES.teacher, DEMO_PASSWORD, freshAddress())).status).toBe(429);
    expect((await withPassword(PHONES.planet, DEMO_PASSWORD, address)).status).toBe(200);

    // it covers SMS codes too, and a refused code is not checked, so not spent
    clock.advance(100);
    const code = await sendCode(PHONES.teacher);
    expect((await signIn(PHONES.teacher, { code }, address)).status).toBe(429);
    clock.advance(199);
    expect((await withPassword(PHONES.teacher, DEMO_PASSWORD, address)).headers.get('retry-after')).toBe('1');
    clock.advance(1);
    expect((await signIn(PHONES.teacher, { code }, address)).body.result).toBe('ok');
  });

  it('counts in a sliding window: failures older than 15 minutes no longer count', async () => {
    const address = freshAddress();
    for (let i = 0; i < 3; i += 1) await withPassword(PHONES.staff, 'wrong', address);
    clock.advance(600);
    expect((await withPassword(PHONES.staff, 'wrong', address)).status).toBe(400);
    const fifth = await withPassword(PHONES.staff, 'wrong', address);
    expect(fifth.status).toBe(429);
    expect(fifth.headers.get('retry-after')).toBe('300');
    clock.advance(300);
    expect((await withPassword(PHONES.staff, DEMO_PASSWORD, address)).status).toBe(200);
  });

  it('clears the failures of a phone on a successful sign-in', async () => {
    const address = freshAddress();
    for (let i = 0; i < 4; i += 1) await withPassword(PHONES.teacher, 'wrong', address);
    expect((await withPassword(PHONES.teacher, DEMO_PASSWORD, address)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await withPassword(PHONES.teacher, 'wrong', address)).status).toBe(400);
    expect((await withPassword(PHONES.teacher, 'wrong', address)).status).toBe(429);
  });

  it('limits wrong SMS codes per phone across fresh codes, together with wrong passwords', async () => {
    const address = freshAddress();
    const first = await sendCode(PHONES.planet);
    for (let i = 0; i < 3; i += 1) expect((await signIn(PHONES.planet, { code: otherThan(first) }, address)).body).toEqual(WRONG_CODE);
    clock.advance(60);
    const fresh = await sendCode(PHONES.planet);
    expect((await signIn(PHONES.planet, { code: otherThan(fresh) }, address)).body).toEqual(WRONG_CODE);
    expect((await withPassword(PHONES.planet, 'wrong', address)).status).toBe(429);
    const right = await signIn(PHONES.planet, { code: fresh }, address);
    expect(right.status).toBe(429);
    // the first failure was a minute before the last
    expect(right.body).toEqual(locked(14));
    expect(right.headers.get('retry-after')).toBe(String(WINDOW - 60));
  });

  it('locks an address after 20 failures across phones, whatever the phone, while other addresses sign in', async () => {
    const address = freshAddress();
    const phones = Array.from({ length: 10 }, (_, i) => `1390000${String(i).padStart(4, '0')}`);
    for (const phone of phones) {
      for (let i = 0; i < 2; i += 1) {
        const answer = await withPassword(phone, 'guess', address);
        const last = phone === phones.at(-1) && i === 1;
        expect(answer.status, `${phone} #${i}`).toBe(last ? 429 : 400);
        if (last) expect(answer.headers.get('retry-after')).toBe(String(WINDOW));
      }
    }
    const right = await withPassword(PHONES.teacher, DEMO_PASSWORD, address);
    expect(right.status).toBe(429);
    expect(right.body).toEqual(locked(15));
    expect((await withPassword(PHONES.teacher, DEMO_PASSWORD, freshAddress())).status).toBe(200);
    clock.advance(WINDOW);
    expect((await withPassword(PHONES.teacher, DEMO_PASSWORD, address)).status).toBe(200);
  });

  it('gives a burst of attempts sent at once no more tries than the limit', async () => {
    const phone = '13900009999';
    const answers = await Promise.all(Array.from({ length: 12 }, () => withPassword(phone, 'guess', freshAddress())));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(SIGN_IN_LIMITS.perPhone - 1);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(12 - SIGN_IN_LIMITS.perPhone + 1);
    const rows = await queryTestDatabase<{ n: number }>(server.dataDir, `select count(*) as n from login_failures where kind = 'phone' and key = ?`, [phone]);
    expect(Number(rows[0]?.n)).toBeLessThanOrEqual(SIGN_IN_LIMITS.perPhone);
  });
});

describe('phone look-up limits', () => {
  const clock = testClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ now: clock.now, trustProxy: ['127.0.0.1'] });
  }, START_TIMEOUT);
  afterAll(() => server.close());

  const lookUp = (phone: string, address: string) => call<{ exist: boolean }>(server.baseUrl, 'GET', ACCOUNT_PATHS.phoneExist, { query: { phone }, headers: { 'x-forwarded-for': address } });
  const tooOften = (minutes: number) => ({ result: 'fail', code: 42900, message: `查询过于频繁，请 ${minutes} 分钟后再试` });

  it('answers 30 look-ups from one address within 15 minutes, then refuses without telling, until the window moves on', async () => {
    const address = '198.51.100.201';
    for (let i = 0; i < PHONE_LOOKUP_LIMITS.perAddress; i += 1) {
      const phone = i === 0 ? PHONES.teacher : `1392000${String(i).padStart(4, '0')}`;
      expect((await lookUp(phone, address)).status).toBe(200);
    }
    const refused = await lookUp(PHONES.teacher, address);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(tooOften(15));
    expect(Number(refused.headers.get('retry-after'))).toBe(PHONE_LOOKUP_LIMITS.window);
    // refused look-ups count for nothing: the address is free once its first look-up leaves the window
    clock.advance(PHONE_LOOKUP_LIMITS.window + 1);
    expect((await lookUp(PHONES.teacher, address)).body).toEqual({ result: 'ok', data: { exist: true } });
  });

  it('answers 10 look-ups of one phone within 15 minutes, from any addresses', async () => {
    for (let i = 0; i < PHONE_LOOKUP_LIMITS.perPhone; i += 1) expect((await lookUp(PHONES.staff, `198.51.100.${i + 10}`)).status).toBe(200);
    expect((await lookUp(PHONES.staff, '198.51.100.99')).body).toEqual(tooOften(15));
    // another phone from the same address is still answered
    expect((await lookUp(PHONES.teacher, '198.51.100.99')).status).toBe(200);
  });
});

describe('the caller address without a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('is the connection’s: a forged X-Forwarded-For does not spread the failures over many addresses', async () => {
    let last = 0;
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i += 1) {
      const phone = `1391000${String(i).padStart(4, '0')}`;
      const answer = await call(server.baseUrl, 'POST', ACCOUNT_PATHS.webLogin, { json: { phone, password: 'guess' }, headers: { 'x-forwarded-for': `203.0.113.${i}` } });
      last = answer.status;
    }
    expect(last).toBe(429);
  });
});
