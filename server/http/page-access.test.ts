/**
 * Page permissions (docs/decisions.md "Page permissions"), against the real server: a role ticks pages, and the
 * server lets its staff call exactly the pages the role ticked, call by call, as the menu shows them; a call several
 * pages share checks the page of the record it touches.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_PATHS } from '@shared/courses/paths.ts';
import { CHAT_PATHS } from '@shared/douyin-chat/paths.ts';
import { LEARNING_PATHS } from '@shared/learning/paths.ts';
import type { MenuModule } from '@shared/menu/types.ts';
import type { LoginData } from '@shared/session/types.ts';
import type { StaffAccount, StaffRole } from '@shared/staff/types.ts';
import { STAFF_PATHS } from '@shared/staff/paths.ts';
import { STUDENT_PATHS } from '@shared/students/paths.ts';
import { SYSTEM_PATHS } from '@shared/system/paths.ts';
import { grantModules } from '@server/test-support/accounts.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServerWithDevRoutes, type TestServer } from '@server/test-support/start-server.ts';

const REFUSED = { result: 'fail', code: 40300, message: '无权限访问' };

let server: TestServer;
let teacher: string;
let staff: string;

beforeAll(async () => {
  server = await startServerWithDevRoutes();
  const [main, child]: LoginData[] = await Promise.all([login(server.baseUrl, PHONES.teacher), login(server.baseUrl, PHONES.staff)]);
  teacher = main!.token.id;
  staff = child!.token.id;
});
afterAll(() => server.close());

const get = (token: string, path: string, query: Record<string, string | number> = {}) => call(server.baseUrl, 'GET', path, { token, query });
const post = (token: string, path: string, json: object) => call(server.baseUrl, 'POST', path, { token, json });

/** Gives the demo staff account a new role of the named leaves, as the teacher does on /setting/role and /setting/index. */
async function holdRoleOf(leafPaths: readonly string[]): Promise<void> {
  const tree = (await get(teacher, STAFF_PATHS.role.modules)).body.data as MenuModule[];
  const ids = tree.flatMap((group) => group.children).filter((leaf) => leafPaths.includes(leaf.path)).map((leaf) => leaf.id);
  expect(ids).toHaveLength(leafPaths.length);
  const role = (await post(teacher, STAFF_PATHS.role.create, { name: `角色${Date.now()}`, description: '', module_ids: ids })).body.data as StaffRole;
  const accounts = (await get(teacher, STAFF_PATHS.staff.findList, { page: 1, pageSize: 50 })).body.rows as StaffAccount[];
  const demo = accounts.find((account) => account.phone === PHONES.staff)!;
  const moved = await post(teacher, STAFF_PATHS.staff.update, { id: demo.id, nickname: demo.nickname, role_id: role.id });
  expect(moved.body.result).toBe('ok');
}

describe('a role of single pages', () => {
  it('offers 群聊管理 and 潜在客户 in the role tree, as pages a role can tick', async () => {
    const tree = (await get(teacher, STAFF_PATHS.role.modules)).body.data as MenuModule[];
    const leaves = (path: string) => tree.find((group) => group.path === path)?.children.map((leaf) => leaf.path);
    expect(leaves('/user')).toEqual(['/user/dashboard', '/user/index', '/user/tags', '/user/groups']);
    expect(leaves('/database')).toContain('/database/costomer');
  });

  it('holding only 用户列表: the menu shows that page alone, and the server answers its calls and refuses its siblings’', async () => {
    await holdRoleOf(['/user/index']);
    const menu = (await get(staff, SYSTEM_PATHS.menuList)).body.data as MenuModule[];
    expect(menu.map((group) => [group.path, group.children.map((leaf) => leaf.path)])).toEqual([
      ['/dashboard', []],
      ['/user', ['/user/index']],
    ]);
    expect((await get(staff, STUDENT_PATHS.findList)).body.result).toBe('ok');
    // the list filters by tag: it reads the tags, but cannot make one
    expect((await get(staff, STUDENT_PATHS.tags)).body.result).toBe('ok');
    for (const reply of [
      await post(staff, STUDENT_PATHS.tagCreate, { name: '新标签', kind: 'manual' }),
      await get(staff, LEARNING_PATHS.dashboard, { from: '2025-01-01', to: '2025-01-07' }),
      await get(staff, CHAT_PATHS.groups),
    ]) {
      expect([reply.status, reply.body]).toEqual([403, REFUSED]);
    }
  });
});

describe('the demo role 助教 (课程管理 and 素材中心)', () => {
  it('takes its own courses off sale and back, and is refused a 内容管理 item', async () => {
    await grantModules(server.dataDir, PHONES.staff, ['materials', 'course']);
    const first = async (single: 0 | 1) => {
      const rows = (await get(teacher, COURSE_PATHS.course.findList, { page: 1, pageSize: 50, single, status: 1 })).body.rows as { id: number }[];
      expect(rows.length, `single=${single}`).toBeGreaterThan(0);
      return rows[0]!.id;
    };
    const item = await first(1);
    const course = await first(0);

    const refused = await post(staff, COURSE_PATHS.sale, { id: item, status: 0 });
    expect([refused.status, refused.body]).toEqual([403, REFUSED]);
    const still = (await get(teacher, COURSE_PATHS.detail, { id: item })).body.data as { status: number };
    expect(still.status).toBe(1);
    expect((await post(staff, COURSE_PATHS.course.delete, { id: item })).status).toBe(403);

    expect((await post(staff, COURSE_PATHS.sale, { id: course, status: 0 })).body.result).toBe('ok');
    expect((await post(staff, COURSE_PATHS.sale, { id: course, status: 1 })).body.result).toBe('ok');
  });
});
