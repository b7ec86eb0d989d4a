import { afterEach, beforeAll, expect, it } from 'vitest';
import { useTestStorageEngine } from '@nanostores/persistent';
import type { MenuModule } from './types.ts';
import { $locale } from '@shared/i18n/i18n.ts';
import { buildMenu } from './menu.ts';

beforeAll(() => useTestStorageEngine());
afterEach(() => $locale.set('zh-CN'));

let nextId = 100;
function mod(path: string, sort_num: number, children: MenuModule[] = []): MenuModule {
  const id = nextId++;
  return { id, pid: 0, path, src: '', icon: '', name: path, title: path, status: 1, sort_num, children: children.map((c) => ({ ...c, pid: id })) };
}
const paths = (menu: MenuModule[]) => menu.map((m) => m.path);

const teacherMenu = () => [
  mod('/database', 30, [mod('/database/course', 2), mod('/database/analysis', 1)]),
  mod('/dashboard', 0),
  mod('/user', 20, [mod('/user/tags', 2), mod('/user/index', 1)]),
  mod('/source', 10),
];

it('sorts by sort_num at every level', () => {
  const menu = buildMenu(teacherMenu(), { hybridDouyinChat: false });
  expect(paths(menu)).toEqual(['/dashboard', '/source', '/user', '/database']);
  expect(paths(menu[2]!.children)).toEqual(['/user/index', '/user/tags']);
  expect(paths(menu[3]!.children)).toEqual(['/database/analysis', '/database/course']);
});

it('adds Home first when the list lacks it (a staff account)', () => {
  const menu = buildMenu([mod('/source', 10), mod('/course', 5)], { hybridDouyinChat: false });
  expect(paths(menu)).toEqual(['/dashboard', '/course', '/source']);
  expect(menu[0]).toMatchObject({ title: '首页', children: [] });
  expect(paths(buildMenu([], { hybridDouyinChat: false }))).toEqual(['/dashboard']);
  expect(paths(buildMenu([], { hybridDouyinChat: false, planet: true }))).toEqual(['/p/dashboard']);
});

it('does not add a second Home', () => {
  const menu = buildMenu(teacherMenu(), { hybridDouyinChat: true });
  expect(menu.filter((m) => m.path === '/dashboard')).toHaveLength(1);
});

const switchedMenu = () => [
  mod('/dashboard', 0),
  mod('/user', 20, [mod('/user/index', 1), mod('/user/groups', 4)]),
  mod('/database', 30, [mod('/database/costomer', 5)]),
];

it('shows group chats and potential customers, pages of the server’s menu, only when switched on', () => {
  const on = buildMenu(switchedMenu(), { hybridDouyinChat: true });
  expect(on.map((m) => [m.path, paths(m.children)])).toEqual([
    ['/dashboard', []],
    ['/user', ['/user/index', '/user/groups']],
    ['/database', ['/database/costomer']],
  ]);
  const off = buildMenu(switchedMenu(), { hybridDouyinChat: false });
  // a group left without pages goes too
  expect(off.map((m) => [m.path, paths(m.children)])).toEqual([
    ['/dashboard', []],
    ['/user', ['/user/index']],
  ]);
});

it('adds neither page where the server’s menu lacks it (a role without them)', () => {
  const menu = buildMenu(teacherMenu(), { hybridDouyinChat: true });
  expect(menu.flatMap((m) => paths(m.children))).not.toContain('/user/groups');
  expect(menu.flatMap((m) => paths(m.children))).not.toContain('/database/costomer');
});

it('leaves the input alone', () => {
  const input = switchedMenu();
  const before = JSON.stringify(input);
  buildMenu(input, { hybridDouyinChat: false });
  expect(JSON.stringify(input)).toBe(before);
});
