import { test, expect, type Browser, type Page } from '@playwright/test';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { STAFF_PATHS } from '@shared/staff/paths.ts';
import { apiGet, loginWithPassword, TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * 员工与权限 as the demo teacher: a role of two modules, a staff account holding it, who signs in and sees
 * only those modules (and whom the server refuses elsewhere); the role changes and the staff's menu follows on the
 * next load, and its write is found under its name in the operation log; a page outside the role, opened by its
 * address, is the one no-permission page; the list's filters stay in the address; disabling signs the account out.
 * A role and an account of their own, so the demo staff account other files sign in with keeps its grants.
 */
const STAFF_PHONE = '13700000041';
const STAFF_PASSWORD = 'kefu2026a';

test.describe.configure({ mode: 'serial' });

const menuOf = (page: Page) => page.getByRole('navigation', { name: '主菜单' });
const rows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });

async function signInAsStaff(browser: Browser, baseURL: string): Promise<{ page: Page; token: string }> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('手机号').fill(STAFF_PHONE);
  await page.getByLabel('密码', { exact: true }).fill(STAFF_PASSWORD);
  const answer = page.waitForResponse((response) => response.url().includes('/web_login'));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const body = (await (await answer).json()) as { data: { token: { id: string } } };
  await expect(page).toHaveURL(/\/dashboard$/);
  return { page, token: body.data.token.id };
}

async function topEntries(page: Page): Promise<string[]> {
  const menu = menuOf(page);
  await expect(menu.getByText('首页')).toBeVisible();
  return (await menu.locator(':scope > ul > li > :is(a, button)').allInnerTexts()).map((text) => text.trim());
}

test('a role of two modules, a staff account with it, and the role changed', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  await loginWithPassword(page, TEACHER);
  await menuOf(page).getByRole('button', { name: '系统设置' }).click();
  await menuOf(page).getByRole('link', { name: '权限管理' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '权限管理' })).toBeVisible();
  await expect(rows(page).filter({ hasText: '助教' })).toContainText('素材中心');
  await expectNoAxeViolations(page);

  // a role of 订单管理 and 售后
  await page.getByRole('button', { name: '新建角色' }).click();
  const dialog = page.getByRole('dialog', { name: '新建角色' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请填写角色名称')).toBeVisible();
  await expect(dialog.getByText('请至少选择一个权限模块')).toBeVisible();
  await dialog.getByLabel('角色名称').fill('客服');
  await dialog.getByLabel('角色说明').fill('处理订单与售后');
  await dialog.getByRole('checkbox', { name: '订单管理', exact: true }).check();
  await expect(dialog.getByRole('group', { name: '订单管理' }).getByRole('checkbox', { name: '订单中心' })).toBeChecked();
  await dialog.getByRole('group', { name: '售后' }).getByRole('checkbox', { name: '退款' }).check();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const role = rows(page).filter({ hasText: '客服' });
  await expect(role).toContainText('订单管理');
  await expect(role).toContainText('售后（1 项）');

  // a staff account holding it: the dialog, opened while the roles still load, has one chosen and says nothing of
  // making one; the password it sets is hidden unless asked
  const slowRoles = (url: URL) => url.pathname === STAFF_PATHS.role.findList;
  await page.route(slowRoles, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('link', { name: '员工管理' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '员工管理' })).toBeVisible();
  await page.getByRole('button', { name: '新建员工' }).click();
  const create = page.getByRole('dialog', { name: '新建员工' });
  await expect(create.getByLabel('角色')).not.toHaveValue('');
  await expect(create.getByText('请先在权限管理中新建角色')).toHaveCount(0);
  await page.unroute(slowRoles);
  await create.getByLabel('员工姓名').fill('小周');
  await create.getByLabel('登录手机号').fill(STAFF_PHONE);
  const password = create.getByLabel('登录密码');
  await password.fill('onlyletters');
  await expect(password).toHaveAttribute('type', 'password');
  const reveal = create.getByRole('button', { name: '显示密码' });
  await reveal.click();
  await expect(reveal).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveAttribute('type', 'text');
  await expectNoAxeViolations(page);
  await reveal.click();
  await expect(password).toHaveAttribute('type', 'password');
  await create.getByLabel('角色').selectOption({ label: '客服' });
  await create.getByRole('button', { name: '保存' }).click();
  await expect(create.getByText('登录密码需同时包含字母和数字')).toBeVisible();
  await create.getByLabel('登录密码').fill(STAFF_PASSWORD);
  await create.getByRole('button', { name: '保存' }).click();
  await expect(create).toBeHidden();
  await expect(rows(page).filter({ hasText: '小周' })).toContainText('客服');
  await expectNoAxeViolations(page);

  // the role filter stays in the address
  await page.getByLabel('角色', { exact: true }).selectOption({ label: '客服' });
  await expect(page).toHaveURL(/role=\d+/);
  await page.reload();
  await expect(page.getByLabel('角色', { exact: true }).locator('option:checked')).toHaveText('客服');
  await expect(rows(page)).toHaveCount(1);

  // the staff account sees Home, 订单管理 and 售后 only, and the server refuses the rest
  const staff = await signInAsStaff(browser, baseURL!);
  expect(await topEntries(staff.page)).toEqual(['首页', '订单管理', '售后']);
  await menuOf(staff.page).getByRole('button', { name: '售后' }).click();
  await expect(menuOf(staff.page).getByRole('link', { name: '退款' })).toBeVisible();
  await expect(menuOf(staff.page).getByRole('link', { name: '投诉' })).toHaveCount(0);
  expect(await apiGet(baseURL!, MATERIAL_PATHS.getCategorys('picture'), staff.token)).toMatchObject({ result: 'fail', code: 40300 });
  // Home shows it only the figures of its pages: neither planets nor staff accounts
  await expect(staff.page.locator('[data-figure="visits_today"]')).toBeVisible();
  await expect(staff.page.locator('[data-figure="planets"], [data-figure="members"], [data-figure="staff_accounts"]')).toHaveCount(0);

  // a page it may not open, by its address (another group's, or 投诉 beside its 退款): the one no-permission page
  for (const path of ['/accounting/balance', '/setting/accounting', '/aftersale/appeal']) {
    await staff.page.goto(path);
    const main = staff.page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: '无权限访问' }), path).toBeVisible();
    await expect(main).toContainText('请联系主账号');
    // no frame of the screen behind it: no create button, no 加载失败 box
    await expect(main.getByRole('button')).toHaveCount(0);
    await expect(main.getByText('加载失败')).toHaveCount(0);
  }
  await expectNoAxeViolations(staff.page);
  await staff.page.getByRole('main').getByRole('link', { name: '返回首页' }).click();
  await expect(staff.page).toHaveURL(/\/dashboard$/);
  await staff.page.goto('/aftersale/index');
  await expect(staff.page.getByRole('heading', { level: 1 })).not.toHaveText('无权限访问');

  // the role changes: 素材中心 instead of 售后; the staff's next load follows
  await page.goto('/setting/role');
  await page.getByRole('button', { name: '编辑：客服' }).click();
  const edit = page.getByRole('dialog', { name: '编辑角色' });
  await edit.getByRole('group', { name: '售后' }).getByRole('checkbox', { name: '退款' }).uncheck();
  await edit.getByRole('checkbox', { name: '素材中心', exact: true }).check();
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  expect((await apiGet(baseURL!, MATERIAL_PATHS.getCategorys('picture'), staff.token)).result).toBe('ok');
  await staff.page.reload();
  await expect.poll(() => topEntries(staff.page)).toEqual(['首页', '素材中心', '订单管理']);
  // 素材中心 without 内容管理: the video library offers no 批量创建课程, whose batch page the role does not open
  await staff.page.goto('/source?kind=video');
  await expect(staff.page.getByRole('button', { name: '批量移动' })).toBeVisible();
  await expect(staff.page.getByRole('button', { name: '批量创建课程' })).toHaveCount(0);
  await page.goto('/source?kind=video');
  await expect(page.getByRole('button', { name: '批量创建课程' })).toBeVisible();

  // the staff account's write is in the teacher's operation log, under its name
  const category = `客服分类${Date.now() % 100_000}`;
  const made = await fetch(`${baseURL}${MATERIAL_PATHS.createCategory}`, {
    method: 'POST',
    headers: { authorization: staff.token, 'content-type': 'application/json' },
    body: JSON.stringify({ name: category }),
  });
  expect(made.status).toBe(200);
  await page.goto('/setting/record');
  await page.getByLabel('操作人').selectOption({ label: '员工 · 小周' });
  await expect(page).toHaveURL(/actor=\d+/);
  const line = rows(page).filter({ hasText: category });
  await expect(line).toContainText('新建素材分类');
  await expect(line).toContainText('员工');
  await expect(rows(page).filter({ hasText: '主账号' })).toHaveCount(0);

  // disabling signs the staff account out
  await page.goto('/setting/index');
  await page.getByRole('button', { name: '停用：小周' }).click();
  await page.getByRole('alertdialog', { name: '停用' }).getByRole('button', { name: '确定' }).click();
  await expect(rows(page).filter({ hasText: '小周' })).toContainText('已停用');
  expect(await apiGet(baseURL!, MATERIAL_PATHS.getCategorys('picture'), staff.token)).toMatchObject({ result: 'fail', code: 50008 });
  await staff.page.context().close();
});

