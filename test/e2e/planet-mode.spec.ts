import { test, expect, type Page } from '@playwright/test';
import { apiGet, apiLogin, loginWithPassword, PLANET_TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * Planet member mode's own pages as 周老师, the member-mode demo account: every page shows its title and
 * the seeded data (never the not-found page); one new activity, live, wiki article and roadmap item each stays
 * after a reload and is stored on the server.
 */

const PLANET = '周老师的摄影会员星球';
const unique = (stem: string) => `${stem}${Date.now().toString(36).slice(-5)}`;
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function serverRows(baseURL: string, path: string): Promise<{ title?: string; name?: string }[]> {
  const session = await apiLogin(baseURL, PLANET_TEACHER);
  const answer = await apiGet(baseURL, path, session.data.token.id);
  expect(answer.result).toBe('ok');
  return answer.rows as { title?: string }[];
}

async function planetId(baseURL: string): Promise<number> {
  const session = await apiLogin(baseURL, PLANET_TEACHER);
  const planets = (await apiGet(baseURL, '/api/v4/planet/findList?pageSize=50', session.data.token.id)).rows as { id: number; title: string }[];
  return planets.find((planet) => planet.title === PLANET)!.id;
}

async function openPage(page: Page, path: string, heading: string, level = 1) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level, name: heading, exact: true })).toBeVisible();
  await expect(page.getByText('页面不存在')).toHaveCount(0);
}

/** A date-time a few days ahead, as a datetime-local input takes it. */
function localInput(daysAhead: number, hour: number): string {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
}

test.beforeEach(async ({ page }) => {
  await loginWithPassword(page, PLANET_TEACHER, '/p/login');
  await expect(page).toHaveURL(/\/p\/dashboard$/);
});

test('the activity list shows the seeded activities by status, and a new one stays after a reload', async ({ page, baseURL }) => {
  await openPage(page, '/p/planet/activityList', '活动列表');
  await expect(row(page, '城市夜景线下扫街')).toContainText('未开始');
  await expect(row(page, '城市夜景线下扫街')).toContainText('12 / 20');
  await expect(row(page, '手机人像布光直播工作坊')).toContainText('进行中');
  await expect(row(page, '春季樱花主题拍摄打卡')).toContainText('已结束');
  await expectNoAxeViolations(page);

  await page.getByRole('combobox', { name: '状态' }).selectOption({ label: '已结束' });
  await expect(row(page, '春季樱花主题拍摄打卡')).toBeVisible();
  await expect(row(page, '城市夜景线下扫街')).toHaveCount(0);
  // the filter lives in the address bar: a reload shows the same list
  await expect(page).toHaveURL(/status=2/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: '状态' }).locator('option:checked')).toHaveText('已结束');
  await expect(row(page, '春季樱花主题拍摄打卡')).toBeVisible();
  await expect(row(page, '城市夜景线下扫街')).toHaveCount(0);
  await page.getByRole('combobox', { name: '状态' }).selectOption({ label: '全部状态' });

  const title = unique('星空延时摄影营');
  await page.getByRole('button', { name: '新建活动' }).click();
  const dialog = page.getByRole('dialog', { name: '新建活动' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请填写活动名称')).toBeVisible();
  await dialog.getByLabel('活动名称').fill(title);
  // the place is a link online and an address offline
  await dialog.getByLabel('线上').check();
  await expect(dialog.getByLabel('参与链接')).toBeVisible();
  await dialog.getByLabel('线下').check();
  await dialog.getByLabel('活动地点').fill('北京市延庆区四海镇');
  await dialog.getByLabel('开始时间').fill(localInput(10, 19));
  await dialog.getByLabel('结束时间').fill(localInput(10, 23));
  await dialog.getByLabel('名额（0 为不限）').fill('8');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, title)).toContainText('0 / 8');
  await page.reload();
  await expect(row(page, title)).toContainText('未开始');
  expect((await serverRows(baseURL!, '/api/v4/planet/activity/findList?pageSize=50')).map((a) => a.title)).toContain(title);
});

