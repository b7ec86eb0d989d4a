import { test, expect, type Page } from '@playwright/test';
import { apiGet, apiLogin, loginWithPassword, TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * 直播管理 as the demo teacher: a live session made with a cover from the library, seen in the list,
 * its stream key copied from /live/soft (and compared with what the clipboard holds), a new key made, the session
 * started and ended from the list, and a series created in one go; what the server stored is checked each time.
 */

const unique = (stem: string) => `${stem}${Date.now().toString(36).slice(-4)}`;
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const pad = (n: number) => String(n).padStart(2, '0');
/** a datetime-local value `days` from today at `hour`:00, in the browser's (this machine's) time zone */
function localInput(days: number, hour: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
}

type Stored = { id: number; title: string; price: number; cover_id: number; course_title: string; mode: string; status: string; series_key: string; start_at: number };

async function api(baseURL: string, path: string) {
  const session = await apiLogin(baseURL, TEACHER);
  const answer = await apiGet(baseURL, path, session.data.token.id);
  expect(answer.result).toBe('ok');
  return answer;
}
const serverSessions = async (baseURL: string, keyword: string) => (await api(baseURL, `/api/v3/live/findList?pageSize=100&keyword=${encodeURIComponent(keyword)}`)).rows as Stored[];
const serverKey = async (baseURL: string, id: number) => ((await api(baseURL, `/api/v3/live/stream?id=${id}`)).data as { stream_key: string }).stream_key;

test('a live session with a cover from the library, its stream key copied, a new key, started and ended, and a series', async ({ page, context, baseURL }) => {
  // a long journey with an axe check at each stop
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('button', { name: '直播管理' }).click();
  await menu.getByRole('link', { name: '直播列表', exact: true }).click();
  await expect(page).toHaveURL(/\/live\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: '直播列表' })).toBeVisible();
  await expect(row(page, '写作直播课：如何写好第一句话')).toContainText('直播中');
  await expect(row(page, '写作入门公开课')).toContainText('回放观看 389');
  await expectNoAxeViolations(page);

  // create
  const title = unique('逆光人像直播');
  await page.getByRole('link', { name: '创建直播' }).first().click();
  await expect(page).toHaveURL(/\/live\/create$/);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请填写直播标题')).toBeVisible();
  await expect(page.getByText('请填写开播时间')).toBeVisible();
  await page.getByLabel('直播标题').fill(title);
  await page.getByRole('button', { name: '选择图片' }).click();
  const pictures = page.getByRole('dialog', { name: '选择图片' });
  await pictures.getByRole('checkbox', { name: '直播预告横幅.png', exact: true }).check();
  await pictures.getByRole('button', { name: '确定' }).click();
  await expect(pictures).toBeHidden();
  await page.getByLabel('开播时间').fill(localInput(1, 20));
  await page.getByLabel('计划时长（分钟）').fill('45');
  await page.getByLabel('所属课程').selectOption({ label: '林老师写作专栏' });
  await page.getByLabel('价格（元）').fill('9.9');
  await page.getByRole('radio', { name: '竖屏' }).check();
  await page.getByLabel('直播简介').fill('窗光与逆光的人像拍法。');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/live\/list$/);
  await expect(row(page, title)).toContainText('¥9.90');
  await expect(row(page, title)).toContainText('未开始');
  const [made] = await serverSessions(baseURL!, title);
  expect(made).toMatchObject({ title, price: 990, mode: 'portrait', status: 'scheduled', course_title: '林老师写作专栏' });
  expect(made!.cover_id).toBeGreaterThan(0);

  // its push settings: the key hidden until shown, copied to the clipboard
  await row(page, title).getByRole('link', { name: `推流设置：${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/live/soft\\?id=${made!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: '推流设置' })).toBeVisible();
  const key = page.getByRole('group', { name: '推流密钥（串流密钥）' });
  await expect(key).toContainText('密钥已隐藏');
  await expect(page.getByRole('group', { name: '推流地址（服务器）' })).toContainText('rtmp://push.lectern.example/live');
  await expectNoAxeViolations(page);
  await key.getByRole('button', { name: '显示密钥' }).click();
  const first = await serverKey(baseURL!, made!.id);
  await expect(key.locator('output')).toHaveText(first);
  await key.getByRole('button', { name: '复制：推流密钥（串流密钥）' }).click();
  await expect(key.getByText('已复制')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  // a new key: the old one stops working
  await key.getByRole('button', { name: '重新生成' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('旧的推流密钥立即失效');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已生成新的推流密钥')).toBeVisible();
  await expect(key.locator('output')).not.toHaveText(first);
  const second = await serverKey(baseURL!, made!.id);
  expect(second).not.toBe(first);
  await expect(key.locator('output')).toHaveText(second);
  await key.getByRole('button', { name: '复制：推流密钥（串流密钥）' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(second);

  // started before its time, then ended
  await page.getByRole('link', { name: '返回直播列表' }).click();
  await row(page, title).getByRole('button', { name: `开始直播：${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(row(page, title)).toContainText('直播中');
  await expect(row(page, title).getByRole('button', { name: `删除：${title}` })).toHaveCount(0);
  await row(page, title).getByRole('button', { name: `结束直播：${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(row(page, title)).toContainText('已结束');
  expect((await serverSessions(baseURL!, title))[0]).toMatchObject({ status: 'ended' });

  // a series in one go, its sessions listed as it is typed
  const series = unique('每周摄影课');
  await page.getByRole('link', { name: '批量创建' }).click();
  await expect(page).toHaveURL(/\/live\/batch$/);
  await page.getByLabel('系列名称').fill(series);
  await page.getByLabel('第一场开播时间').fill(localInput(2, 19));
  await page.getByLabel('场次').fill('3');
  await page.getByLabel('间隔天数').fill('7');
  const preview = page.getByRole('region', { name: '将创建的直播' });
  await expect(preview.getByRole('listitem')).toHaveCount(3);
  await expect(preview).toContainText(`${series} 第3场`);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '批量创建' }).click();
  await expect(page).toHaveURL(/\/live\/list\?status=scheduled$/);
  await expect(row(page, `${series} 第1场`)).toContainText('未开始');
  const made3 = await serverSessions(baseURL!, series);
  expect(made3.map((live) => live.title).sort()).toEqual([1, 2, 3].map((n) => `${series} 第${n}场`));
  expect(new Set(made3.map((live) => live.series_key)).size).toBe(1);
  const starts = made3.map((live) => live.start_at).sort((a, b) => a - b);
  expect([starts[1]! - starts[0]!, starts[2]! - starts[1]!]).toEqual([7 * 86_400, 7 * 86_400]);
});

test('every live route as the teacher, with axe', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  const [demo] = await serverSessions(baseURL!, '周末答疑');
  for (const [path, heading] of [
    ['/live/list', '直播列表'],
    ['/live/list?status=ended', '直播列表'],
    ['/live/create', '创建直播'],
    [`/live/edit?id=${demo!.id}`, '编辑直播：周末答疑：你的作文问题我来改'],
    ['/live/batch', '批量创建直播'],
    ['/live/soft', '推流设置'],
    [`/live/soft?id=${demo!.id}`, '推流设置'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    if (path.startsWith('/live/edit')) await expect(page.getByLabel('直播标题')).toHaveValue('周末答疑：你的作文问题我来改');
    if (path.includes('soft?id')) await expect(page.getByRole('group', { name: '推流密钥（串流密钥）' })).toBeVisible();
    if (path.includes('status=ended')) await expect(page.getByRole('tab', { name: '已结束', selected: true })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