test('an API key made once, called with, its calls seen, and revoked', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/setting/api');
  await expect(page.getByRole('heading', { level: 1, name: 'API 密钥' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: '新建密钥' }).click();
  const form = page.getByRole('dialog', { name: '新建密钥' });
  await form.getByLabel('密钥名称').fill('官网订单同步');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请至少选择一个可调用的模块')).toBeVisible();
  await form.getByRole('checkbox', { name: '订单管理' }).check();
  await form.getByRole('button', { name: '保存' }).click();

  const shown = page.getByRole('dialog', { name: '密钥已创建' });
  await expect(shown.getByRole('note')).toContainText('关闭后将无法再次查看');
  const key = await shown.getByLabel('密钥').inputValue();
  expect(key).toMatch(/^lk_/);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(shown).toBeVisible();
  await shown.getByRole('button', { name: '我已保存' }).click();
  const row = rows(page).filter({ hasText: '官网订单同步' });
  await expect(row).toContainText(key.slice(0, 10));
  await expect(row).not.toContainText(key);

  // the integration calls with it: orders yes, materials no
  expect((await apiGet(baseURL!, '/api/v3/order/findList', key)).result).toBe('ok');
  expect(await apiGet(baseURL!, MATERIAL_PATHS.getCategorys('picture'), key)).toMatchObject({ result: 'fail', code: 40300 });
  await page.getByRole('button', { name: '调用记录：官网订单同步' }).click();
  const calls = page.getByRole('dialog', { name: '调用记录：官网订单同步' });
  await expect(calls.getByRole('row').filter({ hasText: '/api/v3/order/findList' })).toContainText('200');
  await expect(calls.getByRole('row').filter({ hasText: 'getCategorys' })).toContainText('403');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: '吊销：官网订单同步' }).click();
  await page.getByRole('alertdialog', { name: '吊销' }).getByRole('button', { name: '确定' }).click();
  await expect(row).toContainText('已吊销');
  expect(await apiGet(baseURL!, '/api/v3/order/findList', key)).toMatchObject({ result: 'fail', code: 50008 });
});