test('members across the planets: search, filter, and a link to the planet member management', async ({ page }) => {
  await openPage(page, '/p/planet/user', '成员');
  await expect(page.getByText('共 6 位成员')).toBeVisible();
  await expect(row(page, '蓝调时刻')).toContainText('已过期');
  await page.getByRole('searchbox', { name: '搜索成员昵称' }).fill('慢门');
  await page.getByRole('searchbox', { name: '搜索成员昵称' }).press('Enter');
  await expect(page.getByText('共 1 位成员')).toBeVisible();
  await expect(row(page, '慢门')).toContainText(PLANET);
  // the search lives in the address bar: a reload shows the same list
  await expect(page).toHaveURL(/keyword=/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: '搜索成员昵称' })).toHaveValue('慢门');
  await expect(page.getByText('共 1 位成员')).toBeVisible();
  await expect(row(page, '慢门').getByRole('link', { name: `在${PLANET}中管理慢门` })).toHaveAttribute('href', /\/p\/planet\/detail\/member\?id=\d+$/);
});

test('lives: the list with statuses, a scheduled live stays after a reload; the data and the settings pages', async ({ page, baseURL }) => {
  await openPage(page, '/p/planet/live/list', '直播列表');
  await expect(row(page, '夜景与星空拍摄答疑')).toContainText('未开始');
  await expect(row(page, '手机摄影构图十讲 · 第 1 讲')).toContainText('已结束');
  await page.getByRole('combobox', { name: '状态' }).selectOption({ label: '已结束' });
  await expect(row(page, '夜景与星空拍摄答疑')).toHaveCount(0);
  // the filter lives in the address bar: a reload shows the same list
  await expect(page).toHaveURL(/status=2/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: '状态' }).locator('option:checked')).toHaveText('已结束');
  await expect(row(page, '手机摄影构图十讲 · 第 1 讲')).toBeVisible();
  await expect(row(page, '夜景与星空拍摄答疑')).toHaveCount(0);
  await page.getByRole('combobox', { name: '状态' }).selectOption({ label: '全部状态' });

  const title = unique('雪景拍摄直播');
  await page.getByRole('button', { name: '预约直播' }).click();
  const dialog = page.getByRole('dialog', { name: '预约直播' });
  await dialog.getByLabel('直播标题').fill(title);
  await dialog.getByLabel('开播时间').fill(localInput(5, 20));
  await dialog.getByLabel('时长（分钟）').fill('90');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(row(page, title)).toContainText('90 分钟');
  await expect(row(page, title)).toContainText('未开始');
  // no cover picked: the list draws one from the title, as text
  await expect(row(page, title).locator('svg[data-initials]')).toHaveText('雪');
  await expectNoAxeViolations(page);
  expect((await serverRows(baseURL!, '/api/v4/planet/live/findList?pageSize=50')).map((l) => l.title)).toContain(title);

  await openPage(page, '/p/planet/live/database', '直播数据');
  const totals = page.getByRole('list', { name: '汇总' });
  await expect(totals).toContainText('观看人数637');
  await expect(row(page, '会员作品点评专场（三月）')).toContainText('251');
  await expect(page.getByRole('row').filter({ hasText: '夜景与星空拍摄答疑' })).toHaveCount(0);
  // the planet filter lives in the address bar: a reload shows the same figures
  await page.getByRole('combobox', { name: '星球' }).selectOption({ label: PLANET });
  await expect(page).toHaveURL(/planet=\d+/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: '星球' }).locator('option:checked')).toHaveText(PLANET);
  await expect(page.getByRole('list', { name: '汇总' })).toContainText('观看人数637');

  await openPage(page, '/p/planet/live/setting', '直播设置');
  await expect(page.getByLabel('开播前提醒（分钟，0 为不提醒）')).toHaveValue('30');
  await page.getByLabel('所有人').check();
  await page.getByLabel('回放有效期（天）').fill('7');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('所有人')).toBeChecked();
  await expect(page.getByLabel('回放有效期（天）')).toHaveValue('7');
});

