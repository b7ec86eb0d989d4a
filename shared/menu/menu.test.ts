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

it('adds group chats under users and potential customers under the data centre when switched on', () => {
  const menu = buildMenu(teacherMenu(), { hybridDouyinChat: true });
  const users = menu.find((m) => m.path === '/user')!;
  const data = menu.find((m) => m.path === '/database')!;
  expect(paths(users.children)).toEqual(['/user/index', '/user/tags', '/user/groups']);
  expect(users.children[2]).toMatchObject({ title: '群聊管理', pid: users.id });
  expect(paths(data.children)).toEqual(['/database/analysis', '/database/course', '/database/costomer']);
  expect(data.children[2]!.title).toBe('潜在客户');
});

it('adds nothing when switched off, or where the group is missing, and never twice', () => {
  expect(buildMenu(teacherMenu(), { hybridDouyinChat: false }).flatMap((m) => paths(m.children))).not.toContain('/user/groups');
  const staff = buildMenu([mod('/source', 1)], { hybridDouyinChat: true });
  expect(paths(staff)).toEqual(['/dashboard', '/source']);
  const already = teacherMenu();
  already[2]!.children.push(mod('/user/groups', 9));
  const users = buildMenu(already, { hybridDouyinChat: true }).find((m) => m.path === '/user')!;
  expect(users.children.filter((c) => c.path === '/user/groups')).toHaveLength(1);
});

it('titles added entries in the current locale and leaves the input alone', () => {
  $locale.set('en');
  const input = teacherMenu();
  const before = JSON.stringify(input);
  const menu = buildMenu(input, { hybridDouyinChat: true });
  expect(menu.find((m) => m.path === '/user')!.children.at(-1)!.title).toBe('Group chat management');
  expect(JSON.stringify(input)).toBe(before);
});
