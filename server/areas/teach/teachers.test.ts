/** The teachers who appear on courses (/teach/teacher): the four calls against the real server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Material } from '@shared/materials/types.ts';
import { TEACH_PATHS } from '@shared/teach/paths.ts';
import type { Teacher } from '@shared/teach/teacher.ts';
import { upload } from '@server/areas/materials/test-support.ts';
import { createMainAccount, grantModules } from '@server/test-support/accounts.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { png } from '@server/test-support/media-files.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

const PATHS = TEACH_PATHS.teacher;
const SENSITIVE = { result: 'fail', code: -1, message: '操作失败，内容包含敏感词' };

describe('teachers', () => {
  let server: TestServer;
  let zhou: string;
  let other: string;
  let staff: string;
  let avatarId: number;

  const get = (query: Record<string, string | number> = {}, token = zhou) => call<never>(server.baseUrl, 'GET', PATHS.findList, { token, query });
  const post = <T = unknown>(path: string, json: unknown, token = zhou) => call<T>(server.baseUrl, 'POST', path, { token, json });
  const names = async (query: Record<string, string | number> = {}, token = zhou) => ((await get(query, token)).body.rows as Teacher[]).map((row) => row.name);
  const input = () => ({ name: '  王老师 ', title: '摄影讲师', avatar_id: avatarId, intro: '第一行\n第二行' });

  beforeAll(async () => {
    server = await startServer({ planets: { sensitiveWords: ['传销'] } });
    zhou = (await login(server.baseUrl, PHONES.teacher)).token.id;
    await createMainAccount(server.dataDir, '13900001301');
    other = (await login(server.baseUrl, '13900001301')).token.id;
    staff = (await login(server.baseUrl, PHONES.staff)).token.id;
    avatarId = (await upload<Material>(server.baseUrl, zhou, 'picture', '头像.png', png(20, 20))).body.data!.id;
  });
  afterAll(() => server.close());

  it('lists the demo teachers newest change first and finds them by name', async () => {
    const answer = await get();
    expect(answer.status).toBe(200);
    const seeded = answer.body.rows as Teacher[];
    expect(seeded.map((row) => row.name)).toEqual(['周老师', '林晓', '陈一鸣']);
    expect(answer.body.totalCount).toBe(3);
    // the test server seeds no demo files: the demo avatar is the end-to-end test's
    expect(seeded.map((row) => row.avatar_id)).toEqual([0, 0, 0]);
    expect(await names({ keyword: '林' })).toEqual(['林晓']);
    expect(await names({ page: 2, pageSize: 2 })).toEqual(['陈一鸣']);
  });

  it('creates with trimmed texts and an avatar, updates, and deletes', async () => {
    const created = await post<Teacher>(PATHS.create, input());
    expect(created.body.data).toMatchObject({ name: '王老师', title: '摄影讲师', avatar_id: avatarId, intro: '第一行\n第二行' });
    const id = created.body.data!.id;
    const avatar = await fetch(`${server.baseUrl}${created.body.data!.avatar_url}`);
    expect([avatar.status, avatar.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await names())[0]).toBe('王老师');
    const updated = await post<Teacher>(PATHS.update, { ...input(), id, name: '王晓光', avatar_id: 0 });
    expect(updated.body.data).toMatchObject({ id, name: '王晓光', avatar_id: 0, avatar_url: '' });
    expect((await post(PATHS.delete, { id })).body.result).toBe('ok');
    expect(await names()).not.toContain('王晓光');
    expect((await post(PATHS.delete, { id })).body).toMatchObject({ result: 'fail', message: '讲师不存在' });
    // a name is enough
    const bare = await post<Teacher>(PATHS.create, { name: '赵助教' });
    expect(bare.body.data).toMatchObject({ name: '赵助教', title: '', avatar_id: 0, intro: '' });
    await post(PATHS.delete, { id: bare.body.data!.id });
  });

  it('refuses a blank name, a long title, a picture not of the account and sensitive words, writing nothing', async () => {
    expect((await post(PATHS.create, { ...input(), name: '   ' })).body.message).toBe('参数错误：name 不能为空');
    expect((await post(PATHS.create, { ...input(), title: '长'.repeat(31) })).body.message).toMatch(/^参数错误：title/);
    const theirs = (await upload<Material>(server.baseUrl, other, 'picture', '别人的.png', png(10, 10))).body.data!.id;
    expect((await post(PATHS.create, { ...input(), avatar_id: theirs })).body.message).toBe('头像图片不存在，请重新选择图片素材');
    for (const field of ['name', 'title', 'intro'] as const) expect((await post(PATHS.create, { ...input(), [field]: '传销' })).body).toEqual(SENSITIVE);
    expect(await names()).toEqual(['周老师', '林晓', '陈一鸣']);
  });

  it("keeps each account to its own teachers: another teacher's answers 404 and stays as it was", async () => {
    expect(await names({}, other)).toEqual([]);
    const mine = (await get()).body.rows as Teacher[];
    const target = mine[0]!;
    expect((await post(PATHS.update, { ...input(), id: target.id }, other)).body).toMatchObject({ result: 'fail', message: '讲师不存在' });
    expect((await post(PATHS.delete, { id: target.id }, other)).status).toBe(404);
    expect((await get()).body.rows).toEqual(mine);
  });

  it('lets a staff account in with the 教学管理 module only', async () => {
    await grantModules(server.dataDir, PHONES.staff, ['materials']);
    expect((await get({}, staff)).body).toMatchObject({ code: 40300 });
    await grantModules(server.dataDir, PHONES.staff, ['teach']);
    expect(await names({}, staff)).toEqual(['周老师', '林晓', '陈一鸣']);
  });
});
