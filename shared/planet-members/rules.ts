/**
 * Rules of the planet members area, shared by the server and the console: the membership term,
 * phone masking, the default menu and its validation.
 */
import type { PlanetTimeMode, PlanetTimeUnit } from '@shared/planets/types.ts';
import { MEMBER_LIMITS } from './limits.ts';
import { PLANET_MENU_KEYS, type PlanetMenuItem, type PlanetMenuKey } from './types.ts';

/** '13812345678' → '138****5678'; other lengths keep the first and last quarter. */
export function maskPhone(phone: string): string {
  if (phone.length === 0) return '';
  if (phone.length === 11) return `${phone.slice(0, 3)}****${phone.slice(7)}`;
  const keep = Math.floor(phone.length / 4);
  return `${phone.slice(0, keep)}${'*'.repeat(phone.length - 2 * keep)}${phone.slice(phone.length - keep)}`;
}

/** When a membership that starts at `joinedAt` (unix seconds) ends; null for a planet without a term. */
export function membershipExpiry(joinedAt: number, mode: PlanetTimeMode, unit: PlanetTimeUnit, value: number): number | null {
  if (mode !== 1) return null;
  if (unit === 'day') return joinedAt + value * 86_400;
  const date = new Date(joinedAt * 1000);
  const months = unit === 'month' ? value : value * 12;
  const target = new Date(date);
  target.setUTCMonth(date.getUTCMonth() + months);
  // 31 Jan + 1 month rolls into March: the term ends on the last day of the shorter month instead
  if (target.getUTCDate() !== date.getUTCDate()) target.setUTCDate(0);
  return Math.floor(target.getTime() / 1000);
}

/** The default names (zh-CN, the member-facing app's language) of the menu entries. */
export const DEFAULT_MENU_NAMES: Record<PlanetMenuKey, string> = {
  feed: '动态',
  highlight: '精华',
  column: '专栏',
  punchcard: '打卡',
  homework: '作业',
  ask: '问答',
  special: '专题',
  member: '成员',
};

export function defaultPlanetMenu(): PlanetMenuItem[] {
  return PLANET_MENU_KEYS.map((key) => ({ key, name: DEFAULT_MENU_NAMES[key], visible: 1 }));
}

/**
 * What is wrong with a menu: a code, the entry it concerns and, for a length, the limit. The server words the
 * codes in Chinese (server/areas/planet-members/problem-texts.ts), the console in the teacher's language
 * (the area's texts, `planet.members.problem.<code>`).
 */
export type MenuProblem =
  | { code: 'menuEntries' }
  | { code: 'menuNameEmpty'; key: PlanetMenuKey }
  | { code: 'menuNameTooLong'; key: PlanetMenuKey; max: number }
  | { code: 'menuNameDuplicate'; key: PlanetMenuKey }
  | { code: 'menuNoneVisible' };

/**
 * Every problem of a menu, at most one per entry: a menu without each entry exactly once has only that one;
 * otherwise empty and long names come first (in menu order), then repeated names, then a menu showing nothing.
 */
export function menuProblems(items: readonly PlanetMenuItem[]): MenuProblem[] {
  const keys = new Set(items.map((item) => item.key));
  if (items.length !== PLANET_MENU_KEYS.length || keys.size !== PLANET_MENU_KEYS.length || PLANET_MENU_KEYS.some((key) => !keys.has(key))) {
    return [{ code: 'menuEntries' }];
  }
  const problems: MenuProblem[] = [];
  const uses = new Map<string, number>();
  for (const item of items) uses.set(item.name.trim(), (uses.get(item.name.trim()) ?? 0) + 1);
  for (const item of items) {
    const name = item.name.trim();
    if (name === '') problems.push({ code: 'menuNameEmpty', key: item.key });
    else if ([...name].length > MEMBER_LIMITS.menuNameMax) problems.push({ code: 'menuNameTooLong', key: item.key, max: MEMBER_LIMITS.menuNameMax });
  }
  for (const item of items) {
    const name = item.name.trim();
    const named = name !== '' && [...name].length <= MEMBER_LIMITS.menuNameMax;
    if (named && (uses.get(name) ?? 0) > 1) problems.push({ code: 'menuNameDuplicate', key: item.key });
  }
  if (!items.some((item) => item.visible === 1)) problems.push({ code: 'menuNoneVisible' });
  return problems;
}

/** The first problem of a menu (the one a refused save names), or undefined when it can be saved. */
export const menuProblem = (items: readonly PlanetMenuItem[]): MenuProblem | undefined => menuProblems(items)[0];

/** `items` with the entry at `index` moved one place up (-1) or down (+1); unchanged at the ends. */
export function moveMenuItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
