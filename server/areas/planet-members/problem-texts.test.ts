import { describe, expect, it } from 'vitest';
import { defaultPlanetMenu, menuProblem } from '@shared/planet-members/rules.ts';
import { menuProblemText } from './problem-texts.ts';

const menu = defaultPlanetMenu();
const named = (index: number, name: string) => menu.map((item, i) => (i === index ? { ...item, name } : item));

describe('the menu problems worded by the server', () => {
  it('answers the Chinese sentences the API has always answered, naming the entry and the limit', () => {
    expect(menuProblemText(menuProblem(menu.slice(1))!)).toBe('菜单必须包含全部入口，且每个入口只出现一次');
    expect(menuProblemText(menuProblem(named(0, ' '))!)).toBe('「动态」的名称不能为空');
    expect(menuProblemText(menuProblem(named(5, '一二三四五六七'))!)).toBe('「问答」的名称不能超过 6 个字');
    expect(menuProblemText(menuProblem(named(0, '精华'))!)).toBe('菜单名称不能重复');
    expect(menuProblemText(menuProblem(menu.map((item) => ({ ...item, visible: 0 as const })))!)).toBe('至少显示一个菜单入口');
  });
});
