import { test, expect, type Page } from '@playwright/test';
import { apiGet, apiLogin, loginWithPassword, PLANET_TEACHER, TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * Planet members in the console: blacklist with a reason and back, a refund with its record and what
 * the server stored, a role change, the data screen's figures and chart, the member menu, and the member screen
 * in planet member mode.
 */

type StoredMember = { id: number; nickname: string; role: string; status: number; paid_amount: number; refunded_amount: number; ban_reason: string };
type StoredRefund = { nickname: string; amount: number; reason: string };

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function openSection(page: Page, planetTitle: string, section: string, listPath = '/planet/list') {
  await page.goto(listPath);
  await page.getByRole('link', { name: planetTitle, exact: true }).click();
  await page.getByRole('navigation', { name: '星球详情' }).getByRole('link', { name: section, exact: true }).click();
}

async function storedMember(baseURL: string, planetId: number, nickname: string): Promise<StoredMember> {
  const session = await apiLogin(baseURL, TEACHER);
  const answer = await apiGet(baseURL, `/api/v4/planet/member/findList?planet_id=${planetId}&keyword=${encodeURIComponent(nickname)}`, session.data.token.id);
  return (answer.rows as StoredMember[]).find((member) => member.nickname === nickname)!;
}

test('a teacher blacklists a member with a reason and takes them back, refunds a member, and makes one an admin', async ({ page, baseURL }) => {
  test.slow(); // several dialogs and axe
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openSection(page, '林老师的写作星球', '成员');
  await expect(page).toHaveURL(/\/planet\/detail\/member\?id=\d+$/);
  const planetId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(row(page, '晨读的鱼')).toContainText('正常');
  await expect(row(page, '林老师')).toContainText('星主');
  await expectNoAxeViolations(page);

  // blacklist 山野 with a reason
  await row(page, '山野').getByRole('button', { name: '拉黑：山野' }).click();
  const ban = page.getByRole('dialog', { name: '拉黑 山野' });
  await ban.getByRole('button', { name: '确认拉黑' }).click();
  await expect(ban.getByText('请填写拉黑原因')).toBeVisible();
  await ban.getByLabel('拉黑原因', { exact: false }).fill('在星球里发广告链接');
  await ban.getByRole('button', { name: '确认拉黑' }).click();
  await expect(ban).toBeHidden();
  await expect(row(page, '山野')).toContainText('已拉黑');
  await page.getByRole('tab', { name: '黑名单' }).click();
  await expect(row(page, '山野')).toContainText('在星球里发广告链接');
  await expect(row(page, '半夏')).toContainText('多次在星球内发布广告链接');
  expect(await storedMember(baseURL!, planetId, '山野')).toMatchObject({ status: 3, ban_reason: '在星球里发广告链接' });

  // and back
  await row(page, '山野').getByRole('button', { name: '移出黑名单：山野' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: '确定将 山野 移出黑名单吗' });
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(row(page, '山野')).toHaveCount(0);
  expect(await storedMember(baseURL!, planetId, '山野')).toMatchObject({ status: 1, ban_reason: '' });
  await page.getByRole('tab', { name: '成员' }).click();
  await expect(row(page, '山野')).toContainText('正常');

  // refund 一颗柠檬: the amount starts at what they paid
  await row(page, '一颗柠檬').getByRole('button', { name: '退款：一颗柠檬' }).click();
  const refund = page.getByRole('dialog', { name: '退款：一颗柠檬' });
  await expect(refund).toContainText('¥199.00');
  await expect(refund.getByLabel('退款金额（元）')).toHaveValue('199');
  await refund.getByLabel('退款金额（元）').fill('250');
  await refund.getByRole('button', { name: '退款', exact: true }).click();
  await expect(refund.getByText('退款金额不能超过实付金额 ¥199.00')).toBeVisible();
  await expect(refund.getByText('请填写退款原因')).toBeVisible();
  await refund.getByLabel('退款金额（元）').fill('99.5');
  await refund.getByLabel('退款原因').fill('只参加了前两周的练习');
  await refund.getByRole('button', { name: '退款', exact: true }).click();
  const sure = page.getByRole('alertdialog', { name: '确认退款' });
  await expect(sure).toContainText('确定向 一颗柠檬 退款 ¥99.50 吗？');
  await sure.getByRole('button', { name: '确认退款' }).click();
  await expect(sure).toBeHidden();
  await expect(row(page, '一颗柠檬')).toContainText('已退款');
  await expect(row(page, '一颗柠檬')).toContainText('已退 ¥99.50');
  await expect(row(page, '一颗柠檬').getByRole('button', { name: '退款：一颗柠檬' })).toHaveCount(0);
  // at 1280 px a status and the row's actions stay on one line each
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const name of ['一颗柠檬', '晨读的鱼']) {
    const status = await row(page, name).locator('.lc-members__status').boundingBox();
    const actions = await row(page, name).locator('.lc-list__actions').boundingBox();
    expect(status!.height).toBeLessThan(24);
    expect(actions!.height).toBeLessThan(40);
  }
  await page.getByRole('tab', { name: '退款记录' }).click();
  await expect(row(page, '一颗柠檬')).toContainText('¥99.50');
  await expect(row(page, '一颗柠檬')).toContainText('只参加了前两周的练习');
  await expect(row(page, '夜航船')).toContainText('¥199.00');
  expect(await storedMember(baseURL!, planetId, '一颗柠檬')).toMatchObject({ status: 2, paid_amount: 19_900, refunded_amount: 9_950 });
  const session = await apiLogin(baseURL!, TEACHER);
  const refunds = (await apiGet(baseURL!, `/api/v4/planet/member/refundList?planet_id=${planetId}`, session.data.token.id)).rows as StoredRefund[];
  expect(refunds[0]).toMatchObject({ nickname: '一颗柠檬', amount: 9_950, reason: '只参加了前两周的练习' });

  // a role
  await page.getByRole('tab', { name: '成员' }).click();
  await row(page, '晨读的鱼').getByRole('combobox', { name: '晨读的鱼 的角色' }).selectOption({ label: '管理员' });
  await expect(page.getByText('已将 晨读的鱼 设为管理员')).toBeVisible();
  expect(await storedMember(baseURL!, planetId, '晨读的鱼')).toMatchObject({ role: 'admin' });

  // the owner's note: the content check refuses a listed word and the dialog stays open
  await row(page, '阿青').getByRole('button', { name: '备注：阿青' }).click();
  const note = page.getByRole('dialog', { name: '编辑备注：阿青' });
  await note.getByLabel('备注（仅星主和管理员可见）').fill('拉她进赌博群');
  await note.getByRole('button', { name: '保存' }).click();
  await expect(note.getByRole('alert')).toHaveText('操作失败，内容包含敏感词');
  await note.getByLabel('备注（仅星主和管理员可见）').fill('公众号方向，每周交一篇');
  await note.getByRole('button', { name: '保存' }).click();
  await expect(note).toBeHidden();
  await expect(row(page, '阿青')).toContainText('公众号方向，每周交一篇');
  await page.reload();
  await expect(row(page, '晨读的鱼').getByRole('combobox', { name: '晨读的鱼 的角色' })).toHaveValue(/.+/);
  await expect(row(page, '晨读的鱼').getByRole('combobox', { name: '晨读的鱼 的角色' }).locator('option:checked')).toHaveText('管理员');
});

