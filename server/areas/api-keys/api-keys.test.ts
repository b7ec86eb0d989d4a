import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_PATHS as P } from '@shared/api-keys/paths.ts';
import type { ApiKey, ApiKeyCall, CreatedApiKey } from '@shared/api-keys/types.ts';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { COUPON_PATHS } from '@shared/marketing/paths.ts';
import { STAFF_PATHS } from '@shared/staff/paths.ts';
import { PLANET_FUNDS_PATHS } from '@shared/planet-funds/paths.ts';
import { call, login, PHONES, smsCodeFromLogs } from '@server/test-support/http.ts';
import { createMainAccount, operationLog } from '@server/test-support/accounts.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

const OTHER = '13900000078';
let server: TestServer;
let teacher: string;

const get = <T = unknown>(path: string, query: Record<string, string | number> = {}, token = teacher) => call<T>(server.baseUrl, 'GET', path, { token, query });
const post = <T = unknown>(path: string, json: unknown, token = teacher) => call<T>(server.baseUrl, 'POST', path, { token, json });

beforeAll(async () => {
  server = await startServer();
  await createMainAccount(server.dataDir, OTHER);
  teacher = (await login(server.baseUrl, PHONES.teacher)).token.id;
});
afterAll(() => server.close());

describe('API keys', () => {
  it('makes a key shown once and stored as a hash; it calls its modules only, and every call is logged', async () => {
    const created = (await post<CreatedApiKey>(P.create, { name: '小鹅通同步', scopes: ['materials', 'order'] })).body.data!;
    expect(created.key).toMatch(/^lk_[A-Za-z0-9_-]{32}$/);
    expect(created).toMatchObject({ name: '小鹅通同步', prefix: created.key.slice(0, 10), scopes: ['materials', 'order'], last_used_at: null, revoked_at: null });
    const listed = (await get<ApiKey[]>(P.findList)).body.rows as (ApiKey & { key?: string })[];
    expect(listed[0]).toMatchObject({ id: created.id, prefix: created.key.slice(0, 10) });
    expect(listed[0]!.key).toBeUndefined();
    const stored = await queryTestDatabase<{ key_hash: string; prefix: string }>(server.dataDir, 'select key_hash, prefix from api_keys where id = ?', [created.id]);
    expect(stored[0]!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(created.key);

    // in its modules: as the teacher, with or without "Bearer"
    expect((await get(MATERIAL_PATHS.getCategorys('picture'), {}, created.key)).body.result).toBe('ok');
    expect((await get('/api/v3/order/findList', {}, `Bearer ${created.key}`)).body.result).toBe('ok');
    // outside them, 系统设置 and Home's shell calls: refused
    expect((await get(COUPON_PATHS.coupon.findList, {}, created.key)).body).toMatchObject({ code: 40300, message: '该 API 密钥无权调用此接口' });
    expect((await get(STAFF_PATHS.staff.findList, {}, created.key)).status).toBe(403);
    expect((await post(P.create, { name: 'x', scopes: ['order'] }, created.key)).status).toBe(403);
    expect((await get(ACCOUNT_PATHS.userInfo, {}, created.key)).status).toBe(403);

    // the line is written as the answer leaves: the last one may land just after it
    const calls = async () => ((await get<ApiKeyCall[]>(P.calls, { id: created.id })).body.rows as ApiKeyCall[]).map((c) => [c.method, c.route, c.status]);
    await expect.poll(calls).toEqual([
      ['GET', ACCOUNT_PATHS.userInfo, 403],
      ['POST', P.create, 403],
      ['GET', STAFF_PATHS.staff.findList, 403],
      ['GET', COUPON_PATHS.coupon.findList, 403],
      ['GET', '/api/v3/order/findList', 200],
      ['GET', MATERIAL_PATHS.getCategorys('picture'), 200],
    ]);
    expect(((await get<ApiKey[]>(P.findList)).body.rows as ApiKey[])[0]!.last_used_at).not.toBeNull();
    expect(server.logs()).not.toContain(created.key);
  });

  it('revokes at once; checks name and scopes; keeps keys to their teacher', async () => {
    const created = (await post<CreatedApiKey>(P.create, { name: '临时', scopes: ['materials'] })).body.data!;
    const otherToken = (await login(server.baseUrl, OTHER)).token.id;
    expect((await post(P.revoke, { id: created.id }, otherToken)).status).toBe(404);
    expect((await get(P.calls, { id: created.id }, otherToken)).status).toBe(404);
    expect(((await get<ApiKey[]>(P.findList, {}, otherToken)).body.rows as ApiKey[])).toEqual([]);
    expect((await post(P.revoke, { id: created.id })).body.result).toBe('ok');
    expect((await get(MATERIAL_PATHS.getCategorys('picture'), {}, created.key)).body).toMatchObject({ code: 50008 });
    expect(((await get<ApiKey[]>(P.findList)).body.rows as ApiKey[]).find((k) => k.id === created.id)!.revoked_at).not.toBeNull();

    expect((await post(P.create, { name: ' ', scopes: ['order'] })).body.message).toBe('参数错误：name 不能为空');
    expect((await post(P.create, { name: 'x', scopes: [] })).body.message).toBe('请至少选择一个可调用的模块');
    expect((await post(P.create, { name: 'x', scopes: ['setting'] })).status).toBe(400);
    const staff = (await login(server.baseUrl, PHONES.staff)).token.id;
    expect((await get(P.findList, {}, staff)).status).toBe(403);

    const lines = (await operationLog(server.dataDir, PHONES.teacher)).filter((line) => line.action.startsWith('apikey.'));
    expect(lines.map((line) => line.action)).toEqual(['apikey.create', 'apikey.create', 'apikey.revoke']);
    expect(lines[2]).toMatchObject({ summary_code: 'apikey.revoke', summary_params: { name: '临时', prefix: created.prefix }, text: `吊销 API 密钥「临时」（${created.prefix}…）` });
  });

  it('refuses the funds verification to a key, without sending a code or spending the teacher’s', async () => {
    const key = (await post<CreatedApiKey>(P.create, { name: '财务对账', scopes: ['accounting'] })).body.data!.key;
    expect((await get(PLANET_FUNDS_PATHS.verification, {}, key)).body.result).toBe('ok');
    const codesSent = () => server.logs().split('[sms] code for ').length;
    const before = codesSent();
    const refused = { result: 'fail', code: 40310, message: 'API 密钥不能进行资金安全验证或修改资金设置，请登录主账号操作' };
    const send = await post(PLANET_FUNDS_PATHS.verificationSend, {}, key);
    expect(send.status).toBe(403);
    expect(send.body).toEqual(refused);
    expect(codesSent()).toBe(before);

    // the teacher asks for a code; the key tries it and is refused before the code is looked at
    expect((await post(PLANET_FUNDS_PATHS.verificationSend, {})).body.result).toBe('ok');
    const code = smsCodeFromLogs(server.logs(), PHONES.teacher);
    const confirm = await post(PLANET_FUNDS_PATHS.verificationConfirm, { sms_code: code }, key);
    expect(confirm.status).toBe(403);
    expect(confirm.body).toEqual(refused);
    // so the teacher's own confirm still works
    const mine = await post<{ verified_until: number | null }>(PLANET_FUNDS_PATHS.verificationConfirm, { sms_code: code });
    expect(mine.body.result).toBe('ok');
    expect(mine.body.data!.verified_until).not.toBeNull();
  });
});
