import { test, expect, type Page } from '@playwright/test';
import { CHAT_PATHS } from '@shared/douyin-chat/paths.ts';
import { SYSTEM_PATHS } from '@shared/system/paths.ts';
import type { ChatGroup, PotentialCustomer, ReplyMatch } from '@shared/douyin-chat/types.ts';
import { apiGet, apiLogin, PLANET_TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { serverWithDevRoutes } from './support/dev-server.ts';

/**
 * Douyin group chats (spec §6 hybrid_douyin_chat) as the demo teacher, whose switch is on: the menu's
 * 群聊管理 and 潜在客户; a group created, a keyword rule created from its row and tried with 试一试; a message sent by
 * the development route (Douyin's stand-in, LECTERN_DEV_ROUTES=1) answered by that rule, seen in the group's messages;
 * the messaging user in 潜在客户; axe on each page; an account without the switch refused by the server.
 */
const dev = serverWithDevRoutes({ timeout: 150_000 });

const rows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });
async function list<T>(path: string, query: string, as = dev.token): Promise<T[]> {
  const answer = await apiGet(dev.baseURL, `${path}?${query}`, as);
  expect(answer.result, JSON.stringify(answer)).toBe('ok');
  return answer.rows as T[];
}
const post = <T,>(path: string, body: unknown, as = dev.token) => dev.call<{ result: string; code?: number; message?: string; data: T }>('POST', path, body, as);