test('the member tabs keep their list in the address: search, filter and tab stay after a reload', async ({ page }) => {
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openSection(page, '林老师的写作星球', '成员');
  await page.getByRole('combobox', { name: '状态' }).selectOption({ label: '已退款' });
  await expect(row(page, '夜航船')).toContainText('已退款');
  await expect(row(page, '晨读的鱼')).toHaveCount(0);
  await expect(page).toHaveURL(/status=2/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: '状态' }).locator('option:checked')).toHaveText('已退款');
  await expect(row(page, '夜航船')).toBeVisible();
  await expect(row(page, '晨读的鱼')).toHaveCount(0);

  // another tab starts its own list; the tab and its search are kept too
  await page.getByRole('tab', { name: '黑名单' }).click();
  await expect(page).not.toHaveURL(/status=/);
  await page.getByRole('searchbox', { name: '搜索昵称' }).fill('半夏');
  await page.getByRole('searchbox', { name: '搜索昵称' }).press('Enter');
  await expect(page).toHaveURL(/tab=blacklist/);
  await page.reload();
  await expect(page.getByRole('tab', { name: '黑名单' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('searchbox', { name: '搜索昵称' })).toHaveValue('半夏');
  await expect(row(page, '半夏')).toBeVisible();
  // the breadcrumb leads back to the planet and to the list
  await expect(page.getByRole('navigation', { name: '面包屑' }).getByRole('listitem')).toHaveText(['首页', '我的星球', '星球详情', '星球成员']);
});

