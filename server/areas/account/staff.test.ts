import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoginData } from '@shared/session/types.ts';
import type { TeacherAccount } from '@shared/account/types.ts';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

let server: TestServer;
let teacher: LoginData;
let staff: LoginData;

beforeEach(async () => {
  server = await startServer();
  teacher = await login(server.baseUrl, PHONES.teacher);
  staff = await login(server.baseUrl, PHONES.staff);
});
afterEach(() => server.close());

const setStatus = (token: string, id: number, status: number) =>
  call(server.baseUrl, 'POST', ACCOUNT_PATHS.teacherAccountStatus, { token, json: { id, status } });

describe('teacher account list', () => {
  it('lists the main account first, then its staff', async () => {
    const reply = await call<never>(server.baseUrl, 'GET', ACCOUNT_PATHS.teacherAccounts, { token: teacher.token.id });
    expect(reply.body.result).toBe('ok');
    const rows = reply.body.rows as TeacherAccount[];
    expect(reply.body.totalCount).toBe(2);
    expect(rows.map((r) => [r.phone, r.nickname, r.is_child, r.status])).toEqual([
      [PHONES.teacher, '林老师', false, 1],
      [PHONES.staff, '助教小王', true, 1],
    ]);
    expect(rows[1]?.uuid).toMatch(/^child_/);
    expect(rows[0]?.created_at).toEqual(expect.any(Number));
  });

  it('is refused to a staff account', async () => {
    const reply = await call(server.baseUrl, 'GET', ACCOUNT_PATHS.teacherAccounts, { token: staff.token.id });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ result: 'fail', code: 40300, message: '无权限访问' });
  });
});

describe('enabling and disabling staff accounts', () => {
  it('ends every session of a disabled staff account at once', async () => {
    const second = await login(server.baseUrl, PHONES.staff);
    expect((await setStatus(teacher.token.id, staff.user.id, 0)).body).toEqual({ result: 'ok' });
    for (const token of [staff.token.id, second.token.id]) {
      const reply = await call(server.baseUrl, 'GET', ACCOUNT_PATHS.userInfo, { token });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ result: 'fail', code: 50008, message: '账号已停用' });
    }
    const refresh = await call(server.baseUrl, 'POST', ACCOUNT_PATHS.refreshToken, { json: { refresh_token: staff.refresh_token.id } });
    expect(refresh.body).toMatchObject({ code: 50008, message: '账号已停用' });
    const list = await call(server.baseUrl, 'GET', ACCOUNT_PATHS.teacherAccounts, { token: teacher.token.id });
    expect((list.body.rows as TeacherAccount[])[1]?.status).toBe(0);
    // the main account is untouched
    expect((await call(server.baseUrl, 'GET', ACCOUNT_PATHS.userInfo, { token: teacher.token.id })).body.result).toBe('ok');
  });

  it('keeps old sessions ended after enabling again; a new login works', async () => {
    await setStatus(teacher.token.id, staff.user.id, 0);
    await setStatus(teacher.token.id, staff.user.id, 1);
    const old = await call(server.baseUrl, 'GET', ACCOUNT_PATHS.userInfo, { token: staff.token.id });
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ result: 'fail', code: 50008, message: '登录状态已失效，请重新登录' });
    const again = await login(server.baseUrl, PHONES.staff);
    expect((await call(server.baseUrl, 'GET', ACCOUNT_PATHS.userInfo, { token: again.token.id })).body.result).toBe('ok');
  });

  it('lets only the main account change only its own staff', async () => {
    const planet = await login(server.baseUrl, PHONES.planet);
    const byStaff = await setStatus(staff.token.id, staff.user.id, 0);
    expect(byStaff.status).toBe(403);
    expect(byStaff.body.code).toBe(40300);
    // another teacher's staff account, and the main account itself, are no staff account of the caller's
    const foreign = await setStatus(planet.token.id, staff.user.id, 0);
    expect(foreign.body).toMatchObject({ code: 40400, message: '员工账号不存在' });
    const self = await setStatus(teacher.token.id, teacher.user.id, 0);
    expect(self.status).toBe(404);
    expect((await call(server.baseUrl, 'GET', ACCOUNT_PATHS.userInfo, { token: staff.token.id })).body.result).toBe('ok');
  });

  it('validates the status', async () => {
    const reply = await setStatus(teacher.token.id, staff.user.id, 2);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('参数错误：status 必须是以下值之一：0、1');
  });
});
