/**
 * Security finding 1 of A staff account moved the teacher's money to its own payout account. Only the main
 * account adds or changes a payout account or sends money to a new one, after a fresh SMS code to its own phone;
 * every money write leaves an operation-log line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { PLANET_FUNDS_PATHS, PLANET_MONEY_PATHS } from '@shared/planet-funds/paths.ts';
import { PLANET_MEMBER_PATHS } from '@shared/planet-members/paths.ts';
import type { PlanetMember } from '@shared/planet-members/types.ts';
import { PLANET_PATHS } from '@shared/planets/paths.ts';
import type { Planet } from '@shared/planets/types.ts';
import { FUNDS_CODES, FUNDS_LIMITS } from '@shared/planet-funds/rules.ts';
import type { FundsVerification, PayoutAccount, SaasOrder, Withdrawal } from '@shared/planet-funds/types.ts';
import { grantModules, operationLog } from '@server/test-support/accounts.ts';
import { testClock } from '@server/test-support/clock.ts';
import { call, login, PHONES, smsCodeFromLogs } from '@server/test-support/http.ts';
import { startServerWithDevRoutes, type TestServer } from '@server/test-support/start-server.ts';
import { verifyFunds } from './test-support.ts';

describe('money rules', () => {
  let server: TestServer;
  let teacher: string;
  let staff: string;
  const clock = testClock();
  const card = { type: 'bank', real_name: '张伟', account_no: '6222021203567180', bank_name: '中国工商银行', bank_branch: '杭州西湖支行', is_default: true };
  const post = <T = unknown>(path: string, json: unknown, token = teacher) => call<T>(server.baseUrl, 'POST', path, { token, json });
  const accounts = async (token = teacher) => (await call<PayoutAccount>(server.baseUrl, 'GET', PLANET_FUNDS_PATHS.accounts, { token })).body.rows as PayoutAccount[];
  /** the SMS sender refuses a second code within 60 s: each verification in this file starts a minute later */
  const verify = async (token = teacher) => {
    clock.advance(61);
    return verifyFunds(server, token, PHONES.teacher);
  };

  beforeAll(async () => {
    server = await startServerWithDevRoutes({ now: clock.now, accessTokenTtl: 86_400 * 30, refreshTokenTtl: 86_400 * 30 });
    teacher = (await login(server.baseUrl, PHONES.teacher)).token.id;
    staff = (await login(server.baseUrl, PHONES.staff)).token.id;
    await grantModules(server.dataDir, PHONES.staff, ['accounting']);
  });
  afterAll(() => server.close());

  it('refuses a staff account that adds, changes or deletes a payout account, even with the funds module', async () => {
    const [seeded] = await accounts();
    const before = await accounts();
    for (const [path, body] of [
      [PLANET_FUNDS_PATHS.accountCreate, card],
      [PLANET_FUNDS_PATHS.accountDefault, { id: seeded!.id }],
      [PLANET_FUNDS_PATHS.accountDelete, { id: seeded!.id }],
      [PLANET_FUNDS_PATHS.verificationSend, {}],
    ] as const) {
      const reply = await post(path, body, staff);
      expect(reply.status, path).toBe(403);
      expect(reply.body).toMatchObject({ result: 'fail', code: FUNDS_CODES.mainAccountOnly });
    }
    expect((await post(PLANET_FUNDS_PATHS.accountCreate, card, staff)).body.message).toBe('仅主账号可以添加、修改或删除收款账户');
    expect(await accounts()).toEqual(before);
    expect(server.logs()).not.toContain(`[sms] code for ${PHONES.teacher}`);
  });

  it('asks the main account for a fresh SMS code before it adds an account, and stores nothing until then', async () => {
    const before = await accounts();
    const reply = await post(PLANET_FUNDS_PATHS.accountCreate, card);
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ code: FUNDS_CODES.verificationRequired, message: '为保障资金安全，请先完成短信验证' });
    expect(await accounts()).toEqual(before);
    expect((await operationLog(server.dataDir, PHONES.teacher)).map((row) => row.action)).not.toContain('funds.account.create');
  });

  it('takes only a funds code for the teacher’s own phone: a wrong code and a login code are refused', async () => {
    clock.advance(61);
    expect((await post(PLANET_FUNDS_PATHS.verificationSend, {})).body.data).toMatchObject({ phone_masked: '138****0000', verified_until: null });
    const code = smsCodeFromLogs(server.logs(), PHONES.teacher);
    const wrong = await post(PLANET_FUNDS_PATHS.verificationConfirm, { sms_code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('验证码错误或已过期');
    // a code sent for signing in does not confirm money changes
    clock.advance(61);
    expect((await call(server.baseUrl, 'POST', ACCOUNT_PATHS.sendSms, { json: { phone: PHONES.teacher } })).body.result).toBe('ok');
    const loginCode = smsCodeFromLogs(server.logs(), PHONES.teacher);
    expect((await post(PLANET_FUNDS_PATHS.verificationConfirm, { sms_code: loginCode })).body.message).toBe('验证码错误或已过期');
    const status = await call<FundsVerification>(server.baseUrl, 'GET', PLANET_FUNDS_PATHS.verification, { token: teacher });
    expect(status.body.data?.verified_until).toBeNull();
  });

  it('lets the verified login add an account for 10 minutes, not another login of the same teacher', async () => {
    const verified = await verify();
    expect(verified.verified_until).toBe(clock.seconds() + FUNDS_LIMITS.verifiedFor);
    const other = (await login(server.baseUrl, PHONES.teacher)).token.id;
    expect((await post(PLANET_FUNDS_PATHS.accountCreate, card, other)).body.code).toBe(FUNDS_CODES.verificationRequired);

    const added = await post<PayoutAccount>(PLANET_FUNDS_PATHS.accountCreate, card);
    expect(added.body).toMatchObject({ result: 'ok', data: { real_name: '张伟', is_default: true } });
    clock.advance(FUNDS_LIMITS.verifiedFor);
    const late = await post(PLANET_FUNDS_PATHS.accountDefault, { id: added.body.data!.id });
    expect(late.body.code).toBe(FUNDS_CODES.verificationRequired);
  });

  it('sends money to a new account only after a fresh verification by the main account; a proven account takes it from staff too', async () => {
    const fresh = (await accounts()).find((row) => row.real_name === '张伟')!;
    const seeded = (await accounts()).find((row) => row.id !== fresh.id)!;
    const balance = async () => (await call<{ balance: number }>(server.baseUrl, 'GET', PLANET_FUNDS_PATHS.overview, { token: teacher })).body.data!.balance;
    const start = await balance();

    const byStaff = await post(PLANET_FUNDS_PATHS.withdraw, { amount: 100, account_id: fresh.id }, staff);
    expect(byStaff.body).toMatchObject({ code: FUNDS_CODES.mainAccountOnly, message: '首次提现到新的收款账户需由主账号完成短信验证' });
    expect((await post(PLANET_FUNDS_PATHS.withdraw, { amount: 100, account_id: fresh.id })).body.code).toBe(FUNDS_CODES.verificationRequired);
    expect(await balance()).toBe(start);

    // the seeded account has received a withdrawal before: a staff account with the funds module may send money there
    expect((await post<{ withdrawal: Withdrawal }>(PLANET_FUNDS_PATHS.withdraw, { amount: 100, account_id: seeded.id }, staff)).body.result).toBe('ok');
    await verify();
    expect((await post(PLANET_FUNDS_PATHS.withdraw, { amount: 200, account_id: fresh.id })).body.result).toBe('ok');
    // the next day (a teacher withdraws at most 3 times a day, the seed's withdrawal of today among them), long after
    // the verification ran out: proven once, the account takes later withdrawals without a new code
    clock.advance(86_400);
    expect((await post(PLANET_FUNDS_PATHS.withdraw, { amount: 300, account_id: fresh.id }, staff)).body.result).toBe('ok');
    expect(await balance()).toBe(start - 600);
  });

  it('logs every money write with who made it, from where and how much', async () => {
    await verify();
    const fresh = (await accounts()).find((row) => row.real_name === '张伟')!;
    const seeded = (await accounts()).find((row) => row.id !== fresh.id)!;
    expect((await post(PLANET_FUNDS_PATHS.accountDefault, { id: seeded.id })).body.result).toBe('ok');
    expect((await post(PLANET_FUNDS_PATHS.accountDelete, { id: fresh.id })).body.result).toBe('ok');
    const order = (await post<SaasOrder>(PLANET_MONEY_PATHS.orderCreate, { plan_id: 1 })).body.data!;
    expect((await post(PLANET_MONEY_PATHS.orderPaid, { id: order.id })).body.result).toBe('ok');
    expect((await post(PLANET_MONEY_PATHS.orderPaid, { id: order.id })).body.result).toBe('ok');
    expect((await post(PLANET_MONEY_PATHS.orderRefund, { id: order.id })).body.result).toBe('ok');

    // the demo seed's after-sale decisions are in the log too; these are this test's
    const lines = (await operationLog(server.dataDir, PHONES.teacher)).filter((line) => !line.action.startsWith('aftersale.'));
    expect(lines.map((line) => line.action)).toEqual([
      'funds.verify',
      'funds.account.create',
      'funds.withdraw',
      'funds.verify',
      'funds.withdraw',
      'funds.withdraw',
      'funds.verify',
      'funds.account.default',
      'funds.account.delete',
      'saas.order.create',
      'saas.order.pay',
      'saas.order.refund',
    ]);
    const withdrawals = lines.filter((line) => line.action === 'funds.withdraw');
    expect(withdrawals.map((line) => [line.actor_phone, line.amount])).toEqual([
      [PHONES.staff, 100],
      [PHONES.teacher, 200],
      [PHONES.staff, 300],
    ]);
    const account = '中国工商银行 **** **** **** 7180（张伟）';
    expect(withdrawals[1]).toMatchObject({ summary_code: 'withdraw.request', summary_params: { amount: 200, account }, summary: account, text: `提现 ¥2.00 至${account}` });
    for (const line of lines) expect(line.ip).toBe('127.0.0.1');
    expect(lines.find((line) => line.action === 'saas.order.pay')).toMatchObject({ object_type: 'saas_order', object_id: order.id, amount: order.amount });
  });

  it('logs a member refund by a staff account of the planet module', async () => {
    await grantModules(server.dataDir, PHONES.staff, ['accounting', 'planet']);
    const planets = (await call(server.baseUrl, 'GET', PLANET_PATHS.findList, { token: staff, query: { pageSize: 50 } })).body.rows as Planet[];
    const planet = planets.find((row) => row.title === '林老师的写作星球')!;
    const members = (await call(server.baseUrl, 'GET', PLANET_MEMBER_PATHS.findList, { token: staff, query: { planet_id: planet.id, pageSize: 50 } })).body.rows as PlanetMember[];
    const paying = members.find((row) => row.paid_amount > 0 && row.refunded_amount === 0 && row.status === 1 && row.role !== 'owner')!;
    expect((await post(PLANET_MEMBER_PATHS.refund, { planet_id: planet.id, id: paying.id, amount: 500, reason: '课程不合适' }, staff)).body.result).toBe('ok');
    const line = (await operationLog(server.dataDir, PHONES.teacher)).at(-1)!;
    expect(line).toMatchObject({ action: 'planet.member.refund', actor_phone: PHONES.staff, object_type: 'planet_member', object_id: paying.id, amount: 500 });
    expect(line).toMatchObject({ summary_code: 'member.refund', summary_params: { amount: 500, member: paying.nickname, planet: '林老师的写作星球' }, text: `成员退款 ¥5.00：${paying.nickname}（林老师的写作星球）` });
  });
});
