/**
 * The module contract (docs/api.md "Modules"), against the real server: every private route declares the pages whose
 * screens call it, and a staff account whose menu shows none of them is refused with 403 / 40300 before the handler
 * runs, whatever else it holds: every other page of its mode, the other pages of the same group included.
 */
import { COURSE_PATHS } from '@shared/courses/paths.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MODULE_KEYS, PAGE_KEYS, SHELL, type ModuleKey, type PageKey } from '@shared/menu/modules.ts';
import type { LoginData } from '@shared/session/types.ts';
import type { MenuModule } from '@shared/menu/types.ts';
import { SYSTEM_PATHS } from '@shared/system/paths.ts';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { PLANET_MODE_PATHS } from '@shared/planet-mode/paths.ts';
import { PLANET_PATHS } from '@shared/planets/paths.ts';
import type { AccountMode } from '@server/areas/account/schema.ts';
import { CATALOGUE } from '@server/areas/menu/catalog.ts';
import { createStaffAccount, grantModules, grantPages, setGrants } from '@server/test-support/accounts.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServerWithDevRoutes, type TestServer } from '@server/test-support/start-server.ts';
import { routesWithoutModule, type ApiRoute } from './session-plugin.ts';

const REFUSED = { result: 'fail', code: 40300, message: '无权限访问' };
/** a staff account of the planet member-mode teacher (the demo staff account works for the teacher) */
const PLANET_STAFF = '13800000009';

let server: TestServer;
let teacher: LoginData;
let planetMain: LoginData;
const staff: Record<AccountMode, { phone: string; token: string }> = {
  teacher: { phone: PHONES.staff, token: '' },
  planet: { phone: PLANET_STAFF, token: '' },
};

beforeAll(async () => {
  // the development routes too: every registered route is walked
  server = await startServerWithDevRoutes();
  await createStaffAccount(server.dataDir, PHONES.planet, PLANET_STAFF);
  [teacher, planetMain, staff.teacher.token, staff.planet.token] = await Promise.all([
    login(server.baseUrl, PHONES.teacher),
    login(server.baseUrl, PHONES.planet),
    login(server.baseUrl, PHONES.staff).then((data) => data.token.id),
    login(server.baseUrl, PLANET_STAFF).then((data) => data.token.id),
  ]);
});
afterAll(() => server.close());

const privateRoutes = (): ApiRoute[] => server.apiRoutes.filter((route) => !route.public && route.method !== 'HEAD' && route.method !== 'OPTIONS');
const keysOf = (mode: AccountMode): ModuleKey[] =>
  CATALOGUE[mode].flatMap((entry) => (entry.module === SHELL ? [] : [entry.module]));
/** the pages a role of the mode can tick: each leaf's, and each entry's without leaves (Home's aside) */
const pagesOfMode = (mode: AccountMode): PageKey[] =>
  CATALOGUE[mode].flatMap((entry): PageKey[] => {
    if (entry.module === SHELL) return [];
    if (!entry.children) return [entry.module as PageKey];
    return entry.children.flatMap((leaf) => (leaf.page ? [leaf.page] : []));
  });
/** a path of the route, its parameters filled in: the check comes before they are read */
const pathOf = (route: ApiRoute) => route.url.replace(/:[A-Za-z]+/g, '1');

describe('module declarations', () => {
  it('every private route declares its module', () => {
    expect(privateRoutes().length).toBeGreaterThan(150);
    expect(routesWithoutModule(server.apiRoutes), 'private routes without config.module').toEqual([]);
  });

  it('every module key names a group of the menu catalogue, once per mode', () => {
    const named = new Set([...keysOf('teacher'), ...keysOf('planet')]);
    expect(MODULE_KEYS.filter((key) => !named.has(key))).toEqual([]);
    for (const mode of ['teacher', 'planet'] as const) expect(new Set(keysOf(mode)).size, mode).toBe(keysOf(mode).length);
  });

  it('every page key names a page of the catalogue, once per mode, and every page of the catalogue has one', () => {
    const named = new Set([...pagesOfMode('teacher'), ...pagesOfMode('planet')]);
    expect(PAGE_KEYS.filter((key) => !named.has(key))).toEqual([]);
    for (const mode of ['teacher', 'planet'] as const) {
      expect(new Set(pagesOfMode(mode)).size, mode).toBe(pagesOfMode(mode).length);
      const unnamed = CATALOGUE[mode].flatMap((entry) => (entry.children ?? []).filter((leaf) => !leaf.external && !leaf.page).map((leaf) => leaf.path));
      expect(unnamed, mode).toEqual([]);
    }
  });

  it('every page a route declares belongs to the catalogue', () => {
    const known = new Set<string>([SHELL, ...PAGE_KEYS]);
    const unknown = privateRoutes().flatMap((route) => [route.module ?? []].flat().filter((page) => !known.has(page)).map((page) => `${route.url}: ${page}`));
    expect(unknown).toEqual([]);
  });
});

