/** Courseware made from document materials (/teach/courseware): the four calls against the real server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import type { Material } from '@shared/materials/types.ts';
import { TEACH_PATHS } from '@shared/teach/paths.ts';
import type { Courseware } from '@shared/teach/courseware.ts';
import { upload } from '@server/areas/materials/test-support.ts';
import { createMainAccount } from '@server/test-support/accounts.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { pdf, png } from '@server/test-support/media-files.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

const PATHS = TEACH_PATHS.courseware;

describe('courseware', () => {
  let server: TestServer;
  let zhou: string;
  let other: string;
  let documentId: number;

  const get = (query: Record<string, string | number> = {}, token = zhou) => call<never>(server.baseUrl, 'GET', PATHS.findList, { token, query });
  const post = <T = unknown>(path: string, json: unknown, token = zhou) => call<T>(server.baseUrl, 'POST', path, { token, json });
  const list = async (query: Record<string, string | number> = {}, token = zhou) => (await get(query, token)).body.rows as Courseware[];

  beforeAll(async () => {
    server = await startServer({ planets: { sensitiveWords: ['传销'] } });
    zhou = (await login(server.baseUrl, PHONES.teacher)).token.id;
    await createMainAccount(server.dataDir, '13900001302');
    other = (await login(server.baseUrl, '13900001302')).token.id;
    documentId = (await upload<Material>(server.baseUrl, zhou, 'document', '第一讲讲义.pdf', pdf())).body.data!.id;
  });
  afterAll(() => server.close());

  it('creates from a document, lists it with the file and a working link, updates, finds by name and deletes', async () => {
    const created = await post<Courseware>(PATHS.create, { name: ' 第一讲 讲义 ', document_id: documentId, description: '课前通读', downloadable: 1 });
    expect(created.body.data).toMatchObject({ name: '第一讲 讲义', document_id: documentId, file_name: '第一讲讲义.pdf', description: '课前通读', downloadable: 1 });
    const id = created.body.data!.id;
    const [row] = await list();
    expect(row!.file_size).toBeGreaterThan(0);
    const file = await fetch(`${server.baseUrl}${row!.url}`);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect((await post<Courseware>(PATHS.update, { id, name: '第一讲 讲义（修订）', document_id: documentId, downloadable: 0 })).body.data).toMatchObject({ downloadable: 0, description: '' });
    expect((await list({ keyword: '修订' })).map((item) => item.name)).toEqual(['第一讲 讲义（修订）']);
    expect(await list({ keyword: '不存在' })).toEqual([]);
    expect((await post(PATHS.delete, { id })).body.result).toBe('ok');
    expect(await list()).toEqual([]);
  });

  it('refuses a picture, another account’s document, no document, a blank name and sensitive words, writing nothing', async () => {
    const picture = (await upload<Material>(server.baseUrl, zhou, 'picture', '封面.png', png(10, 10))).body.data!.id;
    const theirs = (await upload<Material>(server.baseUrl, other, 'document', '别人的讲义.pdf', pdf())).body.data!.id;
    for (const document_id of [picture, theirs]) {
      expect((await post(PATHS.create, { name: '讲义', document_id })).body.message).toBe('文档不存在，请重新选择文档素材');
    }
    expect((await post(PATHS.create, { name: '讲义' })).body.message).toBe('参数错误：缺少必填字段 document_id');
    expect((await post(PATHS.create, { name: ' ', document_id: documentId })).body.message).toBe('参数错误：name 不能为空');
    expect((await post(PATHS.create, { name: '讲义', document_id: documentId, downloadable: 2 })).body.message).toMatch(/^参数错误：downloadable/);
    expect((await post(PATHS.create, { name: '传销讲义', document_id: documentId })).body).toEqual({ result: 'fail', code: -1, message: '操作失败，内容包含敏感词' });
    expect(await list()).toEqual([]);
  });

  it('shows a document deleted from the library as gone, and keeps accounts apart', async () => {
    const doc = (await upload<Material>(server.baseUrl, zhou, 'document', '将删除的讲义.pdf', pdf())).body.data!.id;
    const made = (await post<Courseware>(PATHS.create, { name: '旧讲义', document_id: doc })).body.data!;
    expect((await call(server.baseUrl, 'POST', MATERIAL_PATHS.deleteSource(doc), { token: zhou, form: {} })).status).toBe(200);
    expect((await list())[0]).toMatchObject({ id: made.id, document_id: 0, file_name: '', url: '' });

    expect(await list({}, other)).toEqual([]);
    expect((await post(PATHS.update, { id: made.id, name: '改', document_id: documentId }, other)).body).toMatchObject({ result: 'fail', message: '课件不存在' });
    expect((await post(PATHS.delete, { id: made.id }, other)).status).toBe(404);
    expect((await list())[0]!.name).toBe('旧讲义');
  });
});
