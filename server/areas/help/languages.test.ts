import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP_PATHS, type HelpArticle, type HelpSummary } from '@shared/help/contract.ts';
import { openTestDatabase } from '@server/test-support/databases.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';
import { HELP_ARTICLES } from './articles-seed.ts';
import { HELP_ARTICLES_EN } from './articles-seed-en.ts';
import { createHelpService } from './service.ts';

/** Help in the teacher's language, zh-CN by default. */
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = (await login(server.baseUrl, PHONES.teacher)).token.id;
});
afterAll(() => server.close());

const get = <T>(route: string, query: Record<string, string | number> = {}) => call<T>(server.baseUrl, 'GET', route, { token, query });
const rows = async (route: string, query: Record<string, string | number>) => ((await get<never>(route, query)).body.rows ?? []) as HelpSummary[];
const HAN = /\p{Script=Han}/u;
const english = new Map(HELP_ARTICLES_EN.map((article) => [article.of, article]));

describe('the English articles', () => {
  it('translate every Chinese article once, in English only, in paragraphs', () => {
    expect(HELP_ARTICLES_EN.map((article) => article.of).sort()).toEqual(HELP_ARTICLES.map((article) => article.title).sort());
    for (const article of HELP_ARTICLES_EN) {
      for (const text of [article.title, article.category, article.body]) expect(HAN.test(text), `${article.title}: ${text}`).toBe(false);
      expect(article.body.split('\n').length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('GET hot, search and article with lang', () => {
  it('answer the same hot questions, in the same order, in English with lang=en and in Chinese by default', async () => {
    const chinese = await rows(HELP_PATHS.hot, { limit: 20 });
    const inEnglish = await rows(HELP_PATHS.hot, { limit: 20, lang: 'en' });
    expect(inEnglish.map((row) => [row.id, row.views])).toEqual(chinese.map((row) => [row.id, row.views]));
    expect(inEnglish.map((row) => row.title)).toEqual(chinese.map((row) => english.get(row.title)!.title));
    expect(await rows(HELP_PATHS.hot, { limit: 20, lang: 'zh-CN' })).toEqual(chinese);
  });

  it('search the asked language: English words find English articles, with English excerpts', async () => {
    const found = await rows(HELP_PATHS.search, { keyword: 'upload', lang: 'en', pageSize: 50 });
    expect(found[0]!.title).toMatch(/upload/i);
    expect(found.map((row) => row.title)).toContain('How do I upload materials?');
    for (const row of found) expect(`${row.title} ${row.excerpt}`.toLowerCase()).toContain('upload');
    expect(found.every((row) => !HAN.test(row.title + row.excerpt))).toBe(true);
    // two letters go through LIKE, also in English
    expect((await rows(HELP_PATHS.search, { keyword: 'Q&', lang: 'en' })).map((row) => row.title)).toContain('What can I run in a planet?');
    expect(await rows(HELP_PATHS.search, { keyword: '上传', lang: 'en' })).toEqual([]);
    expect((await rows(HELP_PATHS.search, { keyword: '上传' })).length).toBeGreaterThan(3);
  });

  it('answer an article in English with lang=en, counting the view on the one article', async () => {
    const id = (await rows(HELP_PATHS.search, { keyword: '如何提现收益' }))[0]!.id;
    const chinese = (await get<HelpArticle>(HELP_PATHS.article(id))).body.data!;
    const inEnglish = (await get<HelpArticle>(HELP_PATHS.article(id), { lang: 'en' })).body.data!;
    expect(inEnglish).toMatchObject({ id, title: 'How do I withdraw my earnings?', category: 'Earnings and withdrawals', views: chinese.views + 1 });
    expect(inEnglish.body).toContain('Funds → Balance');
  });

  it('refuse a language help is not written in, naming the field', async () => {
    for (const route of [HELP_PATHS.hot, HELP_PATHS.article(1)]) {
      const reply = await get(route, { lang: 'fr' });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ result: 'fail', code: 40000, message: '参数错误：lang 必须是 zh-CN、en 之一' });
    }
  });
});

describe('seeding the English articles', () => {
  it('adds the missing ones to a data directory seeded before them, once, by the Chinese title', async () => {
    const db = openTestDatabase(server.dataDir);
    try {
      const help = createHelpService({ db, now: Date.now, accessTokenTtl: 7200, refreshTokenTtl: 86_400, log: console });
      await db.deleteFrom('help_article_translations').execute();
      await db.updateTable('help_articles').set({ title: '如何联系助理？（已修改）' }).where('title', '=', '如何联系助理？').execute();
      expect(await help.seedTranslations('en', HELP_ARTICLES_EN)).toBe(HELP_ARTICLES_EN.length - 1);
      expect(await help.seedTranslations('en', HELP_ARTICLES_EN)).toBe(0);
      const edited = (await rows(HELP_PATHS.search, { keyword: '（已修改）', lang: 'en' }))[0]!;
      expect(edited.title).toBe('如何联系助理？（已修改）');
    } finally {
      await db.destroy();
    }
  });
});