describe('a staff account outside a route’s pages', () => {
  it('is refused every private route whose pages it lacks, though granted every other page of its mode', async () => {
    const bySet = new Map<string, { pages: readonly PageKey[]; routes: ApiRoute[] }>();
    const wrong: string[] = [];
    for (const route of privateRoutes()) {
      if (route.module === undefined) wrong.push(`${route.method} ${route.url}: declares no module`);
      if (route.module === undefined || route.module === SHELL) continue;
      const pages: readonly PageKey[] = typeof route.module === 'string' ? [route.module] : route.module;
      const key = pages.join(',');
      bySet.set(key, { pages, routes: [...(bySet.get(key)?.routes ?? []), route] });
    }
    expect(bySet.size).toBeGreaterThan(40);

    let walked = 0;
    for (const { pages, routes } of bySet.values()) {
      // a teacher's staff account where a page is the teacher centre's, else one of a planet member-mode teacher
      const mode: AccountMode = pages.some((page) => pagesOfMode('teacher').includes(page)) ? 'teacher' : 'planet';
      await grantPages(server.dataDir, staff[mode].phone, pagesOfMode(mode).filter((page) => !pages.includes(page)));
      for (const route of routes) {
        if (route.method !== 'GET' && route.method !== 'POST') {
          wrong.push(`${route.method} ${route.url}: not walked`);
          continue;
        }
        const reply = await call(server.baseUrl, route.method, pathOf(route), { token: staff[mode].token });
        walked += 1;
        if (reply.status !== 403 || JSON.stringify(reply.body) !== JSON.stringify(REFUSED)) {
          wrong.push(`${route.method} ${route.url} (${pages.join(' | ')}): ${reply.status} ${JSON.stringify(reply.body)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(walked).toBe(privateRoutes().filter((route) => route.module !== SHELL && route.module !== undefined).length);
  });
});

describe('granted modules', () => {
  beforeEach(async () => {
    // the demo grant: 素材中心 and 课程管理
    await grantModules(server.dataDir, PHONES.staff, ['materials', 'course']);
    await grantModules(server.dataDir, PLANET_STAFF, []);
  });

  const get = (token: string, path: string, query: Record<string, string | number> = {}) => call(server.baseUrl, 'GET', path, { token, query });

  it('the demo staff account reaches its materials and course routes and the shell', async () => {
    for (const path of [
      MATERIAL_PATHS.findSources('picture'),
      MATERIAL_PATHS.getCategorys('video'),
      MATERIAL_PATHS.getSourceDetail,
      MATERIAL_PATHS.canUpload,
      COURSE_PATHS.batchList,
      SYSTEM_PATHS.menuList,
      SYSTEM_PATHS.dashboard,
    ]) {
      const reply = await get(staff.teacher.token, path);
      expect([reply.status, reply.body.result], path).toEqual([200, 'ok']);
    }
    const category = await call(server.baseUrl, 'POST', MATERIAL_PATHS.createCategory, { token: staff.teacher.token, json: { name: '助教的分类' } });
    expect(category.body.result).toBe('ok');
    // a batch makes 内容管理 items, a page the demo role does not hold
    const batch = await call(server.baseUrl, 'POST', COURSE_PATHS.batchCreate, { token: staff.teacher.token, json: { type: 'audio', items: [] } });
    expect(batch.status).toBe(403);
  });

  it('the demo staff account can no longer read the teacher’s planets; the teacher can', async () => {
    const refused = await get(staff.teacher.token, PLANET_PATHS.findList);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(REFUSED);
    const own = await get(teacher.token.id, PLANET_PATHS.findList);
    expect(own.body.result).toBe('ok');
    expect(own.body.rows?.length).toBeGreaterThan(0);
  });

  it('follows a change of grants at the next call, with the same token', async () => {
    await grantModules(server.dataDir, PHONES.staff, ['materials', 'course', 'planet']);
    expect((await get(staff.teacher.token, PLANET_PATHS.findList)).body.result).toBe('ok');
    await grantModules(server.dataDir, PHONES.staff, ['course']);
    expect((await get(staff.teacher.token, PLANET_PATHS.findList)).status).toBe(403);
    expect((await get(staff.teacher.token, MATERIAL_PATHS.getSourceDetail)).status).toBe(403);
  });

  it('reads the grant as the menu does: a granted leaf brings its group’s module', async () => {
    await setGrants(server.dataDir, PHONES.staff, ['/source']);
    const menu = (await get(staff.teacher.token, SYSTEM_PATHS.menuList)).body.data as MenuModule[];
    expect(menu.map((group) => [group.path, group.children.map((leaf) => leaf.path)])).toEqual([
      ['/dashboard', []],
      ['/materials', ['/source']],
    ]);
    expect((await get(staff.teacher.token, MATERIAL_PATHS.getSourceDetail)).body.result).toBe('ok');
    expect((await get(staff.teacher.token, COURSE_PATHS.batchList)).status).toBe(403);
  });

  it('a planet member-mode staff account reaches its groups and the planet choice they need, nothing else', async () => {
    await grantModules(server.dataDir, PLANET_STAFF, ['planet-activity']);
    const token = staff.planet.token;
    expect((await get(token, PLANET_MODE_PATHS.activity.findList)).body.result).toBe('ok');
    expect((await get(token, PLANET_PATHS.findList)).body.result).toBe('ok');
    for (const path of [PLANET_MODE_PATHS.wiki.findList, PLANET_MODE_PATHS.live.findList, PLANET_PATHS.classes]) {
      expect((await get(token, path)).status, path).toBe(403);
    }
    // the main account keeps its whole mode
    expect((await get(planetMain.token.id, PLANET_MODE_PATHS.wiki.findList)).body.result).toBe('ok');
  });
});