test('a group, a keyword rule answering a Douyin message, and the messaging user in 潜在客户', async ({ page }) => {
  const name = 'E2E 人像答疑群';
  await dev.signIn(page);
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('button', { name: '用户' }).click();
  await menu.getByRole('link', { name: '群聊管理' }).click();
  await expect(page).toHaveURL(/\/user\/groups$/);
  await expect(page.getByRole('heading', { level: 1, name: '群聊管理' })).toBeVisible();
  // the seed's groups
  await expect(rows(page).filter({ hasText: '摄影爱好者交流群' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: '新建群聊' }).click();
  const groupDialog = page.getByRole('dialog', { name: '新建群聊' });
  await groupDialog.getByLabel('群名称').fill(name);
  await groupDialog.getByLabel('入群欢迎语').fill('欢迎来到人像答疑群');
  // a linked product from 选择商品
  await groupDialog.getByRole('button', { name: '选择商品' }).click();
  const picker = page.getByRole('dialog', { name: '选择商品' });
  const choice = picker.getByLabel(/^选择：/).first();
  const productTitle = ((await choice.getAttribute('aria-label')) ?? '').replace(/^选择：/, '');
  expect(productTitle).not.toBe('');
  await choice.check();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
  await expect(groupDialog).toContainText(productTitle);
  await expectNoAxeViolations(page);
  await groupDialog.getByRole('button', { name: '保存' }).click();
  await expect(groupDialog).toBeHidden();
  const groupRow = rows(page).filter({ hasText: name });
  await expect(groupRow).toContainText('0/500');
  await expect(groupRow).toContainText(productTitle);
  const group = (await list<ChatGroup>(CHAT_PATHS.groups, `keyword=${encodeURIComponent(name)}`))[0]!;
  expect(group).toMatchObject({ name, welcome: '欢迎来到人像答疑群', member_limit: 500, status: 'open', product: { title: productTitle } });

  // 自动回复 from the group's row: a new rule starts with that group chosen
  await groupRow.getByRole('link', { name: `自动回复：${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/groups/autoreply\\?group=${group.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: '自动回复' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '新建规则' }).click();
  const ruleDialog = page.getByRole('dialog', { name: '新建规则' });
  await ruleDialog.getByLabel('关键词', { exact: true }).fill('人像布光\n怎么布光');
  await ruleDialog.getByLabel('回复内容').fill('布光课在第三章，群公告里有链接。');
  await expect(ruleDialog.getByRole('checkbox', { name })).toBeChecked();
  await ruleDialog.getByRole('button', { name: '保存' }).click();
  await expect(ruleDialog).toBeHidden();
  await expect(rows(page).filter({ hasText: '人像布光、怎么布光' })).toContainText(name);

  // 试一试 asks the server which rule answers
  await page.getByLabel('模拟一条群消息').fill('请问怎么布光');
  await page.getByRole('button', { name: '测试', exact: true }).click();
  await expect(page.getByText('命中规则“人像布光、怎么布光”，自动回复：布光课在第三章，群公告里有链接。')).toBeVisible();
  await page.getByLabel('模拟一条群消息').fill('今天天气不错');
  await page.getByRole('button', { name: '测试', exact: true }).click();
  await expect(page.getByText('没有规则命中这条消息，不会自动回复。')).toBeVisible();

  // a message arrives from Douyin (the development route) and gets the rule's reply
  const sent = await post<ReplyMatch>(CHAT_PATHS.devMessage, { group_id: group.id, douyin_uid: 'dy_e2e_01', nickname: 'E2E 路人', text: '老师，怎么布光' });
  expect(sent.result, JSON.stringify(sent)).toBe('ok');
  expect(sent.data.reply).toBe('布光课在第三章，群公告里有链接。');
  await page.goto(`${dev.baseURL}/user/groups`);
  await rows(page).filter({ hasText: name }).getByRole('button', { name: `成员与消息：${name}` }).click();
  const detail = page.getByRole('dialog', { name: `${name}：成员与消息` });
  const messages = detail.getByRole('table', { name: '消息（2）' });
  await expect(messages.getByRole('row').nth(1)).toContainText('布光课在第三章，群公告里有链接。');
  await expect(messages.getByRole('row').nth(1)).toContainText('自动回复');
  await expect(messages.getByRole('row').nth(2)).toContainText('老师，怎么布光');
  await expect(messages.getByRole('row').nth(2)).toContainText('E2E 路人');
  await expectNoAxeViolations(page);
  await detail.getByRole('button', { name: '关闭' }).click();

  // 潜在客户 under the data centre: the messaging user, not yet converted
  await menu.getByRole('button', { name: '数据中心' }).click();
  await menu.getByRole('link', { name: '潜在客户' }).click();
  await expect(page).toHaveURL(/\/database\/costomer$/);
  await expect(page.getByRole('heading', { level: 1, name: '潜在客户' })).toBeVisible();
  await page.getByRole('combobox', { name: '来源群聊' }).selectOption({ label: name });
  await expect(page).toHaveURL(new RegExp(`group=${group.id}`));
  const customers = await list<PotentialCustomer>(CHAT_PATHS.customers, `group=${group.id}`);
  expect(customers.map((c) => [c.douyin_uid, c.messages_n, c.converted])).toEqual([['dy_e2e_01', 1, 0]]);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('E2E 路人');
  await expect(rows(page).first()).toContainText('潜在客户');
  await expectNoAxeViolations(page);
});

test('an account without hybrid_douyin_chat is refused by the server', async () => {
  const planet = (await apiLogin(dev.baseURL, PLANET_TEACHER)).data.token.id;
  for (const path of [CHAT_PATHS.groups, CHAT_PATHS.rules, CHAT_PATHS.customers]) {
    const answer = await apiGet(dev.baseURL, path, planet);
    expect(answer).toMatchObject({ result: 'fail', code: 40300, message: '未开通抖音群聊功能' });
  }
  const created = await post(CHAT_PATHS.groupCreate, { name: '不该建成', description: '', product: null, member_limit: 500, welcome: '', status: 'open' }, planet);
  expect(created).toMatchObject({ result: 'fail', code: 40300, message: '未开通抖音群聊功能' });
});

test('with the switch off, the screens say so instead of the page and the menu has no entries', async ({ page }) => {
  // the account's switch as the console reads it, answered off
  await page.route(`**${SYSTEM_PATHS.switches}?*`, (route) => route.fulfill({ json: { result: 'ok', data: { hybrid_douyin_chat: '0' } } }));
  await dev.signIn(page);
  for (const path of ['/user/groups', '/groups/autoreply', '/database/costomer']) {
    await page.goto(`${dev.baseURL}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: '未开通抖音群聊功能' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('button', { name: '用户' }).click();
  await expect(menu.getByRole('link', { name: '用户列表', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: '群聊管理' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
