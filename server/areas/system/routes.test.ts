import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardFigures } from '@shared/system/dashboard-types.ts';
import type { LoginData } from '@shared/session/types.ts';
import type { MenuModule } from '@shared/menu/types.ts';
import type { Switches } from '@shared/system/types.ts';
import { SYSTEM_PATHS } from '@shared/system/paths.ts';
import { PLANET_MENU, TEACHER_MENU } from '@server/areas/menu/catalog.ts';
import { testClock } from '@server/test-support/clock.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { grantModules, grantPages } from '@server/test-support/accounts.ts';

const clock = testClock();
let server: TestServer;
let teacher: LoginData;
let staff: LoginData;
let planet: LoginData;

beforeAll(async () => {
  server = await startServer({ now: clock.now });
  [teacher, staff, planet] = await Promise.all([
    login(server.baseUrl, PHONES.teacher),
    login(server.baseUrl, PHONES.staff),
    login(server.baseUrl, PHONES.planet),
  ]);
});
afterAll(() => server.close());

const get = <T>(token: string, p: string, query?: Record<string, string | number>) =>
  call<T>(server.baseUrl, 'GET', p, { token, ...(query ? { query } : {}) });

function flatten(tree: MenuModule[]): MenuModule[] {
  return tree.flatMap((m) => [m, ...flatten(m.children)]);
}

