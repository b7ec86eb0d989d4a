import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoginData } from '@shared/session/types.ts';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { testClock, type TestClock } from '@server/test-support/clock.ts';
import { call, PHONES, smsCodeFromLogs } from '@server/test-support/http.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';
import { SMS_RULES } from './sms.ts';

let clock: TestClock;
let server: TestServer;

beforeEach(async () => {
  clock = testClock();
  server = await startServer({ now: clock.now });
});
afterEach(() => server.close());

const send = (phone: string) => call(server.baseUrl, 'POST', ACCOUNT_PATHS.sendSms, { json: { phone } });
const loginWithCode = (phone: string, code: string) =>
  call<LoginData>(server.baseUrl, 'POST', ACCOUNT_PATHS.webLogin, { json: { phone, code } });
const WRONG = { result: 'fail', code: 40001, message: '验证码错误或已过期' };
const LOCKED = { result: 'fail', code: 42900, message: '登录失败次数过多，请 15 分钟后再试' };

describe('SMS login', () => {
  it('sends a code (to the log only) that signs in once', async () => {
    const sent = await send(PHONES.teacher);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ result: 'ok' });
    const code = smsCodeFromLogs(server.logs(), PHONES.teacher);
    expect(code).toMatch(/^\d{6}$/);

    const first = await loginWithCode(PHONES.teacher, code);
    expect(first.body.result).toBe('ok');
    expect(first.body.data?.user.nickname).toBe('林老师');

    const again = await loginWithCode(PHONES.teacher, code);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(WRONG);
  });

  it('accepts a form body', async () => {
    const sent = await call(server.baseUrl, 'POST', ACCOUNT_PATHS.sendSms, { form: { phone: PHONES.staff } });
    expect(sent.body).toEqual({ result: 'ok' });
    expect(smsCodeFromLogs(server.logs(), PHONES.staff)).toMatch(/^\d{6}$/);
  });

  it('refuses an unregistered phone', async () => {
    const reply = await send('13912345678');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ result: 'fail', code: 40400, message: '该手机号未注册' });
    expect(server.logs()).not.toContain('code for 13912345678');
  });

  it('validates the phone', async () => {
    const reply = await send('1380000');
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('参数错误：phone 必须是 11 位手机号');
    const code = await loginWithCode(PHONES.teacher, '12ab56').then((r) => r.body.message);
    expect(code).toBe('参数错误：code 必须是 6 位数字');
  });

  it('allows one code per phone per 60 seconds, saying how long to wait', async () => {
    expect((await send(PHONES.teacher)).status).toBe(200);
    clock.advance(15);
    const early = await send(PHONES.teacher);
    expect(early.status).toBe(429);
    expect(early.body).toEqual({ result: 'fail', code: 42900, message: '验证码发送过于频繁，请 45 秒后再试' });
    expect(early.headers.get('retry-after')).toBe('45');
    // another phone is not held back
    expect((await send(PHONES.staff)).status).toBe(200);
    clock.advance(45);
    expect((await send(PHONES.teacher)).status).toBe(200);
  });

  it('allows at most 10 codes per phone per day', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await send(PHONES.teacher)).status).toBe(200);
      clock.advance(61);
    }
    const eleventh = await send(PHONES.teacher);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.code).toBe(42900);
    expect(eleventh.body.message).toBe('今日验证码发送次数已达上限（10 次），请明天再试');
    clock.advance(86400);
    expect((await send(PHONES.teacher)).status).toBe(200);
  });

  it('lets a code expire after 5 minutes', async () => {
    await send(PHONES.teacher);
    const stale = smsCodeFromLogs(server.logs(), PHONES.teacher);
    clock.advance(300);
    expect((await loginWithCode(PHONES.teacher, stale)).body).toEqual(WRONG);

    await send(PHONES.teacher);
    const fresh = smsCodeFromLogs(server.logs(), PHONES.teacher);
    clock.advance(299);
    expect((await loginWithCode(PHONES.teacher, fresh)).body.result).toBe('ok');
  });

  it('voids a code after 5 wrong tries; the fifth also locks the phone’s sign-in (sign-in-limits.test.ts)', async () => {
    await send(PHONES.teacher);
    const code = smsCodeFromLogs(server.logs(), PHONES.teacher);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) expect((await loginWithCode(PHONES.teacher, wrong)).body).toEqual(WRONG);
    const fifth = await loginWithCode(PHONES.teacher, wrong);
    expect(fifth.status).toBe(429);
    expect(fifth.body).toEqual(LOCKED);
    expect((await loginWithCode(PHONES.teacher, code)).body).toEqual(LOCKED);
    const rows = await queryTestDatabase<{ attempts: number }>(server.dataDir, 'select attempts from sms_codes where phone = ?', [PHONES.teacher]);
    expect(rows.map((row) => Number(row.attempts))).toEqual([SMS_RULES.maxAttempts]);
  });

  it('still takes the right code after 4 wrong tries', async () => {
    await send(PHONES.teacher);
    const code = smsCodeFromLogs(server.logs(), PHONES.teacher);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) await loginWithCode(PHONES.teacher, wrong);
    expect((await loginWithCode(PHONES.teacher, code)).body.result).toBe('ok');
  });

  it('only honours the newest code of a phone', async () => {
    await send(PHONES.teacher);
    const older = smsCodeFromLogs(server.logs(), PHONES.teacher);
    clock.advance(60);
    await send(PHONES.teacher);
    const newer = smsCodeFromLogs(server.logs(), PHONES.teacher);
    if (older !== newer) expect((await loginWithCode(PHONES.teacher, older)).body).toEqual(WRONG);
    expect((await loginWithCode(PHONES.teacher, newer)).body.result).toBe('ok');
  });
});
