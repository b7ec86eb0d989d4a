import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP_PATHS, type HelpArticle, type HelpContact, type HelpContactReceipt, type HelpSummary } from '@shared/help/contract.ts';
import type { LoginData } from '@shared/session/types.ts';
import { EXTENSIONS } from '@shared/materials/rules.ts';
import { HELP_ARTICLES } from './articles-seed.ts';
import { CONTACT_LIMIT } from './service.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';

let server: TestServer;
let teacher: LoginData;
let staff: LoginData;

beforeAll(async () => {
  server = await startServer();
  [teacher, staff] = await Promise.all([login(server.baseUrl, PHONES.teacher), login(server.baseUrl, PHONES.staff)]);
});
afterAll(() => server.close());

const get = <T>(route: string, query: Record<string, string | number> = {}, token = teacher.token.id) =>
  call<T>(server.baseUrl, 'GET', route, { token, query });
const search = (keyword: string, query: Record<string, string | number> = {}) =>
  get<never>(HELP_PATHS.search, { keyword, ...query }).then((reply) => ({ ...reply, rows: (reply.body.rows ?? []) as HelpSummary[] }));
const contact = (json: unknown, token = teacher.token.id) => call<HelpContactReceipt>(server.baseUrl, 'POST', HELP_PATHS.contact, { token, json });

const rowsOf = <R>(text: string, ...params: unknown[]) => queryTestDatabase<R>(server.dataDir, text, params);
const rowOf = async <R>(text: string, ...params: unknown[]) => (await rowsOf<R>(text, ...params))[0];
const viewsInDb = async (id: number) => (await rowOf<{ views: number }>('select views from help_articles where id = ?', id))!.views;
const articleId = async (title: string) => (await rowOf<{ id: number }>('select id from help_articles where title = ?', title))!.id;

describe('help articles (seeded)', () => {
  it('are seeded once, in order, with their texts, and every one has a title, a category and paragraphs', async () => {
    const stored = (await rowsOf('select title, category, body, views, sort from help_articles order by sort')) as typeof HELP_ARTICLES;
    expect(stored).toEqual(HELP_ARTICLES.map((article, index) => ({ ...article, sort: index + 1 })));
    expect(stored.length).toBeGreaterThanOrEqual(15);
    expect(stored.length).toBeLessThanOrEqual(25);
    for (const article of stored) expect(article.body.split('\n').length).toBeGreaterThanOrEqual(2);
  });

  it('state the accepted formats the upload rules enforce', async () => {
    const { rows } = await search('支持上传哪些文件格式');
    const formats = await get<HelpArticle>(HELP_PATHS.article(rows[0]!.id));
    for (const extension of Object.values(EXTENSIONS).flat()) expect(formats.body.data!.body).toContain(extension);
  });
});

