import type { ServerResponse } from 'node:http';
import { $locale } from '@shared/i18n/i18n.ts';
import { describe, expect, it } from 'vitest';
import { HELP_PATHS, type HelpArticle, type HelpSummary } from './contract.ts';
import { useScriptedApi } from '@shared/api/testing/api-harness.ts';
import { answer, gate, type SeenRequest } from '@shared/api/testing/scripted-server.ts';
import { createHelpStore } from './store.ts';

const api = useScriptedApi();

const summary = (id: number, title: string, views = 10): HelpSummary => ({ id, title, category: '素材上传', views });
const article = (id: number, title: string): HelpArticle => ({ ...summary(id, title), body: '第一段\n第二段' });
const hot = [summary(1, '如何上传素材？', 90), summary(2, '如何提现收益？', 80)];

/** answers by path like the reference server; searches answer one row titled after the keyword */
function serve(overrides: Partial<Record<string, (request: SeenRequest, response: ServerResponse) => void>> = {}) {
  api.server.handle((request, response) => {
    const override = overrides[request.path];
    if (override) return override(request, response);
    if (request.path === HELP_PATHS.hot) return answer(response, 200, { result: 'ok', rows: hot, totalCount: 2 });
    if (request.path === HELP_PATHS.search) {
      const keyword = request.query.get('keyword')!;
      return answer(response, 200, { result: 'ok', rows: [summary(3, `关于${keyword}`)], totalCount: 1 });
    }
    const id = /\/article\/(\d+)$/.exec(request.path)?.[1];
    if (id) return answer(response, 200, { result: 'ok', data: article(Number(id), `文章 ${id}`) });
    if (request.path === HELP_PATHS.contact) return answer(response, 200, { result: 'ok', data: { id: 41, created_at: 1_700_000_000 } });
    answer(response, 404, { result: 'fail', code: 40400, message: '接口不存在' });
  });
}
const requestsTo = (path: string) => api.server.seen.filter((request) => request.path === path);

