/**
 * findSources answers a page again from memory while the account's list is unchanged (list-page.ts): every change
 * a list shows — an upload, a rename, a move to another category, a deletion, a category removed — is in the next
 * answer at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import type { Material, MaterialCategory } from '@shared/materials/types.ts';
import { createMainAccount } from '@server/test-support/accounts.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { call, login } from '@server/test-support/http.ts';
import { png } from '@server/test-support/media-files.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';
import { upload } from './test-support.ts';

const PHONE = '13900007701';

describe('a list page read again', () => {
  let server: TestServer;
  let token: string;

  const list = async (query: Record<string, string | number> = {}) => {
    const reply = await call<never>(server.baseUrl, 'GET', MATERIAL_PATHS.findSources('picture'), { token, query });
    return { status: reply.status, message: reply.body.message, titles: ((reply.body.rows ?? []) as Material[]).map((row) => row.title), totalCount: reply.body.totalCount };
  };
  const post = (path: string, form: Record<string, string>) => call(server.baseUrl, 'POST', path, { token, form });

  beforeAll(async () => {
    server = await startServer();
    await createMainAccount(server.dataDir, PHONE);
    token = (await login(server.baseUrl, PHONE)).token.id;
  });
  afterAll(() => server.close());

  it('shows each change made since it was last read', async () => {
    expect(await list()).toMatchObject({ titles: [], totalCount: 0 });
    const first = (await upload<Material>(server.baseUrl, token, 'picture', '第一张.png', png(12, 12))).body.data!;
    expect(await list()).toMatchObject({ titles: ['第一张'], totalCount: 1 });
    expect(await list()).toMatchObject({ titles: ['第一张'], totalCount: 1 });

    await upload(server.baseUrl, token, 'picture', '第二张.png', png(14, 14));
    expect(await list()).toMatchObject({ titles: ['第二张', '第一张'], totalCount: 2 });

    expect((await post(MATERIAL_PATHS.updateSource(first.id), { file_name: '改名的第一张' })).status).toBe(200);
    expect((await list()).titles).toEqual(['第二张', '改名的第一张']);
    expect((await list({ keyword: '改名' })).titles).toEqual(['改名的第一张']);

    const created = await call<MaterialCategory>(server.baseUrl, 'POST', MATERIAL_PATHS.createCategory, { token, form: { name: '封面' } });
    const category = created.body.data!;
    expect((await list({ categoryId: category.id })).titles).toEqual([]);
    expect((await post(MATERIAL_PATHS.updateSource(first.id), { category_id: String(category.id) })).status).toBe(200);
    expect((await list({ categoryId: category.id })).titles).toEqual(['改名的第一张']);

    expect((await post(MATERIAL_PATHS.deleteSource(first.id), {})).status).toBe(200);
    expect(await list({ categoryId: category.id })).toMatchObject({ titles: [], totalCount: 0 });
    expect(await list()).toMatchObject({ titles: ['第二张'], totalCount: 1 });
    expect((await list({ keyword: '改名' })).titles).toEqual([]);
  });

  it('answers 素材分类不存在 for a category removed since its page was read', async () => {
    const created = await call<MaterialCategory>(server.baseUrl, 'POST', MATERIAL_PATHS.createCategory, { token, form: { name: '将被删除' } });
    const category = created.body.data!;
    expect(await list({ categoryId: category.id })).toMatchObject({ status: 200, titles: [] });
    // no call removes a category yet; the trigger that keeps this page from being answered again is tested here
    await queryTestDatabase(server.dataDir, `delete from material_categories where id = ${category.id}`);
    expect(await list({ categoryId: category.id })).toMatchObject({ status: 404, message: '素材分类不存在' });
  });
});
