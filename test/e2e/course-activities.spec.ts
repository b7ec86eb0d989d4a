import { test, expect, type Page } from '@playwright/test';
import { apiGet, apiLogin, loginWithPassword, TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * 课程活动 and 课程评价 as the demo teacher: a partition and an activity with a cover from the picture
 * library, the partition's activities put in order by keyboard on /course/activity/sort and found so after a reload,
 * a reply to an evaluation and one hidden and shown again; what the server stored is checked each time.
 */

const unique = (stem: string) => `${stem}${Date.now().toString(36).slice(-4)}`;
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

type StoredActivity = { id: number; title: string; partition_name: string; cover_id: number; course_title: string; link_type: string; url: string; position: number };
type StoredEvaluation = { id: number; buyer_nickname: string; reply: string; hidden: number };

async function serverGet<T>(baseURL: string, path: string): Promise<T[]> {
  const session = await apiLogin(baseURL, TEACHER);
  const answer = await apiGet(baseURL, path, session.data.token.id);
  expect(answer.result).toBe('ok');
  return answer.rows as T[];
}

const serverActivities = (baseURL: string) => serverGet<StoredActivity>(baseURL, '/api/v3/course/activity/findList?pageSize=100');

test('a partition and an activity with a cover from the library, put in order by keyboard', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('button', { name: '课程管理' }).click();
  await menu.getByRole('link', { name: '课程活动', exact: true }).click();
  await expect(page).toHaveURL(/\/course\/activityList$/);
  await expect(page.getByRole('heading', { level: 1, name: '课程活动' })).toBeVisible();
  await expect(row(page, '写作专栏限时 8 折')).toContainText('进行中');
  await expect(row(page, '私教课限量 10 席')).toContainText('已停用');

  // a partition of its own
  const partition = unique('周末');
  await page.getByRole('button', { name: '管理分区' }).click();
  const partitions = page.getByRole('dialog', { name: '管理分区' });
  await expect(partitions.getByRole('row').filter({ hasText: '新人专区' })).toBeVisible();
  await partitions.getByRole('button', { name: '新建分区' }).click();
  const naming = page.getByRole('dialog', { name: '新建分区' });
  await naming.getByLabel('分区名称').fill(partition);
  await expectNoAxeViolations(page);
  await naming.getByRole('button', { name: '保存' }).click();
  await expect(naming).toBeHidden();
  await expect(partitions.getByRole('row').filter({ hasText: partition })).toContainText('0');
  await partitions.getByRole('button', { name: '关闭' }).last().click();
  await expect(partitions).toBeHidden();

  // two activities in it: one leads to a course and wears a cover from the library, one to an address
  const first = unique('周末特惠');
  await page.getByRole('button', { name: '新建活动' }).click();
  const form = page.getByRole('dialog', { name: '新建活动' });
  await form.getByLabel('分区').selectOption({ label: partition });
  await form.getByLabel('活动标题').fill(first);
  await form.getByRole('button', { name: '选择图片' }).click();
  const selector = page.getByRole('dialog', { name: '选择图片' });
  await selector.getByRole('checkbox', { name: '写作课封面.png', exact: true }).check();
  await selector.getByRole('button', { name: '确定' }).click();
  await expect(selector).toBeHidden();
  await form.getByLabel('活动课程').selectOption({ label: '写作课讲义精读' });
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  await expect(row(page, first)).toContainText('课程：写作课讲义精读');

  const second = unique('外链活动');
  await page.getByRole('button', { name: '新建活动' }).click();
  await form.getByLabel('分区').selectOption({ label: partition });
  await form.getByLabel('活动标题').fill(second);
  await form.getByRole('radio', { name: '网页链接' }).check();
  await form.getByLabel('链接地址').fill('http://shop.example.com/weekend');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请输入以 https:// 开头的网址')).toBeVisible();
  await form.getByLabel('链接地址').fill('https://shop.example.com/weekend');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  await expect(row(page, second)).toContainText('链接：https://shop.example.com/weekend');
  const stored = (await serverActivities(baseURL!)).filter((activity) => activity.partition_name === partition);
  expect(stored.map((activity) => [activity.title, activity.position, activity.link_type])).toEqual([[first, 1, 'course'], [second, 2, 'url']]);
  expect(stored[0]!.cover_id).toBeGreaterThan(0);

  // the partition filter lives in the address bar
  await page.getByLabel('分区', { exact: true }).selectOption({ label: partition });
  await expect(page).toHaveURL(/partition=\d+/);
  await page.reload();
  await expect(page.getByRole('row')).toHaveCount(3);
  await expectNoAxeViolations(page);

  // in order by keyboard, found so after a reload
  await page.getByRole('link', { name: '活动排序' }).click();
  await expect(page).toHaveURL(/\/course\/activity\/sort$/);
  await expect(page.getByRole('heading', { level: 1, name: '活动排序' })).toBeVisible();
  await page.getByLabel('分区', { exact: true }).selectOption({ label: partition });
  const activities = page.getByRole('table', { name: '分区内的活动顺序' });
  await expect(activities.getByRole('row')).toHaveCount(3);
  await activities.getByRole('button', { name: `下移：${first}` }).focus();
  await page.keyboard.press('Enter');
  await expect(activities.getByRole('button', { name: `上移：${first}` })).toBeFocused();
  await expect.poll(async () => (await serverActivities(baseURL!)).filter((activity) => activity.partition_name === partition).map((activity) => activity.title)).toEqual([second, first]);
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(activities.getByRole('row').nth(1)).toContainText(second);
  await expect(activities.getByRole('row').nth(2)).toContainText(first);

  // the partitions too: the new one is last; moved up, it is last but one
  const partitionNames = async () => (await serverGet<{ name: string }>(baseURL!, '/api/v3/course/partition/findList')).map((row) => row.name);
  const count = (await partitionNames()).length;
  await page.getByRole('table', { name: '分区顺序' }).getByRole('button', { name: `上移：${partition}` }).click();
  await expect.poll(async () => (await partitionNames()).indexOf(partition)).toBe(count - 2);
});