describe('GET /api/v3/help/hot', () => {
  it('lists the most viewed articles first, 6 by default, without bodies', async () => {
    const reply = await get<never>(HELP_PATHS.hot);
    expect(reply.status).toBe(200);
    const rows = reply.body.rows as HelpSummary[];
    const expected = await rowsOf('select id, title, category, views from help_articles order by views desc, sort, id limit 6');
    expect(rows).toEqual(expected);
    expect(rows.map((row) => row.views)).toEqual([...rows.map((row) => row.views)].sort((a, b) => b - a));
  });

  it('takes a limit of 1 to 20', async () => {
    expect(((await get<never>(HELP_PATHS.hot, { limit: 2 })).body.rows ?? []).length).toBe(2);
    const zero = await get(HELP_PATHS.hot, { limit: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body).toMatchObject({ result: 'fail', code: 40000, message: '参数错误：limit 必须是 1 到 20 之间的整数' });
    expect((await get(HELP_PATHS.hot, { limit: 21 })).status).toBe(400);
  });
});

describe('GET /api/v3/help/search', () => {
  it('finds a keyword of 3 or more characters anywhere in a body (trigram index), with an excerpt around it', async () => {
    const { status, body, rows } = await search('断点续传');
    expect(status).toBe(200);
    expect(rows.map((row) => row.title)).toContain('视频上传到一半网络断了，需要从头再传吗？');
    expect(body.totalCount).toBe(rows.length);
    for (const row of rows) expect(row.excerpt).toContain('断点续传');
  });

  it('puts title matches before body matches, then the most viewed', async () => {
    const { rows } = await search('转码中');
    expect(rows[0]!.title).toBe('视频一直显示“转码中”是怎么回事？');
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.slice(1).every((row) => !row.title.includes('转码中'))).toBe(true);
    const rest = rows.slice(1).map((row) => row.views);
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
  });

  it('finds keywords of 1 and 2 characters too (LIKE), in titles and bodies', async () => {
    const two = await search('星球');
    expect(two.rows.map((row) => row.title)).toEqual(expect.arrayContaining(['如何创建付费星球？', '什么是星球会员模式？']));
    // only in a body: '黑名单' appears in the planet operations article
    expect((await search('黑名')).rows.map((row) => row.title)).toEqual(['星球有哪些运营功能？']);
    expect((await search('帮')).rows.length).toBeGreaterThan(0);
  });

  it('ignores the case of Latin letters with either index', async () => {
    const three = await search('WEBM');
    expect(three.rows[0]!.title).toBe('素材库支持上传哪些文件格式？大小有什么限制？');
    expect((await search('Gb')).rows.length).toBeGreaterThan(0);
  });

  it('takes % _ and quotes literally', async () => {
    for (const keyword of ['%', '_', '%%', '"', '"断点']) expect((await search(keyword)).rows).toEqual([]);
  });

  it('answers no rows for a keyword nothing contains', async () => {
    const reply = await search('量子计算机');
    expect(reply.rows).toEqual([]);
    expect(reply.body.totalCount).toBe(0);
  });

  it('pages through the hits with the total on every page, past the last page too', async () => {
    const all = await search('素材');
    expect(all.body.totalCount).toBeGreaterThan(3);
    const second = await search('素材', { page: 2, pageSize: 2 });
    expect(second.rows).toEqual(all.rows.slice(2, 4));
    expect(second.body.totalCount).toBe(all.body.totalCount);
    const beyond = await search('素材', { page: 50, pageSize: 2 });
    expect(beyond.rows).toEqual([]);
    expect(beyond.body.totalCount).toBe(all.body.totalCount);
  });

  it('refuses a missing, blank or too long keyword and a bad page, naming the field in Chinese', async () => {
    const missing = await get(HELP_PATHS.search);
    expect(missing.body).toMatchObject({ code: 40000, message: '参数错误：缺少必填字段 keyword' });
    expect((await search('')).body.message).toBe('参数错误：keyword 不能为空');
    expect((await search('   ')).body.message).toBe('参数错误：keyword 不能为空');
    expect((await search('字'.repeat(51))).body.message).toBe('参数错误：keyword 长度不能超过 50 个字符');
    expect((await search('素材', { page: 0 })).body.message).toBe('参数错误：page 必须是正整数');
    expect((await search('素材', { pageSize: 51 })).status).toBe(400);
  });

  it('follows changes to the articles (the index is kept in step by triggers)', async () => {
    const id = await articleId('如何联系助理？');
    await rowsOf("update help_articles set body = body || '\n留言时请写明星辰大海的页面。' where id = ?", id);
    expect((await search('星辰大海')).rows.map((row) => row.id)).toEqual([id]);
    await rowsOf("update help_articles set body = replace(body, '\n留言时请写明星辰大海的页面。', '') where id = ?", id);
    expect((await search('星辰大海')).rows).toEqual([]);
  });
});

describe('GET /api/v3/help/article/{id}', () => {
  it('answers the article with its body and counts each view', async () => {
    const id = await articleId('如何提现收益？');
    const before = await viewsInDb(id);
    const first = await get<HelpArticle>(HELP_PATHS.article(id));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ id, title: '如何提现收益？', category: '收益与提现', views: before + 1 });
    expect(first.body.data!.body).toContain('账户余额');
    await get(HELP_PATHS.article(id), {}, staff.token.id);
    expect(await viewsInDb(id)).toBe(before + 2);
  });

  it('moves an article up the hot questions as it is read', async () => {
    const hot = (await get<never>(HELP_PATHS.hot, { limit: 20 })).body.rows as HelpSummary[];
    const last = hot.at(-1)!;
    const top = hot[0]!;
    await rowsOf('update help_articles set views = ? where id = ?', top.views, last.id);
    await get(HELP_PATHS.article(last.id));
    expect(((await get<never>(HELP_PATHS.hot, { limit: 1 })).body.rows as HelpSummary[])[0]!.id).toBe(last.id);
  });

  it('answers 404 for an unknown article and 400 for an id that is not one', async () => {
    const missing = await get(HELP_PATHS.article(99_999));
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ result: 'fail', code: 40400, message: '帮助文章不存在' });
    const bad = await get('/api/v3/help/article/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('参数错误：id 必须是整数');
  });
});

