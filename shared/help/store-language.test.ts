import { afterEach, describe, expect, it } from 'vitest';
import { $locale } from '@shared/i18n/i18n.ts';
import { useScriptedApi } from '@shared/api/testing/api-harness.ts';
import { answer } from '@shared/api/testing/scripted-server.ts';
import { HELP_PATHS, type HelpSummary } from './contract.ts';
import { createHelpStore } from './store.ts';

const api = useScriptedApi();

/** answers like the reference server: titles in the asked language */
function serve() {
  api.server.handle((request, response) => {
    const lang = request.query.get('lang');
    const title = (id: number) => (lang === 'en' ? `Article ${id}` : `文章 ${id}`);
    const row = (id: number): HelpSummary => ({ id, title: title(id), category: lang === 'en' ? 'Uploading' : '素材上传', views: 10 - id });
    if (request.path === HELP_PATHS.hot) return answer(response, 200, { result: 'ok', rows: [row(1), row(2)] });
    if (request.path === HELP_PATHS.search) return answer(response, 200, { result: 'ok', rows: [row(3)], totalCount: 1 });
    return answer(response, 200, { result: 'ok', data: { ...row(Number(/\d+$/.exec(request.path)![0])), body: 'x\ny' } });
  });
}
const langsSent = (path: string) => api.server.seen.filter((request) => request.path.startsWith(path)).map((request) => request.query.get('lang'));

afterEach(() => $locale.set('zh-CN'));

describe('help in the interface’s language', () => {
  it('asks for hot questions, results and articles in the chosen locale', async () => {
    serve();
    const store = createHelpStore();
    await store.loadHot();
    $locale.set('en');
    await store.search('upload');
    await store.open(3);
    expect(langsSent(HELP_PATHS.hot)).toEqual(['zh-CN']);
    expect(langsSent(HELP_PATHS.search)).toEqual(['en']);
    expect(langsSent('/api/v3/help/article/')).toEqual(['en']);
    expect(store.$state.get().article?.title).toBe('Article 3');
  });

  it('reloads what the window shows in the new language: the hot questions, the results under the article, the article', async () => {
    serve();
    const store = createHelpStore();
    await store.loadHot();
    await store.search('上传');
    await store.open(3);
    expect(store.$state.get().article?.title).toBe('文章 3');
    $locale.set('en');
    await store.reload();
    expect(store.$state.get()).toMatchObject({ view: 'article', busy: false, article: { title: 'Article 3' }, results: { rows: [{ title: 'Article 3' }] } });
    expect(store.$state.get().hot!.map((row) => row.title)).toEqual(['Article 1', 'Article 2']);
  });
});
