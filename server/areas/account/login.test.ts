import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardFigures } from '@shared/system/dashboard-types.ts';
import type { LoginData } from '@shared/session/types.ts';
import type { TeacherAccount, UserInfo } from '@shared/account/types.ts';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { SYSTEM_PATHS } from '@shared/system/paths.ts';
import { testClock } from '@server/test-support/clock.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

const clock = testClock();
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ now: clock.now });
});
afterAll(() => server.close());

describe('phone/exist', () => {
  it('answers whether a phone is registered', async () => {
    const known = await call<{ exist: boolean }>(server.baseUrl, 'GET', ACCOUNT_PATHS.phoneExist, { query: { phone: PHONES.teacher } });
    expect(known.body).toEqual({ result: 'ok', data: { exist: true } });
    const unknown = await call(server.baseUrl, 'GET', ACCOUNT_PATHS.phoneExist, { query: { phone: '13912345678' } });
    expect(unknown.body).toEqual({ result: 'ok', data: { exist: false } });
  });

  it('names the field and the rule for a bad phone', async () => {
    const reply = await call(server.baseUrl, 'GET', ACCOUNT_PATHS.phoneExist, { query: { phone: '12345' } });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ result: 'fail', code: 40000, message: '参数错误：phone 必须是 11 位手机号' });
  });
});

describe('web_login with a password', () => {
  it('answers the token pair and the user', async () => {
    const reply = await call<LoginData>(server.baseUrl, 'POST', ACCOUNT_PATHS.webLogin, {
      json: { phone: PHONES.teacher, password: 'lectern-demo' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.result).toBe('ok');
    const data = reply.body.data!;
    expect(data.token.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.refresh_token.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.token.id).not.toBe(data.refresh_token.id);
    expect(data.token.exp).toBe(clock.seconds() + 7200);
    expect(data.refresh_token.exp).toBe(clock.seconds() + 14 * 86400);
    expect(data.user).toMatchObject({ nickname: '林老师', avatar: '', uid: expect.any(String) as string });
    expect(data.user.uuid).not.toMatch(/^child_/);
    expect(Object.keys(data.user).sort()).toEqual(['avatar', 'id', 'mode', 'nickname', 'uid', 'uuid']);
  });

  it('gives a staff account a child_ uuid', async () => {
    const data = await login(server.baseUrl, PHONES.staff);
    expect(data.user.uuid).toMatch(/^child_/);
    expect(data.user.nickname).toBe('助教小王');
  });

  it('refuses a wrong password and an unknown phone alike', async () => {
    for (const json of [
      { phone: PHONES.teacher, password: 'wrong-password' },
      { phone: '13912345678', password: 'lectern-demo' },
    ]) {
      const reply = await call(server.baseUrl, 'POST', ACCOUNT_PATHS.webLogin, { json });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ result: 'fail', code: 40001, message: '手机号或密码错误' });
    }
  });

  it('asks for a password or a code, and names unknown fields', async () => {
    const missing = await call(server.baseUrl, 'POST', ACCOUNT_PATHS.webLogin, { json: { phone: PHONES.teacher } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：缺少必填字段 password 或 code');
    const extra = await call(server.baseUrl, 'POST', ACCOUNT_PATHS.webLogin, {
      json: { phone: PHONES.teacher, password: 'x', remember: true },
    });
    expect(extra.status).toBe(400);
    expect(extra.body).toEqual({ result: 'fail', code: 40000, message: '参数错误：不支持的字段 remember' });
    const broken = await fetch(`${server.baseUrl}${ACCOUNT_PATHS.webLogin}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"phone":',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ result: 'fail', code: 40000, message: '参数错误：请求体不是合法的 JSON' });
  });

  it('records the sign-in time, which the next session shows as the last sign-in', async () => {
    clock.advance(120);
    await login(server.baseUrl, PHONES.planet);
    const signedInAt = clock.seconds();
    clock.advance(60);
    const next = await login(server.baseUrl, PHONES.planet);
    const figures = await call<DashboardFigures>(server.baseUrl, 'GET', SYSTEM_PATHS.dashboard, { token: next.token.id });
    expect(figures.body.data?.last_login_at).toBe(signedInAt);
  });

  it('starts a new family per login: logging one out leaves the other signed in', async () => {
    const first = await login(server.baseUrl, PHONES.teacher);
    const second = await login(server.baseUrl, PHONES.teacher);
    await call(server.baseUrl, 'POST', ACCOUNT_PATHS.logout, { token: first.token.id });
    const still = await call(server.baseUrl, 'GET', ACCOUNT_PATHS.userInfo, { token: second.token.id });
    expect(still.body.result).toBe('ok');
  });

  it('refuses a disabled account after a right password (40003), and admits it again once enabled', async () => {
    const teacher = await login(server.baseUrl, PHONES.teacher);
    const accounts = await call(server.baseUrl, 'GET', ACCOUNT_PATHS.teacherAccounts, { token: teacher.token.id });
    const staff = (accounts.body.rows as TeacherAccount[]).find((a) => a.is_child)!;
    await call(server.baseUrl, 'POST', ACCOUNT_PATHS.teacherAccountStatus, { token: teacher.token.id, json: { id: staff.id, status: 0 } });

    const refused = await call(server.baseUrl, 'POST', ACCOUNT_PATHS.webLogin, { json: { phone: PHONES.staff, password: 'lectern-demo' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ result: 'fail', code: 40003, message: '账号已停用' });
    // a wrong password still says only that
    const wrong = await call(server.baseUrl, 'POST', ACCOUNT_PATHS.webLogin, { json: { phone: PHONES.staff, password: 'nope' } });
    expect(wrong.body.code).toBe(40001);

    await call(server.baseUrl, 'POST', ACCOUNT_PATHS.teacherAccountStatus, { token: teacher.token.id, json: { id: staff.id, status: 1 } });
    const again = await login(server.baseUrl, PHONES.staff);
    const info = await call<UserInfo>(server.baseUrl, 'GET', ACCOUNT_PATHS.userInfo, { token: again.token.id });
    expect(info.body.data?.status).toBe(1);
  });
});

describe('get_user_info', () => {
  it('describes a main account', async () => {
    const { token, user } = await login(server.baseUrl, PHONES.teacher);
    const reply = await call<UserInfo>(server.baseUrl, 'GET', ACCOUNT_PATHS.userInfo, { token: token.id });
    expect(reply.body.data).toEqual({
      ...user,
      phone: PHONES.teacher,
      avatar_url: '',
      mode: 'teacher',
      main_id: user.id,
      is_child: false,
      tier: 'free',
      status: 1,
    });
  });

  it('describes a staff account acting for its main account', async () => {
    const teacher = await login(server.baseUrl, PHONES.teacher);
    const { token } = await login(server.baseUrl, PHONES.staff);
    const reply = await call<UserInfo>(server.baseUrl, 'GET', ACCOUNT_PATHS.userInfo, { token: token.id });
    expect(reply.body.data).toMatchObject({ is_child: true, main_id: teacher.user.id, mode: 'teacher' });
    expect(reply.body.data?.uuid).toMatch(/^child_/);
  });

  it('describes a planet member-mode teacher', async () => {
    const { token } = await login(server.baseUrl, PHONES.planet);
    const reply = await call<UserInfo>(server.baseUrl, 'GET', ACCOUNT_PATHS.userInfo, { token: token.id });
    expect(reply.body.data).toMatchObject({ mode: 'planet', tier: 'advanced', nickname: '周老师' });
  });
});