describe('help store', () => {
  it('starts on the hot questions', async () => {
    serve();
    const store = createHelpStore();
    expect(store.$state.get()).toEqual({ view: 'home', keyword: '', busy: false });
    await store.loadHot();
    expect(store.$state.get().hot).toEqual(hot);
    expect(requestsTo(HELP_PATHS.hot)[0]!.query.get('limit')).toBe('6');
  });

  it('searches the trimmed keyword and shows the results; an empty keyword goes back to the hot questions', async () => {
    serve();
    const store = createHelpStore();
    const searching = store.search('  上传 ');
    expect(store.$state.get()).toMatchObject({ view: 'results', keyword: '上传', busy: true });
    await searching;
    expect(store.$state.get()).toMatchObject({ view: 'results', busy: false, results: { rows: [summary(3, '关于上传')], total: 1 } });
    expect(Object.fromEntries(requestsTo(HELP_PATHS.search)[0]!.query)).toMatchObject({ keyword: '上传', page: '1', pageSize: '20' });
    await store.search('   ');
    expect(store.$state.get()).toMatchObject({ view: 'home', keyword: '', results: undefined });
    expect(requestsTo(HELP_PATHS.search)).toHaveLength(1);
  });

  it('keeps only the answer to the latest search', async () => {
    const firstAnswer = gate();
    serve({
      [HELP_PATHS.search]: (request, response) => {
        const keyword = request.query.get('keyword')!;
        const send = () => answer(response, 200, { result: 'ok', rows: [summary(5, keyword)], totalCount: 1 });
        if (keyword === '上传') void firstAnswer.held.then(send);
        else send();
      },
    });
    const store = createHelpStore();
    const first = store.search('上传');
    await store.search('上传视频');
    firstAnswer.open(); // the first search answers last
    await first;
    expect(store.$state.get()).toMatchObject({ keyword: '上传视频', busy: false, results: { rows: [summary(5, '上传视频')] } });
  });

  it('opens an article and goes back to the results it came from, or to the hot questions', async () => {
    serve();
    const store = createHelpStore();
    await store.open(7);
    expect(store.$state.get()).toMatchObject({ view: 'article', article: article(7, '文章 7'), busy: false });
    expect(requestsTo(HELP_PATHS.article(7))).toHaveLength(1);
    store.back();
    expect(store.$state.get().view).toBe('home');
    await store.search('提现');
    await store.open(8);
    store.back();
    expect(store.$state.get()).toMatchObject({ view: 'results', keyword: '提现' });
  });

  it("drops an article that arrives after the reader went back", async () => {
    const articleAnswer = gate();
    serve({ [HELP_PATHS.article(9)]: (_request, response) => void articleAnswer.held.then(() => answer(response, 200, { result: 'ok', data: article(9, '慢') })) });
    const store = createHelpStore();
    const opening = store.open(9);
    store.back();
    articleAnswer.open();
    await opening;
    expect(store.$state.get()).toMatchObject({ view: 'home', busy: false, article: undefined });
  });

  it("shows the server's message when a search or an article fails", async () => {
    serve({ [HELP_PATHS.article(404)]: (_request, response) => answer(response, 404, { result: 'fail', code: 40400, message: '帮助文章不存在' }) });
    const store = createHelpStore();
    await store.open(404);
    expect(store.$state.get()).toMatchObject({ view: 'article', busy: false, error: '帮助文章不存在', article: undefined });
    await store.search('上传');
    expect(store.$state.get().error).toBeUndefined();
  });

  it('a failed hot list leaves the search working', async () => {
    serve({ [HELP_PATHS.hot]: (_request, response) => answer(response, 500, { result: 'fail', code: 50000, message: '服务器内部错误，请稍后重试' }) });
    const store = createHelpStore();
    await store.loadHot();
    expect(store.$state.get().hot).toEqual([]);
  });

  describe('contact', () => {
    it('checks the message before sending: required, at most 500 characters, a contact of at most 50', async () => {
      serve();
      const store = createHelpStore();
      store.contact();
      await store.send({ message: '   ' });
      expect(store.$state.get()).toMatchObject({ view: 'contact', error: '请输入留言内容' });
      await store.send({ message: '字'.repeat(501) });
      expect(store.$state.get().error).toBe('留言内容不能超过 500 个字');
      await store.send({ message: '你好', contact: 'w'.repeat(51) });
      expect(store.$state.get().error).toBe('联系方式不能超过 50 个字');
      $locale.set('en');
      await store.send({ message: '' });
      expect(store.$state.get().error).toBe('Please enter a message');
      $locale.set('zh-CN');
      expect(requestsTo(HELP_PATHS.contact)).toHaveLength(0);
    });

    it('sends the trimmed message with the contact and page, and keeps the receipt', async () => {
      serve();
      const store = createHelpStore();
      store.contact();
      await store.send({ message: ' 视频转码失败 ', contact: ' wx123 ', page: '/source' });
      expect(store.$state.get()).toMatchObject({ view: 'contact', busy: false, error: undefined, sent: { id: 41, created_at: 1_700_000_000 } });
      const sent = requestsTo(HELP_PATHS.contact);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.method).toBe('POST');
      expect(JSON.parse(sent[0]!.body)).toEqual({ message: '视频转码失败', contact: 'wx123', page: '/source' });
      // a fresh form next time
      store.contact();
      expect(store.$state.get().sent).toBeUndefined();
      // without a contact or page nothing empty is sent
      await store.send({ message: '还有一个问题', contact: '  ' });
      expect(JSON.parse(requestsTo(HELP_PATHS.contact)[1]!.body)).toEqual({ message: '还有一个问题' });
    });

    it("shows the server's refusal and keeps the form", async () => {
      serve({
        [HELP_PATHS.contact]: (_request, response) => answer(response, 429, { result: 'fail', code: 42900, message: '留言过于频繁，请 60 分钟后再试' }),
      });
      const store = createHelpStore();
      store.contact();
      await store.send({ message: '你好' });
      expect(store.$state.get()).toMatchObject({ view: 'contact', busy: false, error: '留言过于频繁，请 60 分钟后再试', sent: undefined });
    });

    it('sends once while a message is under way', async () => {
      const sent = gate();
      serve({ [HELP_PATHS.contact]: (_request, response) => void sent.held.then(() => answer(response, 200, { result: 'ok', data: { id: 1, created_at: 1 } })) });
      const store = createHelpStore();
      store.contact();
      const sending = Promise.all([store.send({ message: '一' }), store.send({ message: '一' })]);
      sent.open();
      await sending;
      expect(requestsTo(HELP_PATHS.contact)).toHaveLength(1);
    });

    it('goes back to the article it was opened from, then to the hot questions', async () => {
      serve();
      const store = createHelpStore();
      await store.open(3);
      store.contact();
      store.back();
      expect(store.$state.get()).toMatchObject({ view: 'article', article: article(3, '文章 3') });
      store.back();
      expect(store.$state.get().view).toBe('home');
      store.contact();
      store.back();
      expect(store.$state.get().view).toBe('home');
    });
  });
});
