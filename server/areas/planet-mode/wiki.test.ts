import { describe, expect, it } from 'vitest';
import { PLANET_MODE_PATHS as PATHS } from '@shared/planet-mode/paths.ts';
import type { WikiArticle } from '@shared/planet-mode/types.ts';
import { SENSITIVE, usePlanetModeServer } from './test-support.ts';

const demo = usePlanetModeServer();
const { post, get, rows, okData } = demo;

describe('wiki', () => {
  const input = () => ({ planet_id: demo.zhouPlanet, title: '三脚架选购建议', category: '工具', content: '桌面三脚架够用。\n重量 300 克以内。' });

  it('lists, searches title and content, filters by category, and creates, updates, deletes', async () => {
    const seeded = await rows<WikiArticle>(PATHS.wiki.findList);
    expect(seeded).toHaveLength(3);
    expect((await get<{ categories: string[] }>(PATHS.wiki.findList)).body.data!.categories).toEqual(['入门', '工具', '技巧']);
    expect((await rows<WikiArticle>(PATHS.wiki.findList, { keyword: '曝光补偿' })).map((a) => a.title)).toEqual(['手机拍照参数速查表']);
    const article = await okData<WikiArticle>(PATHS.wiki.create, input());
    expect(article).toMatchObject(input());
    expect((await rows<WikiArticle>(PATHS.wiki.findList, { category: '工具' })).map((a) => a.id)).toContain(article.id);
    const edited = await okData<WikiArticle>(PATHS.wiki.update, { ...input(), id: article.id, content: '第一行\n第二行' });
    expect(edited.content).toBe('第一行\n第二行');
    expect((await post(PATHS.wiki.delete, { id: article.id })).body.result).toBe('ok');
    expect(await rows(PATHS.wiki.findList)).toHaveLength(3);
  });

  it('refuses empty content, and sensitive words in title, category or content', async () => {
    expect((await post(PATHS.wiki.create, { ...input(), content: ' ' })).body.message).toBe('参数错误：content 不能为空');
    for (const field of ['title', 'category', 'content'] as const) {
      expect((await post(PATHS.wiki.create, { ...input(), [field]: '传销' })).body).toEqual(SENSITIVE);
    }
    expect(await rows(PATHS.wiki.findList)).toHaveLength(3);
  });
});
