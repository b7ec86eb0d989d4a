import { describe, expect, it } from 'vitest';
import { defaultPlanetMenu, maskPhone, membershipExpiry, menuProblem, moveMenuItem } from './rules.ts';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('planet member rules', () => {
  it('masks an 11-digit phone in the middle and other lengths by quarters', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('12345678')).toBe('12****78');
    expect(maskPhone('')).toBe('');
  });

  it('ends a membership after the planet term, on the last day of a shorter month, or never', () => {
    expect(membershipExpiry(at('2026-01-05T01:00:00Z'), 1, 'year', 1)).toBe(at('2027-01-05T01:00:00Z'));
    expect(membershipExpiry(at('2026-01-31T01:00:00Z'), 1, 'month', 1)).toBe(at('2026-02-28T01:00:00Z'));
    expect(membershipExpiry(at('2026-01-05T01:00:00Z'), 1, 'day', 30)).toBe(at('2026-02-04T01:00:00Z'));
    expect(membershipExpiry(at('2026-01-05T01:00:00Z'), 2, 'year', 1)).toBeNull();
  });

  it('accepts the default menu and refuses missing, duplicate, empty, long or all-hidden entries', () => {
    const menu = defaultPlanetMenu();
    expect(menu.map((item) => item.name)).toEqual(['动态', '精华', '专栏', '打卡', '作业', '问答', '专题', '成员']);
    expect(menuProblem(menu)).toBeUndefined();
    expect(menuProblem(menu.slice(1))).toBe('菜单必须包含全部入口，且每个入口只出现一次');
    expect(menuProblem([...menu.slice(1), menu[1]!])).toBe('菜单必须包含全部入口，且每个入口只出现一次');
    expect(menuProblem(menu.map((item, i) => (i === 0 ? { ...item, name: '  ' } : item)))).toBe('「动态」的名称不能为空');
    expect(menuProblem(menu.map((item, i) => (i === 0 ? { ...item, name: '一二三四五六七' } : item)))).toBe('「动态」的名称不能超过 6 个字');
    expect(menuProblem(menu.map((item, i) => (i === 0 ? { ...item, name: '精华' } : item)))).toBe('菜单名称不能重复');
    expect(menuProblem(menu.map((item) => ({ ...item, visible: 0 as const })))).toBe('至少显示一个菜单入口');
  });

  it('moves an entry up or down and keeps the ends', () => {
    expect(moveMenuItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveMenuItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveMenuItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveMenuItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