describe('menu list', () => {
  it('gives a main teacher the whole teacher catalogue as a sorted tree', async () => {
    const reply = await get<MenuModule[]>(teacher.token.id, SYSTEM_PATHS.menuList);
    const tree = reply.body.data!;
    expect(tree.map((m) => m.title)).toEqual(TEACHER_MENU.map((e) => e.title));
    expect(tree[0]).toMatchObject({ path: '/dashboard', title: '首页', pid: 0, icon: 'home', status: 1 });
    for (const group of tree) {
      expect(group.children.map((c) => c.pid).every((pid) => pid === group.id)).toBe(true);
      const sorts = group.children.map((c) => c.sort_num);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    }
    const course = tree.find((m) => m.title === '课程管理')!;
    expect(course.children.map((c) => c.path)).toContain('/course/column');
    const external = flatten(tree).filter((m) => m.external === 1);
    expect(external).toHaveLength(2);
    for (const m of external) expect(m.path).toMatch(/^https:\/\/[a-z]+\.example\.com\//);
    const paths = flatten(tree).map((m) => m.path);
    for (const p of ['/source', '/platform/dy', '/marketing/coupon', '/aftersale/appeal', '/database/living', '/setting/role']) {
      expect(paths).toContain(p);
    }
  });

  it('gives a staff account only Home and its granted groups', async () => {
    const reply = await get<MenuModule[]>(staff.token.id, SYSTEM_PATHS.menuList);
    const tree = reply.body.data!;
    expect(tree.map((m) => m.title)).toEqual(['首页', '课程管理', '素材中心']);
    const full = (await get<MenuModule[]>(teacher.token.id, SYSTEM_PATHS.menuList)).body.data!;
    for (const group of tree.slice(1)) {
      expect(group.children).toEqual(full.find((m) => m.id === group.id)?.children);
      expect(group.children.length).toBeGreaterThan(0);
    }
    expect(flatten(tree).length).toBeLessThan(flatten(full).length);
  });

  it('gives a planet member-mode teacher the planet catalogue', async () => {
    const tree = (await get<MenuModule[]>(planet.token.id, SYSTEM_PATHS.menuList)).body.data!;
    expect(tree.map((m) => m.title)).toEqual(PLANET_MENU.map((e) => e.title));
    expect(flatten(tree).every((m) => m.path.startsWith('/p/'))).toBe(true);
    expect(flatten(tree).map((m) => m.path)).toEqual(
      expect.arrayContaining(['/p/dashboard', '/p/planet/list', '/p/planet/live/list', '/p/accounting/balance', '/p/course/guide']),
    );
  });
});

describe('child modules', () => {
  it('shows a main account what its staff account sees', async () => {
    const reply = await get<MenuModule[]>(teacher.token.id, SYSTEM_PATHS.childModules, { child_id: staff.user.id });
    const own = await get<MenuModule[]>(staff.token.id, SYSTEM_PATHS.menuList);
    expect(reply.body.data).toEqual(own.body.data);
  });

  it('is refused to staff accounts and for accounts that are not the caller’s staff', async () => {
    for (const [token, childId] of [
      [staff.token.id, staff.user.id],
      [planet.token.id, staff.user.id],
      [teacher.token.id, teacher.user.id],
      [teacher.token.id, planet.user.id],
    ] as const) {
      const reply = await get(token, SYSTEM_PATHS.childModules, { child_id: childId });
      expect(reply.status).toBe(403);
      expect(reply.body.code).toBe(40300);
    }
  });

  it('needs child_id', async () => {
    const reply = await get(teacher.token.id, SYSTEM_PATHS.childModules);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('参数错误：缺少必填字段 child_id');
    const bad = await get(teacher.token.id, SYSTEM_PATHS.childModules, { child_id: 'abc' });
    expect(bad.body.message).toBe('参数错误：child_id 必须是整数');
  });
});

describe('switches', () => {
  it('reads the teacher’s stored switches and defaults for the rest', async () => {
    const reply = await get<Switches>(teacher.token.id, SYSTEM_PATHS.switches, { user_id: teacher.user.id, include: 'hybrid_douyin_chat,activity_upload_switch,tt_channel' });
    expect(reply.body.data).toEqual({ hybrid_douyin_chat: '1', activity_upload_switch: '1', tt_channel: '0' });
  });

  it('answers only the switches asked for', async () => {
    const reply = await get<Switches>(teacher.token.id, SYSTEM_PATHS.switches, { user_id: teacher.user.id, include: 'activity_upload_switch' });
    expect(reply.body.data).toEqual({ activity_upload_switch: '1' });
  });

  it('uses the defaults where nothing is stored', async () => {
    const reply = await get<Switches>(planet.token.id, SYSTEM_PATHS.switches, { user_id: planet.user.id });
    expect(reply.body.data).toEqual({ hybrid_douyin_chat: '0', activity_upload_switch: '1', tt_channel: '0' });
  });

  it('lets a staff account read its own and its main account’s switches only', async () => {
    const own = await get<Switches>(staff.token.id, SYSTEM_PATHS.switches, { user_id: staff.user.id, include: 'hybrid_douyin_chat' });
    expect(own.body.data).toEqual({ hybrid_douyin_chat: '0' });
    const main = await get<Switches>(staff.token.id, SYSTEM_PATHS.switches, { user_id: teacher.user.id, include: 'hybrid_douyin_chat' });
    expect(main.body.data).toEqual({ hybrid_douyin_chat: '1' });
    for (const [token, userId] of [
      [staff.token.id, planet.user.id],
      [teacher.token.id, staff.user.id],
      [planet.token.id, teacher.user.id],
    ] as const) {
      const reply = await get(token, SYSTEM_PATHS.switches, { user_id: userId });
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({ result: 'fail', code: 40300, message: '无权限访问' });
    }
  });

  it('refuses unknown switch names', async () => {
    const reply = await get(teacher.token.id, SYSTEM_PATHS.switches, { user_id: teacher.user.id, include: 'tt_channel,dark_mode' });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe(40000);
    expect(reply.body.message).toContain('include 包含未知的开关 dark_mode');
  });
});

describe('page visits', () => {
  const visit = (token: string, json: unknown) => call(server.baseUrl, 'POST', SYSTEM_PATHS.pageVisit, { token, json });

  it('stores a visit', async () => {
    const before = (await get<DashboardFigures>(planet.token.id, SYSTEM_PATHS.dashboard)).body.data!;
    expect((await visit(planet.token.id, { path: '/p/planet/list', title: '我的星球' })).body).toEqual({ result: 'ok' });
    expect((await visit(planet.token.id, { path: '/p/dashboard' })).body).toEqual({ result: 'ok' });
    const after = (await get<DashboardFigures>(planet.token.id, SYSTEM_PATHS.dashboard)).body.data!;
    expect(after.visits_today).toBe(before.visits_today + 2);
    expect(after.visits_week).toBe(before.visits_week + 2);
  });

  it('names the field and the rule when a visit is malformed', async () => {
    const cases: [unknown, string][] = [
      [{ path: 'dashboard', title: '首页' }, '参数错误：path 必须以 / 开头，长度为 1 到 512 个字符'],
      [{ path: `/${'a'.repeat(512)}` }, '参数错误：path 必须以 / 开头，长度为 1 到 512 个字符'],
      [{ path: '' }, '参数错误：path 必须以 / 开头，长度为 1 到 512 个字符'],
      [{ title: '首页' }, '参数错误：缺少必填字段 path'],
      [{ path: '/dashboard', title: 'x'.repeat(129) }, '参数错误：title 长度不能超过 128 个字符'],
      [{ path: '/dashboard', referrer: '/login' }, '参数错误：不支持的字段 referrer'],
      [{ path: ['/dashboard'] }, '参数错误：path 必须是字符串'],
    ];
    for (const [json, message] of cases) {
      const reply = await visit(teacher.token.id, json);
      expect(reply.status, JSON.stringify(json)).toBe(400);
      expect(reply.body).toEqual({ result: 'fail', code: 40000, message });
    }
  });

  it('accepts a 512-character path and a 128-character title', async () => {
    const reply = await visit(staff.token.id, { path: `/${'a'.repeat(511)}`, title: 't'.repeat(128) });
    expect(reply.body).toEqual({ result: 'ok' });
  });
});

describe('dashboard', () => {
  async function countsFromDb(mainId: number, userId: number, todayStart: number, weekStart: number) {
    const query = <R>(text: string, ...params: number[]) => queryTestDatabase<R>(server.dataDir, text, params);
    const one = async (text: string, ...params: number[]) => (await query<{ n: number }>(text, ...params))[0]!.n;
    return {
      planets: await one('select count(*) n from planets where owner_id = ?', mainId),
      members: await one('select count(*) n from planet_members m join planets p on p.id = m.planet_id where p.owner_id = ? and m.status = 1', mainId),
      unread_messages: await one('select count(*) n from notifications where user_id = ? and read_status = 0', mainId),
      staff_accounts: await one('select count(*) n from users where main_id = ? and id <> ?', mainId, mainId),
      visits_today: await one('select count(*) n from page_visits where user_id = ? and created_at >= ?', userId, todayStart),
      visits_week: await one('select count(*) n from page_visits where user_id = ? and created_at >= ?', userId, weekStart),
      // the sign-in before the newest session (the caller's)
      last_login_at:
        (await query<{ v: number }>('select created_at v from token_families where user_id = ? order by created_at desc, id desc limit 1 offset 1', userId))[0]?.v ??
        null,
      all_notifications: await one('select count(*) n from notifications where user_id = ?', mainId),
      msg_types: await one('select count(distinct msg_type) n from notifications where user_id = ?', mainId),
    };
  }

  function dayStarts() {
    const now = clock.seconds();
    const today = Math.floor((now + 8 * 3600) / 86400) * 86400 - 8 * 3600;
    return [today, today - 6 * 86400] as const;
  }

  it('counts the teacher’s seeded rows', async () => {
    const figures = (await get<DashboardFigures>(teacher.token.id, SYSTEM_PATHS.dashboard)).body.data!;
    const { all_notifications, msg_types, ...expected } = await countsFromDb(teacher.user.id, teacher.user.id, ...dayStarts());
    expect(figures).toEqual(expected);
    // the seed itself: one planet of ~12 members, 24 messages of all four types and 5 after-sale 交易消息, some read, visits this week
    expect(figures.planets).toBe(1);
    expect(figures.members).toBeGreaterThanOrEqual(8);
    expect(all_notifications).toBe(29);
    expect(msg_types).toBe(4);
    expect(figures.unread_messages).toBeGreaterThan(0);
    expect(figures.unread_messages).toBeLessThan(29);
    expect(figures.staff_accounts).toBe(1);
    expect(figures.visits_week).toBeGreaterThan(figures.visits_today);
    // first sign-in of this data directory: there is no earlier one
    expect(figures.last_login_at).toBeNull();
  });

  it('answers a staff account the main account’s rows of the pages its menu shows only, with its own visits', async () => {
    // the demo role: 素材中心 and 课程管理, neither 我的星球 nor 员工管理
    const figures = (await get<DashboardFigures>(staff.token.id, SYSTEM_PATHS.dashboard)).body.data!;
    const { all_notifications: _a, msg_types: _m, planets, members, staff_accounts, ...expected } = await countsFromDb(teacher.user.id, staff.user.id, ...dayStarts());
    expect(figures).toEqual(expected);

    await grantPages(server.dataDir, PHONES.staff, ['planet', 'setting.index']);
    try {
      const granted = (await get<DashboardFigures>(staff.token.id, SYSTEM_PATHS.dashboard)).body.data!;
      expect(granted).toEqual({ ...expected, planets, members, staff_accounts });
      expect(granted.planets).toBe(1);
    } finally {
      await grantModules(server.dataDir, PHONES.staff, ['materials', 'course']);
    }
  });

  it('counts the planet teacher’s rows', async () => {
    const figures = (await get<DashboardFigures>(planet.token.id, SYSTEM_PATHS.dashboard)).body.data!;
    const { all_notifications: _a, msg_types: _m, ...expected } = await countsFromDb(planet.user.id, planet.user.id, ...dayStarts());
    expect(figures).toEqual(expected);
    expect(figures.staff_accounts).toBe(0);
  });

  it('shows, as the last sign-in, the one before the current session', async () => {
    const first = await login(server.baseUrl, PHONES.planet);
    clock.advance(90);
    const second = await login(server.baseUrl, PHONES.planet);
    const figures = (await get<DashboardFigures>(second.token.id, SYSTEM_PATHS.dashboard)).body.data!;
    expect(figures.last_login_at).toBe(first.token.exp - 7200);
  });
});
