import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PATHS as P } from '@shared/staff/paths.ts';
import type { RoleModuleTree, StaffAccount, StaffRole } from '@shared/staff/types.ts';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { SYSTEM_PATHS } from '@shared/system/paths.ts';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { COUPON_PATHS } from '@shared/marketing/paths.ts';
import type { MenuModule } from '@shared/menu/types.ts';
import { call, login, PHONES, SESSION_FAILS } from '@server/test-support/http.ts';
import { createMainAccount, operationLog } from '@server/test-support/accounts.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

const OTHER = '13900000077';
const DISABLED = { result: 'fail', code: 50008, message: '账号已停用' };
let server: TestServer;
let teacher: string;
let other: string;

const get = <T = unknown>(path: string, query: Record<string, string | number> = {}, token = teacher) => call<T>(server.baseUrl, 'GET', path, { token, query });
const post = <T = unknown>(path: string, json: unknown, token = teacher) => call<T>(server.baseUrl, 'POST', path, { token, json });
async function okData<T>(path: string, json: unknown, token = teacher): Promise<T> {
  const reply = await post<T>(path, json, token);
  expect(reply.body).toMatchObject({ result: 'ok' });
  return reply.body.data as T;
}
const rows = async <R>(path: string, query: Record<string, string | number> = {}, token = teacher) => (await get(path, query, token)).body.rows as R[];

/** the ids of the named groups of the tree (with their leaves) */
function groupIds(tree: RoleModuleTree, titles: string[]): number[] {
  return tree.filter((group) => titles.includes(group.title)).flatMap((group) => [group.id, ...group.children.map((leaf) => leaf.id)]);
}
const titles = (menu: MenuModule[]) => menu.map((entry) => entry.title);

beforeAll(async () => {
  server = await startServer();
  await createMainAccount(server.dataDir, OTHER);
  teacher = (await login(server.baseUrl, PHONES.teacher)).token.id;
  other = (await login(server.baseUrl, OTHER)).token.id;
});
afterAll(() => server.close());

describe('roles', () => {
  it('lists the demo roles with their staff count, and offers the catalogue without Home or other sites', async () => {
    const roles = await rows<StaffRole>(P.role.findList);
    expect(roles.map((r) => [r.name, r.staff_count])).toEqual([['运营', 0], ['助教', 1]]);
    const tree = (await get<RoleModuleTree>(P.role.modules)).body.data!;
    expect(titles(tree)).not.toContain('首页');
    expect(titles(tree)).toContain('系统设置');
    expect(tree.flatMap((g) => g.children).some((leaf) => leaf.external === 1)).toBe(false);
  });

  it('checks name, modules and ownership', async () => {
    const tree = (await get<RoleModuleTree>(P.role.modules)).body.data!;
    const ids = groupIds(tree, ['订单管理']);
    expect((await post(P.role.create, { name: ' ', description: '', module_ids: ids })).body.message).toBe('参数错误：name 不能为空');
    expect((await post(P.role.create, { name: '客服', description: '', module_ids: [] })).body.message).toBe('请至少选择一个权限模块');
    expect((await post(P.role.create, { name: '助教', description: '', module_ids: ids })).body).toMatchObject({ result: 'fail', message: '角色名称已存在' });
    const home = (await get<MenuModule[]>(SYSTEM_PATHS.menuList)).body.data!.find((m) => m.title === '首页')!;
    expect((await post(P.role.create, { name: '客服', description: '', module_ids: [home.id] })).body.message).toMatch(/^参数错误：module_ids/);
    // another teacher's roles are not there for them, and ours are not for them
    const mine = (await rows<StaffRole>(P.role.findList))[0]!;
    expect((await post(P.role.update, { id: mine.id, name: 'x', description: '', module_ids: ids }, other)).status).toBe(404);
    expect(await rows<StaffRole>(P.role.findList, {}, other)).toEqual([]);
  });

  it('refuses a staff account, even one granted 系统设置', async () => {
    const staff = (await login(server.baseUrl, PHONES.staff)).token.id;
    expect((await get(P.role.findList, {}, staff)).status).toBe(403);
    expect((await get(P.staff.findList, {}, staff)).status).toBe(403);
  });
});