test('evaluations of a course: a reply shown as text, one hidden and shown again', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  const title = '写作课讲义精读';
  await page.goto('/course/richtext');
  await row(page, title).getByRole('link', { name: `评价：${title}` }).click();
  await expect(page).toHaveURL(/\/course\/evaluation\?course=\d+$/);
  const courseId = Number(new URL(page.url()).searchParams.get('course'));
  await expect(page.getByRole('heading', { level: 1, name: '课程评价' })).toBeVisible();
  const figures = page.getByRole('region', { name: '评价概况' });
  await expect(figures).toContainText('共 4 条评价');
  await expectNoAxeViolations(page);
  const stored = () => serverGet<StoredEvaluation>(baseURL!, `/api/v3/course/evaluation/findList?course_id=${courseId}&pageSize=100`);

  // a reply, written as text: markup stays text (a retry finds the reply of the first run and edits it)
  const target = (await stored()).find((evaluation) => evaluation.hidden === 0)!;
  const reply = `谢谢！<b>下周</b>见 ${Date.now().toString(36).slice(-4)}`;
  await row(page, target.buyer_nickname).getByRole('button', { name: new RegExp(`^(回复|修改回复)：${target.buyer_nickname}$`) }).click();
  const dialog = page.getByRole('dialog', { name: `回复 ${target.buyer_nickname} 的评价` });
  await expect(dialog.getByLabel('回复内容')).toBeFocused();
  await dialog.getByLabel('回复内容').fill('长'.repeat(501));
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('回复内容不能超过 500 个字')).toBeVisible();
  await dialog.getByLabel('回复内容').fill(reply);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('回复', { exact: true }).selectOption({ label: '已回复' });
  await expect(page).toHaveURL(/replied=1/);
  await expect(row(page, target.buyer_nickname)).toContainText(`老师回复：${reply}`);
  expect((await stored()).find((evaluation) => evaluation.id === target.id)).toMatchObject({ reply });

  // hidden after a question, then shown again; the figures count hidden ones
  await page.getByLabel('回复', { exact: true }).selectOption({ label: '全部' });
  await row(page, target.buyer_nickname).getByRole('button', { name: `隐藏：${target.buyer_nickname}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('学员在课程页看不到');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(row(page, target.buyer_nickname)).toContainText('已隐藏');
  expect((await stored()).find((evaluation) => evaluation.id === target.id)).toMatchObject({ hidden: 1 });
  await expect(figures).toContainText('共 4 条评价');
  await page.getByLabel('显示', { exact: true }).selectOption({ label: '已隐藏' });
  await page.reload();
  await expect(page).toHaveURL(/hidden=1/);
  await row(page, target.buyer_nickname).getByRole('button', { name: `取消隐藏：${target.buyer_nickname}` }).click();
  await expect(row(page, target.buyer_nickname)).toHaveCount(0);
  expect((await stored()).find((evaluation) => evaluation.id === target.id)).toMatchObject({ hidden: 0 });
});

test('every activity and evaluation route as the teacher, with axe', async ({ page }) => {
  test.setTimeout(120_000);
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const [path, heading] of [
    ['/course/activityList', '课程活动'],
    ['/course/activityList?status=2', '课程活动'],
    ['/course/activity/sort', '活动排序'],
    ['/course/evaluation', '课程评价'],
    ['/course/evaluation?rating=5&replied=1', '课程评价'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.goto('/course/activityList');
  await page.getByRole('button', { name: '新建活动' }).click();
  await expect(page.getByRole('dialog', { name: '新建活动' })).toBeVisible();
  await expectNoAxeViolations(page);
});