test('the data screen shows the planet’s figures, a chart and the per-day table, for 30 or 7 days', async ({ page, baseURL }) => {
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openSection(page, '林老师的写作星球', '数据');
  await expect(page).toHaveURL(/\/planet\/detail\/data\?id=\d+$/);
  const figures = page.getByRole('list', { name: '数据概览' }).or(page.locator('dl[aria-label="数据概览"]'));
  await expect(figures).toContainText('成员总数');
  // what the server counts: the seed's 12 members and the order centre's buyers of the planet (each paid join is an order)
  const planetId = Number(new URL(page.url()).searchParams.get('id'));
  const session = await apiLogin(baseURL!, TEACHER);
  const overview = (await apiGet(baseURL!, `/api/v4/planet/web/statistic/overview?planet_id=${planetId}`, session.data.token.id)).data as { members_total: number };
  expect(overview.members_total).toBeGreaterThan(12);
  await expect(figures.locator('div').filter({ hasText: '成员总数' }).locator('dd')).toHaveText(String(overview.members_total));
  await expect(figures.locator('div').filter({ hasText: '累计收入' }).locator('dd')).toHaveText(/^¥[\d,]+\.\d{2}$/);
  await expect(page.locator('.lc-planet-data__canvas canvas').first()).toBeVisible();
  await expect(page.getByRole('img', { name: /每日新增成员，共 \d+ 人/ })).toBeVisible();
  const detail = page.getByRole('table', { name: '每日明细' });
  await expect(page.getByRole('button', { name: '近 30 天' })).toHaveAttribute('aria-pressed', 'true');
  await expect(detail.locator('tbody tr')).toHaveCount(30);
  // the chart's summary says what the server counted
  const joinedInTable = async () => {
    const [start, end] = [await detail.locator('tbody tr').last().locator('td').first().textContent(), await detail.locator('tbody tr').first().locator('td').first().textContent()];
    const trend = (await apiGet(baseURL!, `/api/v4/planet/web/statistic/trend?planet_id=${planetId}&start=${start}&end=${end}`, session.data.token.id)).rows as { new_members: number }[];
    return trend.reduce((sum, day) => sum + day.new_members, 0);
  };
  const joined = await joinedInTable();
  expect(joined).toBeGreaterThan(0);
  await expect(page.getByRole('img', { name: new RegExp(`每日新增成员，共 ${joined} 人`) })).toBeVisible();
  await page.getByRole('button', { name: '近 7 天' }).click();
  await expect(page.getByRole('button', { name: '近 7 天' })).toHaveAttribute('aria-pressed', 'true');
  await expect(detail.locator('tbody tr')).toHaveCount(7);
  // the order centre's latest planet buyers joined this week
  const thisWeek = await joinedInTable();
  expect(thisWeek).toBeLessThan(joined);
  await expect(page.getByRole('img', { name: new RegExp(`每日新增成员，共 ${thisWeek} 人`) })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the member menu: rename, hide and reorder entries, see the preview, and find it saved after a reload', async ({ page }) => {
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openSection(page, '林老师的写作星球', '菜单');
  const preview = page.getByRole('complementary', { name: '成员看到的星球首页菜单' });
  await expect(preview.getByRole('listitem')).toHaveCount(8);
  await page.getByLabel('精华 的显示名称').fill('精选好文');
  await page.getByRole('switch', { name: '显示 问答' }).uncheck();
  await page.getByRole('button', { name: '上移 成员' }).click();
  await expect(page.getByRole('button', { name: '上移 成员' })).toBeFocused();
  await expect(preview.locator('.lc-planet-menus__label')).toHaveText(['动态', '精选好文', '专栏', '打卡', '作业', '成员', '专题']);
  await page.getByLabel('动态 的显示名称').fill('');
  await expect(page.getByText('请填写名称')).toBeVisible();
  await page.getByLabel('动态 的显示名称').fill('星球动态');
  await page.getByRole('button', { name: '保存菜单' }).click();
  await expect(page.getByText('菜单已保存')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('complementary', { name: '成员看到的星球首页菜单' }).locator('.lc-planet-menus__label')).toHaveText(['星球动态', '精选好文', '专栏', '打卡', '作业', '成员', '专题']);
  await expectNoAxeViolations(page);
});

test('planet member mode manages its own planet’s members under /p/', async ({ page }) => {
  await loginWithPassword(page, PLANET_TEACHER, '/p/login');
  await expect(page).toHaveURL(/\/p\/dashboard$/);
  await openSection(page, '周老师的摄影会员星球', '成员', '/p/planet/list');
  await expect(page).toHaveURL(/\/p\/planet\/detail\/member\?id=\d+$/);
  await expect(row(page, '光影旅人')).toContainText('¥299.00');
  await expect(row(page, '晨读的鱼')).toHaveCount(0);
  await page.getByRole('tab', { name: '黑名单' }).click();
  await expect(row(page, '取景框')).toContainText('多次在星球内发布广告链接');
});
