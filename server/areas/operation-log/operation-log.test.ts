/**
 * The operation log of every write (docs/api.md "Operation log"), against the real server: a write of the
 * main account or of a staff account leaves one line naming who, what, which record, the module, the route and
 * the address; reads, refused writes and development routes leave none; a permission write is logged once, in its
 * own transaction; sign-ins are logged; the list filters and exports a teacher's lines only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { API_KEY_PATHS } from '@shared/api-keys/paths.ts';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { ORDER_PATHS } from '@shared/orders/paths.ts';
import { TEACH_PATHS } from '@shared/teach/paths.ts';
import { OPERATION_LOG_PATHS as P } from '@shared/operation-log/paths.ts';
import type { OperationLogEntry, OperationLogExtra } from '@shared/operation-log/types.ts';
import type { LoginData } from '@shared/session/types.ts';
import { grantModules, zhSummary } from '@server/test-support/accounts.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServerWithDevRoutes, type TestServer } from '@server/test-support/start-server.ts';

let server: TestServer;
let teacher: LoginData;
let staff: LoginData;
let planet: LoginData;

const list = async (query: Record<string, string | number> = {}, token = teacher.token.id) => {
  const reply = await call<OperationLogExtra>(server.baseUrl, 'GET', P.list, { token, query: { pageSize: 100, ...query } });
  expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ result: 'ok' });
  return { rows: reply.body.rows as OperationLogEntry[], totalCount: reply.body.totalCount!, data: reply.body.data! };
};
const lineCount = async () => Number((await queryTestDatabase<{ n: number }>(server.dataDir, 'select count(*) as n from operation_logs'))[0]!.n);
const newCategory = async (name: string, token = teacher.token.id) => {
  const reply = await call<{ id: number }>(server.baseUrl, 'POST', MATERIAL_PATHS.createCategory, { token, json: { name } });
  expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ result: 'ok' });
  return reply.body.data!.id;
};

beforeAll(async () => {
  server = await startServerWithDevRoutes();
  await grantModules(server.dataDir, PHONES.staff, ['materials', 'setting']);
  [teacher, staff, planet] = await Promise.all([login(server.baseUrl, PHONES.teacher), login(server.baseUrl, PHONES.staff), login(server.baseUrl, PHONES.planet)]);
});
afterAll(() => server.close());

describe('the line of a write', () => {
  it('names the main account, the module, the route, the record, its name and the address', async () => {
    const id = await newCategory('运营日志分类');
    const [line] = (await list({ action: 'materials.category.create' })).rows;
    expect(line).toMatchObject({
      action: 'materials.category.create',
      actor_id: teacher.user.id,
      actor_kind: 'main',
      module: 'materials',
      route: `POST ${MATERIAL_PATHS.createCategory}`,
      object_type: 'materials.category',
      object_id: id,
      summary: '运营日志分类',
      ip: '127.0.0.1',
      api_key_id: null,
    });
    expect(line!.actor_name).not.toBe('');
  });

  it('names a staff account as the actor, for its teacher', async () => {
    const id = await newCategory('员工建的分类', staff.token.id);
    const [line] = (await list({ keyword: '员工建的分类' })).rows;
    expect(line).toMatchObject({ actor_id: staff.user.id, actor_kind: 'staff', module: 'materials', object_id: id, summary: '员工建的分类', ip: '127.0.0.1' });
    // the staff account granted 系统设置 reads its teacher's log too
    expect((await list({ keyword: '员工建的分类' }, staff.token.id)).rows.map((row) => row.id)).toEqual([line!.id]);
  });

  it('takes the record from the body, and copies no field but a name', async () => {
    const created = await call<{ id: number }>(server.baseUrl, 'POST', TEACH_PATHS.teacher.create, { token: teacher.token.id, json: { name: '王老师' } });
    const id = created.body.data!.id;
    const reply = await call(server.baseUrl, 'POST', TEACH_PATHS.teacher.update, { token: teacher.token.id, json: { id, name: '王老师', title: '讲师', intro: '十年教龄' } });
    expect(reply.status).toBe(200);
    const [update, create] = (await list({ module: 'teach' })).rows;
    expect(update).toMatchObject({ action: 'teach.teacher.update', object_id: id, summary: '王老师', route: `POST ${TEACH_PATHS.teacher.update}` });
    expect(create).toMatchObject({ action: 'teach.teacher.create', object_id: id, summary: '王老师' });
  });

  it('leaves no line for a read, a refused write or a development route', async () => {
    const before = await lineCount();
    await list();
    expect((await call(server.baseUrl, 'POST', MATERIAL_PATHS.createCategory, { token: teacher.token.id, json: { name: '' } })).status).toBe(400);
    expect((await call(server.baseUrl, 'POST', MATERIAL_PATHS.createCategory, { json: { name: '无会话' } })).status).toBe(401);
    // a staff account outside the module is refused before the handler
    expect((await call(server.baseUrl, 'GET', ORDER_PATHS.findList, { token: staff.token.id })).status).toBe(403);
    expect((await call(server.baseUrl, 'POST', ORDER_PATHS.devSweep, { token: teacher.token.id, json: {} })).status).toBe(200);
    expect(await lineCount()).toBe(before);
  });

  it('logs a permission write once, in its own transaction, with its route and module', async () => {
    const status = async (value: 0 | 1) =>
      expect((await call(server.baseUrl, 'POST', ACCOUNT_PATHS.teacherAccountStatus, { token: teacher.token.id, json: { id: staff.user.id, status: value } })).status).toBe(200);
    const before = await lineCount();
    await status(0);
    await status(1);
    expect(await lineCount()).toBe(before + 2);
    const lines = (await list({ module: 'setting' })).rows.slice(0, 2);
    expect(lines.map((line) => line.action)).toEqual(['staff.status', 'staff.status']);
    expect(lines[0]).toMatchObject({ route: `POST ${ACCOUNT_PATHS.teacherAccountStatus}`, module: 'setting', object_id: staff.user.id, actor_kind: 'main' });
    // worded from the code; `summary` keeps the typed name alone, for the keyword search
    expect(lines.map((line) => line.summary_code)).toEqual(['staff.enable', 'staff.disable']);
    expect(lines[0]!.summary_params).toEqual({ name: lines[0]!.summary });
    expect(zhSummary(lines[1]!)).toBe(`停用员工「${lines[0]!.summary}」`);
    staff = await login(server.baseUrl, PHONES.staff);
  });

  it('names the API key a write was made with', async () => {
    const created = await call<{ id: number; key: string }>(server.baseUrl, 'POST', API_KEY_PATHS.create, { token: teacher.token.id, json: { name: '素材同步', scopes: ['materials'] } });
    expect(created.body, JSON.stringify(created.body)).toMatchObject({ result: 'ok' });
    const { id: keyId, key } = created.body.data!;
    const [keyLine] = (await list({ action: 'apikey.create' })).rows;
    expect(keyLine).toMatchObject({ object_id: keyId, module: 'setting', api_key_id: null, summary: '素材同步', summary_code: 'apikey.create', summary_params: { name: '素材同步', scopes: ['materials'] } });
    expect(zhSummary(keyLine!)).toBe('新建 API 密钥「素材同步」：素材中心');
    expect((await list({ keyword: '素材同步' })).rows.map((row) => row.id)).toEqual([keyLine!.id]);
    const id = await newCategory('接口建的分类', key);
    const [line] = (await list({ keyword: '接口建的分类' })).rows;
    expect(line).toMatchObject({ action: 'materials.category.create', object_id: id, actor_id: teacher.user.id, actor_kind: 'main', api_key_id: keyId });
  });

  it('logs a sign-in as the account’s own line, with the address', async () => {
    const again = await login(server.baseUrl, PHONES.staff);
    const [line] = (await list({ action: 'account.login', actor_id: again.user.id })).rows;
    expect(line).toMatchObject({ action: 'account.login', module: 'shell', actor_kind: 'staff', object_id: again.user.id, summary: '', summary_code: 'login.password', ip: '127.0.0.1' });
  });
});

describe('the list', () => {
  it('keeps each teacher to its own lines', async () => {
    await newCategory('星球老师的分类', planet.token.id);
    const mine = await list();
    expect(mine.rows.some((row) => row.summary === '星球老师的分类')).toBe(false);
    const theirs = await list({}, planet.token.id);
    expect(theirs.rows.every((row) => row.actor_id === planet.user.id)).toBe(true);
    expect(theirs.rows.some((row) => row.summary === '运营日志分类')).toBe(false);
    // another teacher's account as a filter finds nothing
    expect((await list({ actor_id: teacher.user.id }, planet.token.id)).totalCount).toBe(0);
  });

  it('filters by actor, module, action, time and keyword, newest first, with a true total', async () => {
    const all = await list();
    expect(all.totalCount).toBe(all.rows.length);
    const times = all.rows.map((row) => row.created_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const byStaff = await list({ actor_id: staff.user.id });
    expect(byStaff.rows.length).toBeGreaterThan(0);
    expect(byStaff.rows.every((row) => row.actor_id === staff.user.id)).toBe(true);
    expect(byStaff.totalCount).toBe(all.rows.filter((row) => row.actor_id === staff.user.id).length);
    const materials = await list({ module: 'materials' });
    expect(materials.totalCount).toBe(all.rows.filter((row) => row.module === 'materials').length);
    expect((await list({ keyword: '分类' })).rows.map((row) => row.summary).sort()).toEqual(all.rows.filter((row) => row.summary.includes('分类')).map((row) => row.summary).sort());
    const now = Math.floor(Date.now() / 1000);
    const lastHour = all.rows.filter((row) => row.created_at >= now - 3600);
    expect(lastHour.length).toBeGreaterThan(5);
    expect((await list({ start_at: now - 3600, end_at: now + 60 })).totalCount).toBe(lastHour.length);
    expect((await list({ end_at: now - 86_400 * 400 })).totalCount).toBe(0);
    expect((await list({ page: 2, pageSize: 1 })).rows[0]!.id).toBe(all.rows[1]!.id);
  });

  it('offers the teacher’s accounts and menu modules as filters', async () => {
    const { data } = await list();
    expect(data.actors[0]).toMatchObject({ id: teacher.user.id, kind: 'main' });
    expect(data.actors).toContainEqual(expect.objectContaining({ id: staff.user.id, kind: 'staff' }));
    expect(data.modules).toEqual(expect.arrayContaining(['materials', 'course', 'setting', 'shell']));
  });

  it('refuses a bad filter and a staff account without 系统设置', async () => {
    expect((await call(server.baseUrl, 'GET', P.list, { token: teacher.token.id, query: { module: 'nope' } })).body).toMatchObject({ result: 'fail', code: 40000 });
    await grantModules(server.dataDir, PHONES.staff, ['materials']);
    expect((await call(server.baseUrl, 'GET', P.list, { token: staff.token.id })).status).toBe(403);
    expect((await call(server.baseUrl, 'GET', P.export, { token: staff.token.id })).status).toBe(403);
    await grantModules(server.dataDir, PHONES.staff, ['materials', 'setting']);
  });

  /** the export's rows (headers first) for `query` */
  const exported = async (query: Record<string, string>): Promise<unknown[][]> => {
    const url = new URL(P.export, server.baseUrl);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const response = await fetch(url, { headers: { authorization: teacher.token.id } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
    return book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
  };

  it('exports in the language asked for, the summaries the server words too', async () => {
    const zh = await exported({ module: 'shell', action: 'account.login' });
    const en = await exported({ module: 'shell', action: 'account.login', lang: 'en' });
    expect(en[0]).toEqual([undefined, 'Time', 'Operator', 'Role', 'Module', 'Action', 'Record ID', 'Summary', 'Amount (yuan)', 'IP']);
    expect(zh.length).toBeGreaterThan(1);
    expect(zh.slice(1).map((row) => [row[3], row[4], row[7]])).toEqual(zh.slice(1).map(() => [expect.any(String), '账号', '密码登录']));
    expect(en.slice(1).map((row) => [row[3], row[4], row[7]])).toEqual(en.slice(1).map(() => [expect.stringMatching(/^(Main account|Staff)$/), 'Account', 'Signed in with password']));
    // a money or permission write's summary: its sentence and its list parameter in the reader's words
    const keys = async (lang: string) => (await exported({ module: 'setting', action: 'apikey.create', lang })).slice(1).map((row) => row[7]);
    expect(await keys('zh-CN')).toEqual(['新建 API 密钥「素材同步」：素材中心']);
    expect(await keys('en')).toEqual(['Created API key “素材同步”: Materials']);
    const refused = await call(server.baseUrl, 'GET', P.export, { token: teacher.token.id, query: { lang: 'fr' } });
    expect(refused.body).toMatchObject({ result: 'fail', code: 40000 });
  });

  it('exports the filtered lines as a real .xlsx', async () => {
    const rows = await exported({ module: 'materials' });
    expect(rows[0]).toEqual([undefined, '时间', '操作人', '身份', '模块', '操作', '对象 ID', '摘要', '金额（元）', 'IP']);
    const expected = (await list({ module: 'materials' })).rows;
    expect(rows.slice(1).map((row) => row[7])).toEqual(expected.map((line) => line.summary));
    const staffRow = rows.find((row) => row[7] === '员工建的分类')!;
    expect(staffRow.slice(3, 6)).toEqual(['员工', '素材中心', '新建素材分类']);
    expect(staffRow[9]).toBe('127.0.0.1');
  });
});
