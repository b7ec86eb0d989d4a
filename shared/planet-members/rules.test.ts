import { describe, expect, it } from 'vitest';
import { defaultPlanetMenu, maskPhone, membershipExpiry, menuProblem, menuProblems, moveMenuItem } from './rules.ts';

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

  it('accepts the default menu and refuses missing, duplicate, empty, long or all-hidden entries with codes', () => {
    const menu = defaultPlanetMenu();
    const named = (index: number, name: string) => menu.map((item, i) => (i === index ? { ...item, name } : item));
    expect(menu.map((item) => item.name)).toEqual(['动态', '精华', '专栏', '打卡', '作业', '问答', '专题', '成员']);
    expect(menuProblem(menu)).toBeUndefined();
    expect(menuProblems(menu)).toEqual([]);
    expect(menuProblem(menu.slice(1))).toEqual({ code: 'menuEntries' });
    expect(menuProblem([...menu.slice(1), menu[1]!])).toEqual({ code: 'menuEntries' });
    expect(menuProblem(named(0, '  '))).toEqual({ code: 'menuNameEmpty', key: 'feed' });
    expect(menuProblem(named(0, '一二三四五六七'))).toEqual({ code: 'menuNameTooLong', key: 'feed', max: 6 });
    expect(menuProblem(named(0, '精华'))).toEqual({ code: 'menuNameDuplicate', key: 'feed' });
    expect(menuProblem(menu.map((item) => ({ ...item, visible: 0 as const })))).toEqual({ code: 'menuNoneVisible' });
  });

  it('lists one problem per entry, names before repeats before visibility, so the first is what a refusal names', () => {
    const menu = defaultPlanetMenu().map((item) => ({ ...item, visible: 0 as const }));
    const bad = menu.map((item) => (item.key === 'feed' ? { ...item, name: '专栏' } : item.key === 'ask' ? { ...item, name: '' } : item));
    expect(menuProblems(bad)).toEqual([
      { code: 'menuNameEmpty', key: 'ask' },
      { code: 'menuNameDuplicate', key: 'feed' },
      { code: 'menuNameDuplicate', key: 'column' },
      { code: 'menuNoneVisible' },
    ]);
  });

  it('answers codes, never sentences: no problem carries text in any language', () => {
    const menu = defaultPlanetMenu();
    const all = [menu.slice(2), menu.map((item) => ({ ...item, name: '', visible: 0 as const }))].flatMap(menuProblems);
    for (const problem of all) for (const value of Object.values(problem)) expect(typeof value === 'number' || /^[a-zA-Z]+$/.test(value)).toBe(true);
  });

  it('moves an entry up or down and keeps the ends', () => {
    expect(moveMenuItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveMenuItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveMenuItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveMenuItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
