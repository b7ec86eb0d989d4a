/** Marketing pages (/marketing/page): the calls against the real server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_PATHS } from '@shared/courses/paths.ts';
import type { CourseRecord } from '@shared/courses/types.ts';
import { CAMPAIGN_PATHS } from '@shared/marketing/campaign-paths.ts';
import type { MarketingPage } from '@shared/marketing/campaign-types.ts';
import type { Material } from '@shared/materials/types.ts';
import { upload } from '@server/areas/materials/test-support.ts';
import { createMainAccount, grantModules } from '@server/test-support/accounts.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { png } from '@server/test-support/media-files.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

const P = CAMPAIGN_PATHS.page;
const SENSITIVE = { result: 'fail', code: -1, message: '操作失败，内容包含敏感词' };

describe('marketing pages', () => {
  let server: TestServer;
  let lin: string;
  let other: string;
  let staff: string;
  let coverId: number;
  let theirCoverId: number;
  let a: number;
  let b: number;
  let c: number;
  let theirs: number;

  const get = <T = never>(path: string, query: Record<string, string | number> = {}, token = lin) => call<T>(server.baseUrl, 'GET', path, { token, query });
  const post = <T = unknown>(path: string, json: unknown, token = lin) => call<T>(server.baseUrl, 'POST', path, { token, json });
  const list = async (query: Record<string, string | number> = {}, token = lin) => (await get(P.findList, { pageSize: 100, ...query }, token)).body.rows as MarketingPage[];
  const made = async <T = MarketingPage>(path: string, input: object, token = lin): Promise<T> => {
    const answer = await post<T>(path, input, token);
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ result: 'ok' });
    return answer.body.data!;
  };
  const refused = async (path: string, input: object, message: string | RegExp) => {
    const answer = await post(path, input);
    expect(answer.body.result, JSON.stringify(input)).toBe('fail');
    expect(answer.body.message).toMatch(message);
  };
  const course = async (title: string, price: number, extra: object = {}, token = lin) => (await made<CourseRecord>(COURSE_PATHS.course.create, { type: 'richtext', title, price, ...extra }, token)).id;
  const uses = async (id: number) =>
    (await queryTestDatabase<{ material_id: number }>(server.dataDir, "select material_id from material_uses where user_kind = 'marketing_page' and user_id = ?", [id])).map((row) => Number(row.material_id));
  const input = (extra: object = {}) => ({ title: ' 春季好课 ', cover_id: coverId, intro: '三门课，一页看全。', products: [{ kind: 'course', id: a }, { kind: 'column', id: b }, { kind: 'content', id: c }], ...extra });

  beforeAll(async () => {
    server = await startServer({ planets: { sensitiveWords: ['传销'] }, courses: { studentOrigin: 'https://h5.example.test' } });
    lin = (await login(server.baseUrl, PHONES.teacher)).token.id;
    await createMainAccount(server.dataDir, '13900001402');
    other = (await login(server.baseUrl, '13900001402')).token.id;
    staff = (await login(server.baseUrl, PHONES.staff)).token.id;
    coverId = (await upload<Material>(server.baseUrl, lin, 'picture', '页面封面.png', png(64, 36))).body.data!.id;
    theirCoverId = (await upload<Material>(server.baseUrl, other, 'picture', '别人的.png', png())).body.data!.id;
    a = await course('页面课 A', 9_900);
    b = await course('页面专栏 B', 19_900, { type: 'column' });
    c = await course('页面单品 C', 990, { single: 1 });
    theirs = await course('别人的课', 100, {}, other);
  });
  afterAll(() => server.close());

  it('shows the demo page, published with three products and its student link', async () => {
    const [demo] = await list({ keyword: '写作课程精选' });
    expect(demo).toMatchObject({ title: '写作课程精选', published: 1 });
    expect(demo!.products).toHaveLength(3);
    expect(demo!.link).toBe(`https://h5.example.test/marketing/page?id=${demo!.id}`);
    expect(await list({}, other)).toEqual([]);
  });

  it('creates a page with its cover and products in order, edits, publishes, takes down and deletes it', async () => {
    const page = await made(P.create, input());
    expect(page).toMatchObject({ title: '春季好课', cover_id: coverId, intro: '三门课，一页看全。', published: 0, published_at: 0, link: `https://h5.example.test/marketing/page?id=${page.id}` });
    expect(page.products.map((p) => [p.kind, p.title, p.price])).toEqual([['course', '页面课 A', 9_900], ['column', '页面专栏 B', 19_900], ['content', '页面单品 C', 990]]);
    expect(page.cover_url).toMatch(/^\/api\/v3\/media\/file\/\d+-/);
    expect(await uses(page.id)).toEqual([coverId]);
    // reordered (下移 of the first) and one removed
    const edited = await made(P.update, { ...input({ title: '改过的', cover_id: 0, products: [{ kind: 'column', id: b }, { kind: 'course', id: a }] }), id: page.id });
    expect(edited.products.map((p) => p.id)).toEqual([b, a]);
    expect(edited).toMatchObject({ title: '改过的', cover_id: 0, cover_url: '' });
    expect(await uses(page.id)).toEqual([]);
    const published = await made(P.publish, { id: page.id, published: 1 });
    expect(published.published).toBe(1);
    expect(published.published_at).toBeGreaterThan(0);
    expect((await list({ published: 1 })).map((p) => p.id)).toContain(page.id);
    expect((await list({ published: 0 })).map((p) => p.id)).not.toContain(page.id);
    await refused(P.update, { ...input({ products: [] }), id: page.id }, '已发布的页面至少要有一个商品，请先下线再清空商品');
    expect((await made(P.publish, { id: page.id, published: 0 })).published).toBe(0);
    const emptied = await made(P.update, { ...input({ products: [] }), id: page.id });
    await refused(P.publish, { id: emptied.id, published: 1 }, '页面还没有商品，请先添加商品再发布');
    expect((await post(P.delete, { id: page.id })).body).toEqual({ result: 'ok' });
    expect((await get(P.detail, { id: page.id })).body.message).toBe('营销页面不存在');
  });

  it('refuses what a page cannot be, in Chinese, writing nothing', async () => {
    const before = (await list()).length;
    await refused(P.create, input({ title: '  ' }), '参数错误：title 不能为空');
    await refused(P.create, input({ title: '长'.repeat(31) }), /^参数错误：title/);
    await refused(P.create, input({ intro: '长'.repeat(501) }), /^参数错误：intro/);
    await refused(P.create, input({ products: Array.from({ length: 31 }, () => ({ kind: 'course', id: a })) }), /^参数错误：products 必须是 0 到 30 个商品/);
    await refused(P.create, input({ products: [{ kind: 'course', id: a }, { kind: 'course', id: a }] }), '商品不能重复');
    await refused(P.create, input({ products: [{ kind: 'course', id: theirs }] }), '商品不存在，请重新选择');
    await refused(P.create, input({ cover_id: theirCoverId }), '封面图片不存在，请重新选择图片素材');
    expect((await post(P.create, input({ intro: '加入传销' }))).body).toEqual(SENSITIVE);
    expect((await list()).length).toBe(before);
  });

  it("keeps each account to its own pages: another teacher's answer 404 and stay as they were", async () => {
    const mine = await made(P.create, input({ title: '我的页面' }));
    for (const [path, body] of [
      [P.update, { ...input(), id: mine.id }],
      [P.delete, { id: mine.id }],
      [P.publish, { id: mine.id, published: 1 }],
    ] as const) {
      const answer = await post(path, body, other);
      expect([answer.status, answer.body.message], path).toEqual([404, '营销页面不存在']);
    }
    expect((await get(P.detail, { id: mine.id }, other)).status).toBe(404);
    expect((await get<MarketingPage>(P.detail, { id: mine.id })).body.data).toEqual({ ...mine, cover_url: expect.stringMatching(/^\/api\/v3\/media\/file\/\d+-/) });
  });

  it('lets a staff account in with the 营销中心 module only', async () => {
    await grantModules(server.dataDir, PHONES.staff, ['materials']);
    expect((await get(P.findList, {}, staff)).body).toMatchObject({ code: 40300, message: '无权限访问' });
    await grantModules(server.dataDir, PHONES.staff, ['marketing']);
    expect((await list({ keyword: '写作课程精选' }, staff)).map((p) => p.title)).toEqual(['写作课程精选']);
  });
});
