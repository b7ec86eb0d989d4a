import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { $locale, loadLocale } from '@shared/i18n/i18n.ts';
import { defaultPlanetMenu, menuProblems } from '@shared/planet-members/rules.ts';
import { menuProblemText } from './menu-problems.ts';

const menu = defaultPlanetMenu();
const bad = menu.map((item) => (item.key === 'feed' ? { ...item, name: '' } : item.key === 'ask' ? { ...item, name: '一二三四五六七' } : item.key === 'special' ? { ...item, name: '专栏' } : { ...item, visible: 0 as const }));

beforeAll(async () => {
  useTestStorageEngine();
  await loadLocale('en');
});
afterEach(() => {
  $locale.set('zh-CN');
  cleanTestStorage();
});

describe('the menu problems on the console', () => {
  it('reads them in Chinese in the Chinese console, the limit filled in', () => {
    expect(menuProblems(bad).map(menuProblemText)).toEqual(['请填写名称', '最多 6 个字', '名称不能重复', '名称不能重复']);
    expect(menuProblemText({ code: 'menuNoneVisible' })).toBe('至少显示一个入口');
  });

  it('reads them in English in the English console', () => {
    $locale.set('en');
    expect(menuProblems(bad).map(menuProblemText)).toEqual(['Please enter a name', 'At most 6 characters', 'Names must differ', 'Names must differ']);
    expect(menuProblemText(menuProblems(menu.slice(1))[0]!)).toBe('The menu must hold every entry, each of them once');
    expect(menuProblemText({ code: 'menuNoneVisible' })).toBe('Show at least one entry');
  });
});
