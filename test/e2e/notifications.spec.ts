import { test, expect, type Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe.ts';
import { serverWithDevRoutes } from './support/dev-server.ts';

/**
 * The notification centre (spec §2 notification drawer, §4 Notifications, §8 confirm text, §9 page size 10 and the
 * 15 px rule: the badge follows the server within a second, counts never drift). A server of its own with
 * LECTERN_DEV_ROUTES=1, so that messages can be created "on the server" as another system would, and so that reading
 * every message does not change what the other spec files see.
 */
const BASE = '/api/v3/column_hybrid/douyin';
type Counts = { all: number; platform: number; deal: number; market: number; official: number };
type Row = { id: number; title: string; read_status: number };

const dev = serverWithDevRoutes({ timeout: 90_000 });

const api = <T,>(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) => dev.call<T>(method, `${BASE}/${path}`, body);
const serverCounts = async () => (await api<{ data: Counts }>('GET', 'unread_message_count')).data;
const serverRows = async (query: string) => (await api<{ rows: Row[] }>('GET', `message_list?pageSize=50&${query}`)).rows;
/** what the drawer shows before it scrolls: the first page of 10 (spec §9) */
const firstPage = async (query: string) => (await serverRows(query)).slice(0, 10);
/** a message created on the server, as another system would (the dev route) */
const createMessage = (msg_type: string, title: string) => api('POST', 'message_create', { title, subtitle: `${title}（副标题）`, content: `${title}：正文内容。`, msg_type });

const bell = (page: Page) => page.getByRole('button', { name: /^消息通知，\d+ 条未读$/ });
const badge = (page: Page) => bell(page).locator('[part="badge"]');
const drawer = (page: Page) => page.getByRole('dialog', { name: '消息通知' });
const list = (page: Page) => drawer(page).getByRole('list', { name: '消息列表' });
const rowTitles = (page: Page) => list(page).locator('.lc-notification-drawer__row .lc-notification-drawer__title');

async function openDrawer(page: Page) {
  await bell(page).click();
  await expect(drawer(page)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await dev.signIn(page);
});

test('a notification created on the server appears on the badge and in the open list without a reload', async ({ page }) => {
  const before = await serverCounts();
  await expect(badge(page)).toHaveText(String(before.all));
  // a reload would lose this
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  await createMessage('platform', '平台公告：新功能上线');
  await expect(badge(page)).toHaveText(String(before.all + 1));
  await expect(bell(page)).toHaveAccessibleName(`消息通知，${before.all + 1} 条未读`);

  await openDrawer(page);
  await expect(rowTitles(page).first()).toHaveText(/平台公告：新功能上线/);
  // with the drawer open, the next one shows on top of the list too
  await createMessage('platform', '平台公告：第二条');
  await expect(rowTitles(page).first()).toHaveText(/平台公告：第二条/);
  await expect(badge(page)).toHaveText(String(before.all + 2));
  await expect(drawer(page).getByRole('tab', { name: /^平台消息/ })).toContainText(String(before.platform + 2));
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expectNoAxeViolations(page);
});

test('the tabs and the read filter narrow the list to the messages of that type and status', async ({ page }) => {
  await openDrawer(page);
  await expect(drawer(page).getByRole('tab', { name: /^平台消息/ })).toHaveAttribute('aria-selected', 'true');
  await drawer(page).getByRole('tab', { name: /^交易消息/ }).click();
  await expect(rowTitles(page)).toHaveText((await firstPage('msgType=deal')).map((row) => row.title));
  await drawer(page).getByRole('radio', { name: '未读' }).check();
  const unread = await firstPage('msgType=deal&readStatus=0');
  expect(unread.length).toBeGreaterThan(0);
  await expect(rowTitles(page)).toHaveText(unread.map((row) => row.title));
  await drawer(page).getByRole('radio', { name: '已读' }).check();
  const read = await firstPage('msgType=deal&readStatus=1');
  expect(read.length).toBeGreaterThan(0);
  await expect(rowTitles(page)).toHaveText(read.map((row) => row.title));
  await drawer(page).getByRole('tab', { name: /^官方消息/ }).click();
  await expect(rowTitles(page)).toHaveText((await firstPage('msgType=official&readStatus=1')).map((row) => row.title));
  await drawer(page).getByRole('radio', { name: '全部' }).check();
  await expect(rowTitles(page)).toHaveText((await firstPage('msgType=official')).map((row) => row.title));
});

test('infinite scroll: 10 messages first; scrolled to the bottom of the list, the next page follows until the end', async ({ page }) => {
  for (let i = 1; i <= 12; i++) await createMessage('market', `营销活动通知 ${String(i).padStart(2, '0')}`);
  const all = await serverRows('msgType=market');
  expect(all.length).toBeGreaterThan(10);
  await openDrawer(page);
  await drawer(page).getByRole('tab', { name: /^营销消息/ }).click();
  // spec §9: pages of 10; the next only near the bottom of the list
  await expect(rowTitles(page)).toHaveText(all.slice(0, 10).map((row) => row.title));
  await expect(list(page)).not.toContainText('没有更多消息了');
  await list(page).evaluate((element) => (element.scrollTop = element.scrollHeight));
  await expect(rowTitles(page)).toHaveText(all.slice(0, 20).map((row) => row.title));
  await list(page).evaluate((element) => (element.scrollTop = element.scrollHeight));
  await expect(rowTitles(page)).toHaveText(all.map((row) => row.title));
  await expect(list(page)).toContainText('没有更多消息了');
});

test("a message opens in a dialog; 'I have read' marks it read: one less on the badge and on the server", async ({ page }) => {
  const before = await serverCounts();
  const [target] = await serverRows('msgType=official&readStatus=0');
  await expect(badge(page)).toHaveText(String(before.all));
  await openDrawer(page);
  await drawer(page).getByRole('tab', { name: /^官方消息/ }).click();
  await list(page).getByRole('button', { name: new RegExp(`^未读\\s*${target!.title}`) }).click();
  const dialog = page.getByRole('dialog', { name: target!.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText((await serverRows('msgType=official')).find((row) => row.id === target!.id)!.title);
  await dialog.getByRole('button', { name: '我已阅读' }).click();
  await expect(dialog).toBeHidden();
  await expect(badge(page)).toHaveText(String(before.all - 1));
  const after = await serverCounts();
  expect(after).toEqual({ ...before, all: before.all - 1, official: before.official - 1 });
  expect((await serverRows('msgType=official')).find((row) => row.id === target!.id)!.read_status).toBe(1);
  await expect(list(page).getByRole('button', { name: new RegExp(`^${target!.title}`) })).toBeVisible();
});

test("'mark all read' asks 'confirm you have read all messages?'; confirmed, the badge goes and the server counts 0", async ({ page }) => {
  const before = await serverCounts();
  expect(before.all).toBeGreaterThan(0);
  await openDrawer(page);
  await drawer(page).getByRole('button', { name: '全部已读' }).click();
  const confirm = page.getByRole('alertdialog', { name: '全部已读' });
  await expect(confirm).toContainText('确认已阅读全部消息吗？');
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(confirm).toBeHidden();
  expect(await serverCounts()).toEqual(before);
  await expect(badge(page)).toHaveText(String(before.all));

  await drawer(page).getByRole('button', { name: '全部已读' }).click();
  await page.getByRole('alertdialog', { name: '全部已读' }).getByRole('button', { name: '确定' }).click();
  await expect(badge(page)).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('消息通知，0 条未读');
  expect(await serverCounts()).toEqual({ all: 0, platform: 0, deal: 0, market: 0, official: 0 });
  await expect(drawer(page).getByRole('img', { name: '未读' })).toHaveCount(0);
  // and after a reload the server's count is what shows
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('消息通知，0 条未读');
});

test('the dashboard\'s 未读消息 follows the bell: one read, then all read, without a reload', async ({ page }) => {
  await createMessage('deal', '交易提醒：新订单');
  await createMessage('deal', '交易提醒：退款申请');
  const before = await serverCounts();
  const unread = page.locator('[data-figure="unread_messages"]');
  await expect(unread).toContainText('未读消息');
  await expect(unread.locator('strong')).toHaveText(String(before.all));
  // a reload would lose this
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  await openDrawer(page);
  await drawer(page).getByRole('tab', { name: /^交易消息/ }).click();
  await list(page).getByRole('button', { name: /^未读\s*交易提醒：退款申请/ }).click();
  await page.getByRole('dialog', { name: '交易提醒：退款申请' }).getByRole('button', { name: '我已阅读' }).click();
  await expect(badge(page)).toHaveText(String(before.all - 1));
  await expect(unread.locator('strong')).toHaveText(String(before.all - 1));

  await drawer(page).getByRole('button', { name: '全部已读' }).click();
  await page.getByRole('alertdialog', { name: '全部已读' }).getByRole('button', { name: '确定' }).click();
  await expect(badge(page)).toHaveCount(0);
  await expect(unread.locator('strong')).toHaveText('0');
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});