describe('staff accounts', () => {
  it('creates a staff account with a role: it signs in, sees only those modules, and the server refuses the rest', async () => {
    const tree = (await get<RoleModuleTree>(P.role.modules)).body.data!;
    const role = await okData<StaffRole>(P.role.create, { name: '客服', description: '处理订单与售后', module_ids: groupIds(tree, ['订单管理', '售后']) });
    expect(role).toMatchObject({ name: '客服', staff_count: 0 });

    const created = await okData<StaffAccount>(P.staff.create, { phone: '13700000031', nickname: '小周', password: 'kefu2026a', role_id: role.id });
    expect(created).toMatchObject({ nickname: '小周', phone: '13700000031', status: 1, role_id: role.id, role_name: '客服', last_login_at: null });
    expect((await rows<StaffRole>(P.role.findList, { keyword: '客服' }))[0]!.staff_count).toBe(1);

    const staff = (await login(server.baseUrl, '13700000031', 'kefu2026a')).token.id;
    const menu = (await get<MenuModule[]>(SYSTEM_PATHS.menuList, {}, staff)).body.data!;
    expect(titles(menu)).toEqual(['首页', '订单管理', '售后']);
    expect((await get(MATERIAL_PATHS.getCategorys('picture'), {}, staff)).body).toMatchObject({ code: 40300, message: '无权限访问' });

    // the role changes: the very next call follows, and so does the menu
    await okData(P.role.update, { id: role.id, name: '客服', description: '处理订单与素材', module_ids: groupIds(tree, ['订单管理', '素材中心']) });
    expect((await get(MATERIAL_PATHS.getCategorys('picture'), {}, staff)).body.result).toBe('ok');
    expect(titles((await get<MenuModule[]>(SYSTEM_PATHS.menuList, {}, staff)).body.data!)).toEqual(['首页', '素材中心', '订单管理']);

    // another role: marketing only
    const marketing = (await rows<StaffRole>(P.role.findList, { keyword: '运营' }))[0]!;
    await okData(P.staff.update, { id: created.id, nickname: '小周', role_id: marketing.id });
    expect((await get(MATERIAL_PATHS.getCategorys('picture'), {}, staff)).status).toBe(403);
    expect((await get(COUPON_PATHS.coupon.findList, {}, staff)).body.result).toBe('ok');
    // the role is held: it cannot go
    expect((await post(P.role.delete, { id: marketing.id })).body).toMatchObject({ result: 'fail', message: '该角色下还有员工，请先为他们更换角色' });
    // the first one is free now
    expect((await post(P.role.delete, { id: role.id })).body.result).toBe('ok');

    const lines = (await operationLog(server.dataDir, PHONES.teacher)).filter((line) => line.action.startsWith('staff.'));
    expect(lines.map((line) => line.action)).toEqual(['staff.role.create', 'staff.create', 'staff.role.update', 'staff.update', 'staff.role.delete']);
    expect(lines[1]).toMatchObject({ summary_code: 'staff.create', summary_params: { name: '小周', role: '客服' }, summary: '小周 客服', text: '新建员工「小周」，角色「客服」' });
    expect(lines[3]).toMatchObject({ summary_code: 'staff.update', summary_params: { name: '小周', nickname: '小周', role: '运营', changes: ['role'] }, summary: '小周 运营', text: '编辑员工「小周」：角色改为「运营」' });
    expect(lines[4]).toMatchObject({ summary_code: 'role.delete', summary_params: { name: '客服' }, text: '删除角色「客服」' });
  });

  it('checks phone, password and role, and refuses a phone already registered', async () => {
    const role = (await rows<StaffRole>(P.role.findList))[0]!;
    const input = { phone: '13700000032', nickname: '小李', password: 'abc12345', role_id: role.id };
    expect((await post(P.staff.create, { ...input, password: 'abcdefgh' })).body.message).toBe('参数错误：password 须为 8-32 位且同时包含字母和数字');
    expect((await post(P.staff.create, { ...input, password: undefined })).body.message).toBe('参数错误：password 请输入登录密码');
    expect((await post(P.staff.create, { ...input, phone: PHONES.planet })).body).toMatchObject({ code: 40900, message: '该手机号已注册' });
    // no description: the console leaves an empty one out of the body
    const others = await okData<StaffRole>(P.role.create, { name: '别家', module_ids: groupIds((await get<RoleModuleTree>(P.role.modules, {}, other)).body.data!, ['订单管理']) }, other);
    expect(others.description).toBe('');
    expect((await post(P.staff.create, { ...input, role_id: others.id })).body).toMatchObject({ code: 40400, message: '角色不存在' });
    expect((await get(P.staff.findList, { keyword: '小李' })).body.totalCount).toBe(0);
  });

  it('filters by keyword, role and status; disabling ends the sessions; a new password too', async () => {
    const role = (await rows<StaffRole>(P.role.findList, { keyword: '助教' }))[0]!;
    const created = await okData<StaffAccount>(P.staff.create, { phone: '13700000033', nickname: '阿May', password: 'may2026ok', role_id: role.id });
    expect((await rows<StaffAccount>(P.staff.findList, { keyword: 'may' })).map((s) => s.id)).toEqual([created.id]);
    expect((await rows<StaffAccount>(P.staff.findList, { role_id: role.id })).map((s) => s.nickname)).toEqual(['阿May', '助教小王']);
    let token = (await login(server.baseUrl, '13700000033', 'may2026ok')).token.id;

    expect((await post(ACCOUNT_PATHS.teacherAccountStatus, { id: created.id, status: 0 })).body.result).toBe('ok');
    expect((await get(ACCOUNT_PATHS.userInfo, {}, token)).body).toMatchObject(DISABLED);
    expect((await rows<StaffAccount>(P.staff.findList, { status: 0 })).map((s) => s.id)).toEqual([created.id]);
    await okData(ACCOUNT_PATHS.teacherAccountStatus, { id: created.id, status: 1 });

    token = (await login(server.baseUrl, '13700000033', 'may2026ok')).token.id;
    await okData(P.staff.update, { id: created.id, nickname: '阿May', role_id: role.id, password: 'newpass2026' });
    expect((await get(ACCOUNT_PATHS.userInfo, {}, token)).body).toMatchObject(SESSION_FAILS.invalid);
    await login(server.baseUrl, '13700000033', 'newpass2026');
    expect((await post(P.staff.update, { id: created.id, phone: '13700000099', nickname: '阿May', role_id: role.id })).body.message).toBe('员工账号的手机号不能修改');
  });

  it('deletes a staff account for good: its sessions end, the phone is free, the log keeps naming it', async () => {
    const role = (await rows<StaffRole>(P.role.findList, { keyword: '助教' }))[0]!;
    const created = await okData<StaffAccount>(P.staff.create, { phone: '13700000034', nickname: '临时工', password: 'temp2026x', role_id: role.id });
    const token = (await login(server.baseUrl, '13700000034', 'temp2026x')).token.id;

    expect((await post(P.staff.delete, { id: created.id }, other)).status).toBe(404);
    expect((await post(P.staff.delete, { id: created.id })).body.result).toBe('ok');
    expect((await get(ACCOUNT_PATHS.userInfo, {}, token)).body).toMatchObject(DISABLED);
    expect((await call(server.baseUrl, 'POST', ACCOUNT_PATHS.webLogin, { json: { phone: '13700000034', password: 'temp2026x' } })).body.result).toBe('fail');
    expect((await rows<StaffAccount>(P.staff.findList)).map((s) => s.id)).not.toContain(created.id);
    expect((await get<{ id: number }[]>(ACCOUNT_PATHS.teacherAccounts)).body.rows!.map((a) => (a as { id: number }).id)).not.toContain(created.id);
    expect(Number((await queryTestDatabase<{ n: number }>(server.dataDir, 'select count(*) as n from child_grants where child_id = ?', [created.id]))[0]!.n)).toBe(0);
    expect((await post(P.staff.delete, { id: created.id })).status).toBe(404);

    // the number may be given to a new staff account as a new staff account
    const again = await okData<StaffAccount>(P.staff.create, { phone: '13700000034', nickname: '临时工二', password: 'temp2026y', role_id: role.id });
    expect(again.id).not.toBe(created.id);
    const deleteLine = (await operationLog(server.dataDir, PHONES.teacher)).find((line) => line.action === 'staff.delete');
    expect(deleteLine).toMatchObject({ object_id: created.id, summary_code: 'staff.delete', summary_params: { name: '临时工', phone: '137****0034' }, text: '删除员工「临时工」（137****0034）' });
  });
});
