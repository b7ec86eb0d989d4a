import { test, expect, type Page } from '@playwright/test';
import { apiGet, apiLogin, loginWithPassword, PLANET_TEACHER, TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * Planets in the console: the list, a new planet with a background from the picture selector, the
 * content check, the review (the e2e server's reviewer approves after LECTERN_PLANET_AUDIT_SECONDS=2), and the
 * same screens in planet member mode.
 */

type StoredPlanet = { id: number; title: string; price: number; time_mode: number; time_unit: string; time_value: number; audit_status: number; backgrounds: { id: number }[] };
const unique = (stem: string) => `${stem}${Date.now().toString(36).slice(-5)}`;

async function storedPlanets(baseURL: string, phone: string): Promise<StoredPlanet[]> {
  const session = await apiLogin(baseURL, phone);
  return (await apiGet(baseURL, '/api/v4/planet/findList?pageSize=50', session.data.token.id)).rows as StoredPlanet[];
}

const form = (page: Page) => page.locator('form');
const row = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

test('a teacher creates a planet with a background picture, is stopped by a sensitive word, and sends it for review until approved', async ({ page, baseURL }) => {
  test.slow(); // a picker, two saves, a review that takes two seconds, axe twice
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/planet/list');
  await expect(row(page, '林老师的写作星球')).toContainText('已通过');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: '新建星球' }).click();
  await expect(page).toHaveURL(/\/planet\/editPlanet$/);
  await expect(page.getByRole('heading', { name: '新建星球' })).toBeVisible();
  // nothing filled in: each field says what it needs, and the first one has the focus
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请输入星球名称')).toBeVisible();
  await expect(page.getByText('请至少选择一张背景图')).toBeVisible();
  await expect(page.getByText('请选择星球分类')).toBeVisible();
  await expect(page.getByLabel('星球名称', { exact: true })).toBeFocused();

  const title = unique('晨读星球');
  await page.getByLabel('星球名称', { exact: true }).fill(title);
  await page.getByRole('button', { name: '选择图片' }).click();
  const pictures = page.getByRole('dialog', { name: '选择图片' });
  await pictures.getByRole('checkbox', { name: '星球背景.png', exact: true }).check();
  await pictures.getByRole('button', { name: '确定' }).click();
  await expect(pictures).toBeHidden();
  const background = form(page).getByRole('list', { name: '背景图' }).locator('img');
  await expect(background).toHaveCount(1);
  await expect.poll(() => background.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByLabel('星球简介').fill('每天早上一起读书，顺便聊聊赌博技巧');
  await page.getByLabel('加入价格（元）').fill('99.5');
  await page.getByLabel('时长', { exact: true }).fill('6');
  await page.getByRole('combobox', { name: '单位' }).selectOption({ label: '个月' });
  await page.getByRole('combobox', { name: '一级分类' }).selectOption({ label: '兴趣生活' });
  await page.getByRole('combobox', { name: '二级分类' }).selectOption({ label: '阅读' });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '保存' }).click();
  // spec §5: the server's content check refuses, and the form keeps everything
  await expect(page.getByRole('alert').filter({ hasText: '操作失败，内容包含敏感词' })).toBeVisible();
  await expect(page).toHaveURL(/\/planet\/editPlanet$/);
  expect((await storedPlanets(baseURL!, TEACHER)).map((planet) => planet.title)).not.toContain(title);

  await page.getByLabel('星球简介').fill('每天早上一起读书，读完写一句话打卡');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/planet\/list$/);
  const created = row(page, title);
  await expect(created).toContainText('¥99.50');
  await expect(created).toContainText('6 个月');
  await expect(created).toContainText('草稿');
  const stored = (await storedPlanets(baseURL!, TEACHER)).find((planet) => planet.title === title)!;
  expect(stored).toMatchObject({ price: 9950, time_mode: 1, time_unit: 'month', time_value: 6, audit_status: 0 });
  expect(stored.backgrounds).toHaveLength(1);

  await created.getByRole('button', { name: '提交审核' }).click();
  await expect(created).toContainText('审核中');
  // under review it cannot be edited
  await expect(created.getByRole('link', { name: `编辑：${title}` })).toHaveCount(0);
  await expect
    .poll(async () => {
      await page.reload();
      return (await row(page, title).textContent()) ?? '';
    }, { timeout: 20_000 })
    .toContain('已通过');
  await expect(row(page, title).getByRole('link', { name: `编辑：${title}` })).toBeVisible();
});

test('editing keeps what was stored and saves the change', async ({ page, baseURL }) => {
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/planet/list');
  await row(page, '林老师的写作星球').getByRole('link', { name: '编辑：林老师的写作星球' }).click();
  await expect(page.getByRole('heading', { name: '编辑星球' })).toBeVisible();
  await expect(page.getByLabel('星球名称', { exact: true })).toHaveValue('林老师的写作星球');
  await expect(page.getByLabel('加入价格（元）')).toHaveValue('199');
  await expect(page.getByRole('combobox', { name: '二级分类' })).toHaveValue(/.+/);
  await page.getByLabel('星球介绍').fill('每周一次写作练习与点评。\n第二段：范文拆解。');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/planet\/list$/);
  const stored = (await storedPlanets(baseURL!, TEACHER)).find((planet) => planet.title === '林老师的写作星球') as StoredPlanet & { description: string };
  expect(stored.description).toBe('每周一次写作练习与点评。\n第二段：范文拆解。');
});