test('the wiki searches its articles, and a new article stays after a reload', async ({ page, baseURL }) => {
  await openPage(page, '/p/planet/wiki', '知识库');
  await expect(row(page, '新人必读：星球使用指南')).toContainText('入门');
  await expect(page.getByRole('row').filter({ hasText: '投稿格式说明' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: '搜索标题或正文' }).fill('曝光补偿');
  await page.getByRole('searchbox', { name: '搜索标题或正文' }).press('Enter');
  await expect(row(page, '手机拍照参数速查表')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '常用修图 App 推荐' })).toHaveCount(0);
  // the search lives in the address bar: a reload shows the same list
  await expect(page).toHaveURL(/keyword=/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: '搜索标题或正文' })).toHaveValue('曝光补偿');
  await expect(row(page, '手机拍照参数速查表')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '常用修图 App 推荐' })).toHaveCount(0);
  await page.getByRole('button', { name: '清空' }).click();
  await expect(row(page, '常用修图 App 推荐')).toBeVisible();

  const title = unique('滤镜使用心得');
  await page.getByRole('button', { name: '新建文章' }).click();
  const dialog = page.getByRole('dialog', { name: '新建文章' });
  await dialog.getByLabel('文章标题').fill(title);
  await dialog.getByLabel('分类').fill('技巧');
  await dialog.getByLabel('正文').fill('第一行：少即是多。\n第二行：<b>不是 HTML</b>');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(row(page, title)).toContainText('<b>不是 HTML</b>');
  expect((await serverRows(baseURL!, '/api/v4/planet/wiki/findList?pageSize=50')).map((a) => a.title)).toContain(title);

  // deleting asks, naming the article, with a destructive confirm button
  await row(page, title).getByRole('button', { name: `删除：${title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: '删除' });
  await expect(confirm).toContainText(`确认要删除“${title}”吗？`);
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  expect((await serverRows(baseURL!, '/api/v4/planet/wiki/findList?pageSize=50')).map((a) => a.title)).not.toContain(title);
});

test('the roadmap groups items by month, a new item stays after a reload and is marked done', async ({ page, baseURL }) => {
  await openPage(page, '/p/planet/future', '未来规划');
  await expect(page.getByRole('heading', { name: '构图十讲第 2 讲直播' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '整理会员优秀作品集' })).toBeVisible();
  const title = unique('春节摄影专栏');
  await page.getByRole('button', { name: '新建规划' }).click();
  const dialog = page.getByRole('dialog', { name: '新建规划' });
  await dialog.getByLabel('规划内容').fill(title);
  await dialog.getByLabel('计划日期').fill('2027-02-10');
  await dialog.getByRole('combobox', { name: '类型' }).selectOption({ label: '专栏' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  const february = page.getByRole('region', { name: '2027 年 2 月' });
  await expect(february.getByRole('heading', { name: title })).toBeVisible();
  await february.getByRole('button', { name: `标记完成：${title}` }).click();
  await expect(february.getByRole('button', { name: `恢复计划：${title}` })).toBeVisible();
  // the status tab lives in the address bar: a reload shows the same list
  await page.getByRole('tab', { name: '已完成' }).click();
  await expect(page).toHaveURL(/status=1/);
  await page.reload();
  await expect(page.getByRole('tab', { name: '已完成' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: '构图十讲第 2 讲直播' })).toHaveCount(0);
  const stored = (await serverRows(baseURL!, '/api/v4/planet/future/findList')) as { title: string; status: number }[];
  expect(stored.find((item) => item.title === title)).toMatchObject({ status: 1 });
});

test('WeChat groups and the planet detail sections: groups, lives and the planet book', async ({ page, baseURL }) => {
  await openPage(page, '/p/planet/wxGroup', '微信群');
  await expect(row(page, '摄影会员交流 1 群')).toContainText('186');
  await expect(row(page, '摄影会员交流 2 群')).toContainText('仅星球成员可加入');
  await expectNoAxeViolations(page);
  // the planet filter lives in the address bar: a reload shows the same list
  await page.getByRole('combobox', { name: '星球' }).selectOption({ label: PLANET });
  await expect(page).toHaveURL(/planet=\d+/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: '星球' }).locator('option:checked')).toHaveText(PLANET);
  await expect(row(page, '摄影会员交流 1 群')).toBeVisible();

  const id = await planetId(baseURL!);
  await page.goto(`/p/planet/detail/wechatGroup?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: PLANET })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '微信群' })).toBeVisible();
  await expect(row(page, '摄影会员交流 1 群')).toBeVisible();

  await page.goto(`/p/planet/detail/liveList?id=${id}`);
  await expect(page.getByRole('heading', { level: 2, name: '直播列表' })).toBeVisible();
  await expect(row(page, '会员作品点评专场（三月）')).toBeVisible();
  // a detail section's list keeps its filter in the address bar, beside the planet's id
  await page.getByRole('combobox', { name: '状态' }).selectOption({ label: '未开始' });
  await expect(row(page, '会员作品点评专场（三月）')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`id=${id}.*status=0`));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: PLANET })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '状态' }).locator('option:checked')).toHaveText('未开始');
  await expect(row(page, '夜景与星空拍摄答疑')).toBeVisible();
  await expect(row(page, '会员作品点评专场（三月）')).toHaveCount(0);

  await page.goto(`/p/planet/detail/planetBook?id=${id}`);
  await expect(page.getByRole('heading', { level: 2, name: '星球书' })).toBeVisible();
  const contents = page.getByRole('list', { name: '目录' });
  await expect(contents.getByRole('listitem')).toHaveText([/第一章 拿起手机之前/, /第二章 光线是摄影的语言/]);
  await contents.getByRole('button', { name: '下移“第一章 拿起手机之前”' }).click();
  await expect(contents.getByRole('listitem')).toHaveText([/第二章 光线是摄影的语言/, /第一章 拿起手机之前/]);
  await page.reload();
  await expect(page.getByRole('list', { name: '目录' }).getByRole('listitem').first()).toContainText('第二章');
  await expect(page.getByRole('article', { name: '星球书' })).toContainText('打开网格线');

  // printing shows only the book: the print style applies while the page prints
  await page.evaluate(() => {
    window.print = () => {
      (window as unknown as { printedWith: string }).printedWith = document.body.className;
    };
  });
  await page.getByRole('button', { name: '打印星球书' }).click();
  expect(await page.evaluate(() => (window as unknown as { printedWith: string }).printedWith)).toContain('lc-printing-book');
  await page.evaluate(() => document.body.classList.add('lc-printing-book'));
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('article', { name: '星球书' })).toBeVisible();
  await expect(page.getByRole('button', { name: '新建章节' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => document.body.classList.remove('lc-printing-book'));

  // a new chapter whose sections are put in order with the move buttons (the keyboard way)
  const chapter = unique('第三章 后期');
  await page.getByRole('button', { name: '新建章节' }).click();
  const dialog = page.getByRole('dialog', { name: '新建章节' });
  await dialog.getByLabel('章节标题').fill(chapter);
  await dialog.getByLabel('第 1 节正文').fill('最后再锐化。');
  await dialog.getByRole('button', { name: '添加一节' }).click();
  await dialog.getByLabel('第 2 节正文').fill('先裁剪构图。');
  await dialog.getByRole('button', { name: '第 2 节上移' }).click();
  await expect(dialog.getByLabel('第 1 节正文')).toHaveValue('先裁剪构图。');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  const book = page.getByRole('article', { name: '星球书' });
  await expect(book).toContainText(chapter);
  await expect(book).toContainText(/先裁剪构图。\s*最后再锐化。/);
  const stored = (await serverRows(baseURL!, `/api/v4/planet/book/findList?planet_id=${id}`)) as { title: string; sections: { text: string }[] }[];
  expect(stored.find((c) => c.title === chapter)?.sections.map((section) => section.text)).toEqual(['先裁剪构图。', '最后再锐化。']);
});
