import { test, expect, type Page } from '@playwright/test';
import { apiGet, apiLogin, loginWithPassword, PLANET_TEACHER, STAFF, TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

async function menuGroups(page: Page): Promise<string[]> {
  await expect(menu(page).locator('.lc-side-menu__label').first()).toBeVisible();
  return menu(page).locator(':scope > ul > li > :is(a, button) .lc-side-menu__label').allTextContents();
}

test('signed out, the root goes to /home and private pages go to /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/source');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsource$/);
  // public routes stay public
  await page.goto('/download');
  await expect(page).toHaveURL(/\/download$/);
});

test('the dashboard shows the figures the server computes, and the staff menu differs from the teacher menu', async ({ page, baseURL }) => {
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  const session = await apiLogin(baseURL!, TEACHER);
  const answer = await apiGet(baseURL!, '/api/v3/system/dashboard', session.data.token.id);
  const figures = answer.data as Record<string, number>;
  await expect(page.locator('[data-figure="planets"] strong')).toHaveText(String(figures.planets));
  await expect(page.locator('[data-figure="members"] strong')).toHaveText(String(figures.members));
  await expect(page.locator('[data-figure="staff_accounts"] strong')).toHaveText(String(figures.staff_accounts));
  expect(figures.members).toBeGreaterThan(0);

  const teacherGroups = await menuGroups(page);
  expect(teacherGroups).toEqual(expect.arrayContaining(['首页', '素材中心', '课程管理', '营销中心', '系统设置']));
  // hybrid_douyin_chat = '1' for the demo teacher adds group-chat management under users
  await menu(page).getByRole('button', { name: /用户/ }).click();
  await expect(menu(page).getByRole('link', { name: '群聊管理' })).toBeVisible();

  await expectNoAxeViolations(page);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await loginWithPassword(page, STAFF);
  await expect(page).toHaveURL(/\/dashboard$/);
  const staffGroups = await menuGroups(page);
  expect(staffGroups.sort()).toEqual(['首页', '素材中心', '课程管理'].sort());
});

test('the menu collapses from 240 px to 60 px and remembers it', async ({ page }) => {
  await loginWithPassword(page, TEACHER);
  const aside = page.locator('aside.lc-side-menu');
  await expect(aside).toHaveCSS('width', '240px');
  await page.getByRole('button', { name: '收起菜单' }).click();
  await expect(aside).toHaveCSS('width', '60px');
  await page.reload();
  await expect(page.locator('aside.lc-side-menu')).toHaveCSS('width', '60px');
  await page.getByRole('button', { name: '展开菜单' }).click();
  await expect(aside).toHaveCSS('width', '240px');
});

test('signed in, /login goes to the dashboard, or to the planet dashboard with p', async ({ page }) => {
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  // /login?p=1 goes to the planet dashboard: a member-mode account stays there (a teacher-centre one goes on: below)
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await loginWithPassword(page, PLANET_TEACHER, '/p/login');
  await expect(page).toHaveURL(/\/p\/dashboard$/);
  await page.goto('/login?p=1');
  await expect(page).toHaveURL(/\/p\/dashboard$/);
});

test('a route without a screen yet shows the not-found page inside the layout', async ({ page }) => {
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  // 考试 (互动) has no screen yet
  await page.goto('/interaction/exam');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(menu(page)).toBeVisible();
});

test('each navigation logs a page visit that the dashboard counts', async ({ page, baseURL }) => {
  await loginWithPassword(page, PLANET_TEACHER, '/p/login');
  await expect(page).toHaveURL(/\/p\/dashboard$/);
  const session = await apiLogin(baseURL!, PLANET_TEACHER);
  const read = async () => ((await apiGet(baseURL!, '/api/v3/system/dashboard', session.data.token.id)).data as { visits_today: number }).visits_today;
  const before = await read();
  await page.goto('/p/planet/list');
  await page.goto('/p/dashboard');
  await expect.poll(read).toBeGreaterThan(before);
});

test('a teacher-centre account never gets the planet-mode layout, by /login?p=1 or by a /p/ address', async ({ page }) => {
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/login?p=1');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).not.toHaveTitle(/星球会员/);
  expect((await menuGroups(page)).filter((title) => title === '首页')).toHaveLength(1);
  await page.goto('/p/planet/list');
  await expect(page).toHaveURL(/\/planet\/list$/);
  await expect(page.locator('#favicon')).not.toHaveAttribute('href', '/favicon-planet.svg');
});

test('planet member mode has its own title, favicon and menu, and logout reopens login with p=1', async ({ page }) => {
  await loginWithPassword(page, PLANET_TEACHER, '/p/login');
  await expect(page).toHaveURL(/\/p\/dashboard$/);
  await expect(page).toHaveTitle(/星球会员/);
  await expect(page.locator('#favicon')).toHaveAttribute('href', '/favicon-planet.svg');
  const groups = await menuGroups(page);
  expect(groups).toContain('我的星球');
  expect(groups.filter((title) => title === '首页')).toHaveLength(1);
  expect(groups).not.toContain('素材中心');
  await page.getByRole('button', { name: '账号菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login\?p=1$/);
  await expect(page.getByRole('heading', { name: '星球会员' })).toBeVisible();
  // the session is over: a private page sends us back to login
  await page.goto('/p/dashboard');
  await expect(page).toHaveURL(/\/login\?p=1/);
});

test('the avatar menu switches the interface to English and back', async ({ page }) => {
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: '账号菜单' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('button', { name: /Materials/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitemradio', { name: '中文' }).click();
  await expect(menu(page).getByRole('link', { name: '首页' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('signing out in one tab signs out every tab', async ({ page, context }) => {
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  const other = await context.newPage();
  await other.goto('/setting/self');
  await expect(other.getByRole('heading', { name: '账号设置' })).toBeVisible();
  await page.getByRole('button', { name: '账号菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(other).toHaveURL(/\/login\?redirect=%2Fsetting%2Fself$/);
});

test('dashboard shortcuts lead only to screens that exist', async ({ page }) => {
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  const shortcuts = page.getByRole('region', { name: '快捷入口' }).getByRole('link');
  await expect(shortcuts.first()).toBeVisible();
  await shortcuts.filter({ hasText: '素材库' }).click();
  await expect(page).toHaveURL(/\/source$/);
  await expect(page.getByRole('tab', { name: '图片', exact: true })).toHaveAttribute('aria-selected', 'true');
});
