import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { useScriptedApi } from '@shared/api/testing/api-harness.ts';
import { answer } from '@shared/api/testing/scripted-server.ts';
import { $locale, $t, loadLocale } from '@shared/i18n/i18n.ts';
import { categoryLabel } from './category-label.ts';
import { createCategoryList } from './category-store.ts';
import type { MaterialCategory } from './types.ts';

const api = useScriptedApi();
const byDefault: MaterialCategory = { id: 1, name: '默认分类', source_count: 2, system_key: 'default' };
const renamed: MaterialCategory = { id: 1, name: '我的素材', source_count: 2, system_key: 'default' };
const typed: MaterialCategory = { id: 2, name: '默认分类', source_count: 0 };
const covers: MaterialCategory = { id: 3, name: '课程封面', source_count: 5 };

beforeAll(async () => {
  useTestStorageEngine();
  await loadLocale('en');
});
afterEach(() => {
  $locale.set('zh-CN');
  cleanTestStorage();
});

describe('a category’s name on screen', () => {
  it('is the server’s own category in the reader’s language while it keeps the server’s name', () => {
    expect(categoryLabel(byDefault, $t.get())).toBe('默认分类');
    $locale.set('en');
    expect(categoryLabel(byDefault, $t.get())).toBe('Default category');
  });

  it('is what the teacher typed: a renamed default, or a category of their own, in any language', () => {
    $locale.set('en');
    expect(categoryLabel(renamed, $t.get())).toBe('我的素材');
    expect(categoryLabel(typed, $t.get())).toBe('默认分类');
    expect(categoryLabel(covers, $t.get())).toBe('课程封面');
  });

  it('is what the category filter matches, so “default” finds the default in English', async () => {
    api.server.handle((_request, res) => answer(res, 200, { result: 'ok', data: [byDefault, covers] }));
    const list = createCategoryList('picture');
    await list.load();
    list.setFilter('default');
    expect(list.$visible.get()).toEqual([]);
    $locale.set('en');
    expect(list.$visible.get().map((category) => category.id)).toEqual([1]);
    list.setFilter('默认');
    expect(list.$visible.get()).toEqual([]);
  });
});