test('planet member mode has the same screens under /p/, with its own planets', async ({ page }) => {
  await loginWithPassword(page, PLANET_TEACHER, '/p/login');
  await expect(page).toHaveURL(/\/p\/dashboard$/);
  await page.locator('aside').getByRole('link', { name: '我的星球' }).click();
  await expect(page).toHaveURL(/\/p\/planet\/list$/);
  await expect(row(page, '周老师的摄影会员星球')).toContainText('已通过');
  await expect(page.getByRole('row').filter({ hasText: '林老师的写作星球' })).toHaveCount(0);
  await row(page, '周老师的摄影会员星球').getByRole('link', { name: '编辑：周老师的摄影会员星球' }).click();
  await expect(page).toHaveURL(/\/p\/planet\/editPlanet\?id=\d+$/);
  await expect(page.getByLabel('星球名称', { exact: true })).toHaveValue('周老师的摄影会员星球');
  await page.getByRole('link', { name: '返回我的星球' }).click();
  await expect(page).toHaveURL(/\/p\/planet\/list$/);

  // the dashboard's 我的星球 card leads to the list of this mode
  await page.goto('/p/dashboard');
  await page.locator('a[data-figure="planets"]').click();
  await expect(page).toHaveURL(/\/p\/planet\/list$/);
});

test('the planet list keeps its status tab and search in the address: a reload shows the same list', async ({ page }) => {
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.locator('a[data-figure="planets"]').click();
  await expect(page).toHaveURL(/\/planet\/list$/);
  await page.getByRole('tab', { name: '已通过' }).click();
  await page.getByRole('searchbox', { name: '搜索星球名称' }).fill('写作');
  await page.getByRole('searchbox', { name: '搜索星球名称' }).press('Enter');
  await expect(row(page, '林老师的写作星球')).toBeVisible();
  await expect(page).toHaveURL(/status=2/);
  await expect(page).toHaveURL(/keyword=/);
  await page.reload();
  await expect(page.getByRole('tab', { name: '已通过' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('searchbox', { name: '搜索星球名称' })).toHaveValue('写作');
  await expect(row(page, '林老师的写作星球')).toBeVisible();
  await page.getByRole('tab', { name: '草稿' }).click();
  await expect(page.getByText('没有符合条件的星球')).toBeVisible();
  await page.goBack();
  await expect(row(page, '林老师的写作星球')).toBeVisible();
});

test("the planet's detail shows what it is, and its ten settings switch one at a time and stay switched", async ({ page, baseURL }) => {
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/planet/list');
  await page.getByRole('link', { name: '林老师的写作星球', exact: true }).click();
  await expect(page).toHaveURL(/\/planet\/detail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '林老师的写作星球' })).toBeVisible();
  // the way back names the planet list, and leads there
  const crumbs = page.getByRole('navigation', { name: '面包屑' }).getByRole('listitem');
  await expect(crumbs).toHaveText(['首页', '我的星球', '星球详情']);
  await expect(page.locator('.lc-planet-detail__facts')).toContainText('职场技能 / 写作表达');
  // at a glance: the figures come from the areas' calls, and each leads to its tab
  const glance = page.getByRole('list', { name: '星球概况' });
  await expect(glance.getByRole('link')).toHaveCount(7);
  await expect(glance.getByRole('link', { name: /^累计收入 ¥[\d,]+\.\d\d$/ })).toBeVisible();
  // the head and the overview count members the same way
  const active = (await glance.getByRole('link', { name: /^正常成员 \d+$/ }).textContent())!.replace(/\D/g, '');
  await expect(page.locator('.lc-detail__facts')).toContainText(`正常成员 ${active}`);
  await glance.getByRole('link', { name: /^正常成员 \d+$/ }).click();
  await expect(page).toHaveURL(/\/planet\/detail\/member\?id=\d+$/);
  await page.goBack();

  const sections = page.getByRole('navigation', { name: '星球详情' });
  await sections.getByRole('link', { name: '设置' }).click();
  await expect(page).toHaveURL(/\/planet\/detail\/setting\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  const freeAsk = page.getByRole('switch', { name: '允许免费提问' });
  const banJoin = page.getByRole('switch', { name: '暂停新成员加入' });
  await expect(page.getByRole('switch')).toHaveCount(10);
  await expect(freeAsk).toBeChecked();
  await expect(banJoin).not.toBeChecked();
  await expectNoAxeViolations(page);

  await freeAsk.click();
  await expect(freeAsk).not.toBeChecked();
  await expect(freeAsk).toBeEnabled();
  await banJoin.click();
  await expect(banJoin).toBeChecked();
  const session = await apiLogin(baseURL!, TEACHER);
  const settings = async () => ((await apiGet(baseURL!, `/api/v4/planet/${id}/show`, session.data.token.id)).data as { settings: Record<string, number> }).settings;
  await expect.poll(settings).toMatchObject({ free_ask: 0, ban_join: 1, open_member_list: 1 });
  await page.reload();
  await expect(page.getByRole('switch', { name: '允许免费提问' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: '暂停新成员加入' })).toBeChecked();

  // put them back for the other tests
  await page.getByRole('switch', { name: '允许免费提问' }).click();
  await expect(page.getByRole('switch', { name: '允许免费提问' })).toBeEnabled();
  await page.getByRole('switch', { name: '暂停新成员加入' }).click();
  await expect.poll(settings).toMatchObject({ free_ask: 1, ban_join: 0 });
});