describe('POST /api/v3/help/contact', () => {
  it('stores the message of the signed-in account with its contact and page, and confirms with the id', async () => {
    const reply = await contact({ message: '  视频转码很久没有完成，\r\n请帮忙看看。 ', contact: ' wx_lin2024 ', page: '/source' });
    expect(reply.status).toBe(200);
    const receipt = reply.body.data!;
    expect(receipt.id).toBeGreaterThan(0);
    expect(Math.abs(receipt.created_at - Date.now() / 1000)).toBeLessThan(60);
    const stored = await rowOf('select * from help_contacts where id = ?', receipt.id);
    expect(stored).toEqual({ id: receipt.id, user_id: teacher.user.id, contact: 'wx_lin2024', message: '视频转码很久没有完成，\n请帮忙看看。', page: '/source', created_at: receipt.created_at });
  });

  it("lists the caller's own messages, newest first; a staff account's messages are its own", async () => {
    const mine = (await contact({ message: '主账号的留言' })).body.data!;
    const theirs = (await contact({ message: '员工的留言', contact: '13900000000' }, staff.token.id)).body.data!;
    const teacherList = (await get<never>(HELP_PATHS.contacts)).body.rows as HelpContact[];
    expect(teacherList[0]).toEqual({ id: mine.id, message: '主账号的留言', contact: '', page: '', created_at: mine.created_at });
    expect(teacherList.map((row) => row.id)).not.toContain(theirs.id);
    const staffList = (await get<never>(HELP_PATHS.contacts, {}, staff.token.id)).body.rows as HelpContact[];
    expect(staffList.map((row) => row.id)).toEqual([theirs.id]);
    expect(await rowOf('select user_id from help_contacts where id = ?', theirs.id)).toEqual({ user_id: staff.user.id });
  });

  it('refuses an empty or too long message, a too long contact, control characters and unknown fields', async () => {
    const cases: [unknown, string][] = [
      [{}, '参数错误：缺少必填字段 message'],
      [{ message: '' }, '参数错误：message 不能为空'],
      [{ message: ' \n\t ' }, '参数错误：message 不能为空'],
      [{ message: '字'.repeat(501) }, '参数错误：message 长度不能超过 500 个字符'],
      [{ message: '你好', contact: '1'.repeat(51) }, '参数错误：contact 长度不能超过 50 个字符'],
      [{ message: '你好', contact: 'wx\u0007' }, '参数错误：contact 不能包含控制字符'],
      [{ message: '你好', page: '/a'.repeat(101) }, '参数错误：page 长度不能超过 200 个字符'],
      [{ message: '你好', user_id: 1 }, '参数错误：不支持的字段 user_id'],
      [{ message: ['你好'] }, '参数错误：message 必须是字符串'],
    ];
    const before = (await rowOf<{ n: number }>('select count(*) as n from help_contacts'))!.n;
    for (const [json, message] of cases) {
      const reply = await contact(json);
      expect(reply.status, message).toBe(400);
      expect(reply.body).toEqual({ result: 'fail', code: 40000, message });
    }
    expect((await rowOf<{ n: number }>('select count(*) as n from help_contacts'))!.n).toBe(before);
    // exactly 500 characters (not UTF-16 units) are fine
    expect((await contact({ message: '𠀀'.repeat(500) })).status).toBe(200);
  });

  it(`takes at most ${CONTACT_LIMIT} messages an hour from one account`, async () => {
    const planet = await login(server.baseUrl, PHONES.planet);
    for (let i = 0; i < CONTACT_LIMIT; i += 1) expect((await contact({ message: `第 ${i + 1} 条` }, planet.token.id)).status).toBe(200);
    const refused = await contact({ message: '再来一条' }, planet.token.id);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ result: 'fail', code: 42900, message: '留言过于频繁，请 60 分钟后再试' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    // others are not held back by it
    expect((await contact({ message: '我还可以留言' })).status).toBe(200);
  });
});

describe('sessions', () => {
  it('every help call needs one', async () => {
    for (const [method, route] of [
      ['GET', `${HELP_PATHS.search}?keyword=上传`],
      ['GET', HELP_PATHS.hot],
      ['GET', HELP_PATHS.article(1)],
      ['POST', HELP_PATHS.contact],
      ['GET', HELP_PATHS.contacts],
    ] as const) {
      const reply = await call(server.baseUrl, method, route, method === 'POST' ? { json: { message: 'x' } } : {});
      expect(reply.status, route).toBe(401);
      expect(reply.body).toMatchObject({ result: 'fail', code: 50008 });
    }
  });
});
