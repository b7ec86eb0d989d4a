import { test, expect, type Page } from '@playwright/test';
import { apiGet, apiLogin, demoPlanetId, loginWithPassword, PLANET_TEACHER, TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * A planet's programs in the console: punch-card plans and their cards, specials, the Q&A and homework
 * reviews, as 林老师 on '林老师的写作星球' (demo seed), and the punch cards in planet member mode as 周老师.
 * Every change is checked on screen and in what the server stored.
 */

const unique = (stem: string) => `${stem}${Date.now().toString(36).slice(-5)}`;
const pad = (n: number) => String(n).padStart(2, '0');
/** 'YYYY-MM-DD' `days` from today in China time (the server's days). */
function chinaDate(days: number): string {
  const d = new Date(Date.now() + 8 * 3600_000 + days * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

type Session = { token: string; planetId: number };
async function session(baseURL: string, phone: string): Promise<Session> {
  const token = (await apiLogin(baseURL, phone)).data.token.id;
  return { token, planetId: await demoPlanetId(baseURL, phone, token) };
}
async function rows<T>(baseURL: string, s: Session, path: string, query = ''): Promise<T[]> {
  return (await apiGet(baseURL, `${path}?planet_id=${s.planetId}&pageSize=50${query}`, s.token)).rows as T[];
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.beforeEach(async ({ page }) => {
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a teacher creates a punch-card plan with daily and time limits and dates, sees it listed and stored, then opens a seeded plan\'s cards', async ({ page, baseURL }) => {
  const s = await session(baseURL!, TEACHER);
  await page.goto(`/planet/detail?id=${s.planetId}`);
  await page.getByRole('navigation', { name: '星球详情' }).getByRole('link', { name: '打卡', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/planet/detail/cards\\?id=${s.planetId}$`));
  await expect(row(page, '21 天晨写打卡')).toContainText('进行中');
  await expect(row(page, '寒假共读《文心》')).toContainText('已结束');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: '新建打卡计划' }).click();
  const dialog = page.getByRole('dialog', { name: '新建打卡计划' });
  // nothing filled in: the form names what is missing
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入打卡计划名称')).toBeVisible();
  await expect(dialog.getByText('请选择打卡的开始和结束日期')).toBeVisible();

  const title = unique('早起写作计划');
  await dialog.getByLabel('计划名称').fill(title);
  await dialog.getByLabel('打卡说明').fill('每天早上写 200 字');
  await dialog.getByLabel('开始日期').fill(chinaDate(1));
  await dialog.getByLabel('结束日期').fill(chinaDate(21));
  await dialog.getByLabel('每日打卡次数').fill('2');
  await dialog.getByRole('radio', { name: '限定时段' }).check();
  await dialog.getByLabel('时段开始').fill('06:30');
  await dialog.getByLabel('时段结束').fill('08:00');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, title)).toContainText('每天 2 次');
  await expect(row(page, title)).toContainText('06:30-08:00');
  await expect(row(page, title)).toContainText('未开始');
  await expect(row(page, title)).toContainText(`${chinaDate(1)} 至 ${chinaDate(21)}`);

  type Plan = { id: number; title: string; content: string; punchcard_daily_limit: number; punchcard_time_limit: string; start_at: number; end_at: number; status: number };
  const stored = (await rows<Plan>(baseURL!, s, '/api/v4/planet/punchcard/findList')).find((plan) => plan.title === title)!;
  expect(stored).toMatchObject({ content: '每天早上写 200 字', punchcard_daily_limit: 2, punchcard_time_limit: '06:30-08:00', status: 0 });
  // spec §9: the first day at 00:00:00 and the last at 23:59:59
  expect(stored.end_at - stored.start_at).toBe(21 * 86_400 - 1);

  // survives a reload
  await page.reload();
  await expect(row(page, title)).toContainText('未开始');

  // the status filter lives in the address bar: a reload shows the same list
  await page.getByRole('combobox', { name: '按状态筛选' }).selectOption({ label: '已结束' });
  await expect(row(page, '寒假共读《文心》')).toBeVisible();
  await expect(row(page, '21 天晨写打卡')).toHaveCount(0);
  await expect(page).toHaveURL(/status=2/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: '按状态筛选' }).locator('option:checked')).toHaveText('已结束');
  await expect(row(page, '寒假共读《文心》')).toBeVisible();
  await expect(row(page, '21 天晨写打卡')).toHaveCount(0);
  await page.getByRole('combobox', { name: '按状态筛选' }).selectOption({ label: '全部' });

  // the seeded running plan's cards, with the count of each day
  await row(page, '21 天晨写打卡').getByRole('link', { name: '查看打卡 21 天晨写打卡' }).click();
  const running = (await rows<Plan>(baseURL!, s, '/api/v4/planet/punchcard/findList')).find((plan) => plan.title === '21 天晨写打卡')!;
  await expect(page).toHaveURL(new RegExp(`/planet/detail/cards/punchcardList\\?id=${s.planetId}&plan=${running.id}$`));
  await expect(page.getByRole('heading', { name: '打卡记录：21 天晨写打卡' })).toBeVisible();
  const cards = page.getByRole('table', { name: '打卡记录列表' }).locator('tbody tr');
  await expect(cards).toHaveCount(10);
  await expect(page.getByText('共 10 条')).toBeVisible();
  const yesterday = chinaDate(-1);
  await page.getByRole('button', { name: new RegExp(`^只看 ${yesterday}`) }).click();
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText(yesterday);
  await expect(page.getByText('共 2 条')).toBeVisible();
  // the day chosen lives in the address bar
  await page.reload();
  await expect(page.getByRole('button', { name: new RegExp(`^只看 ${yesterday}`) })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(2);
  await page.getByRole('link', { name: '返回打卡计划' }).click();
  await expect(page).toHaveURL(new RegExp(`/planet/detail/cards\\?id=${s.planetId}$`));
});

test('a teacher creates a special linked to a punch-card plan', async ({ page, baseURL }) => {
  const s = await session(baseURL!, TEACHER);
  await page.goto(`/planet/detail/configs?id=${s.planetId}`);
  await expect(row(page, '写作一对一答疑')).toContainText('付费提问');
  // the page lives in the address bar (one special a page here)
  await page.goto(`/planet/detail/configs?id=${s.planetId}&pageSize=1`);
  const firstCell = page.getByRole('table').locator('tbody tr td').first();
  const onFirst = await firstCell.textContent();
  await page.getByRole('button', { name: '第 2 页' }).click();
  await expect(firstCell).not.toHaveText(onFirst!);
  const onSecond = await firstCell.textContent();
  await page.reload();
  await expect(page.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  await expect(firstCell).toHaveText(onSecond!);
  await page.goto(`/planet/detail/configs?id=${s.planetId}`);
  await page.getByRole('button', { name: '新建专题' }).click();
  const dialog = page.getByRole('dialog', { name: '新建专题' });
  await dialog.getByRole('radio', { name: '打卡挑战' }).check();
  const title = unique('晨写挑战');
  await dialog.getByLabel('专题名称').fill(title);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('打卡挑战需要关联一个打卡计划')).toBeVisible();
  await dialog.getByRole('combobox', { name: '关联打卡计划' }).selectOption({ label: '21 天晨写打卡（进行中）' });
  await dialog.getByLabel('价格（元）').fill('19.9');
  await dialog.getByRole('radio', { name: '定时结束' }).check();
  await dialog.getByLabel('结束时间').fill(`${chinaDate(30)}T20:00`);
  await dialog.getByRole('radio', { name: '仅成员可见' }).check();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, title)).toContainText('打卡挑战 · 21 天晨写打卡');
  await expect(row(page, title)).toContainText('¥19.90');
  await expect(row(page, title)).toContainText(`${chinaDate(30)} 20:00 结束`);

  const plan = (await rows<{ id: number; title: string }>(baseURL!, s, '/api/v4/planet/punchcard/findList')).find((p) => p.title === '21 天晨写打卡')!;
  const stored = (await rows<{ title: string; type: number; plan_id: number; price: number; ended_type: number; show_type: number }>(baseURL!, s, '/api/v4/planetSpecial/findList')).find((sp) => sp.title === title);
  expect(stored).toMatchObject({ type: 2, plan_id: plan.id, price: 1990, ended_type: 2, show_type: 2 });
});

test('a teacher answers a question and reviews a homework submission', async ({ page, baseURL }) => {
  const s = await session(baseURL!, TEACHER);
  await page.goto(`/planet/detail/ask?id=${s.planetId}`);
  await expect(page.getByLabel('当前规则')).toContainText('成员可免费向星主提问');
  await expect(page.getByText('匿名').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: /^待回答/ }).click();
  // the tab lives in the address bar
  await page.reload();
  await expect(page.getByRole('tab', { name: /^待回答/ })).toHaveAttribute('aria-selected', 'true');
  const question = '议论文的论据去哪里找比较好？';
  await page.getByRole('button', { name: `回答：${question}` }).click();
  const dialog = page.getByRole('dialog', { name: '回答提问' });
  await dialog.getByLabel('回答内容').fill('可以帮你赌博押题');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: '操作失败，内容包含敏感词' })).toBeVisible();
  const answer = '多读时评，把好例子按主题记进卡片里。';
  await dialog.getByLabel('回答内容').fill(answer);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('tab', { name: /^已回答/ }).click();
  await expect(page.getByRole('listitem').filter({ hasText: question })).toContainText(answer);
  const stored = (await rows<{ question: string; answer: string; answered_at: number | null }>(baseURL!, s, '/api/v4/planet/ask/findList')).find((q) => q.question === question);
  expect(stored).toMatchObject({ answer, answered_at: expect.any(Number) });

  await page.goto(`/planet/detail/homework?id=${s.planetId}`);
  await expect(row(page, '第 3 周作文：写一个你熟悉的人')).toContainText('4 / 2');
  await row(page, '第 3 周作文：写一个你熟悉的人').getByRole('link', { name: '查看提交 第 3 周作文：写一个你熟悉的人' }).click();
  await expect(page).toHaveURL(/\/planet\/detail\/homework\/homeworkList\?id=\d+&homework=\d+$/);
  await page.getByRole('tab', { name: '待点评' }).click();
  const waiting = page.getByRole('table', { name: '作业提交列表' }).locator('tbody tr');
  await expect(waiting).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole('tab', { name: '待点评' })).toHaveAttribute('aria-selected', 'true');
  await expect(waiting).toHaveCount(2);
  const name = (await waiting.first().locator('td').first().textContent())!;
  await waiting.first().getByRole('button', { name: `点评：${name}` }).click();
  const review = page.getByRole('dialog', { name: `点评 ${name} 的作业` });
  await expectNoAxeViolations(page);
  await review.getByLabel('分数（0–100）').fill('120');
  await review.getByLabel('点评内容').fill('人物立住了，结尾再收一收。');
  await review.getByRole('button', { name: '保存' }).click();
  await expect(review.getByText('分数必须是 0 到 100 之间的整数')).toBeVisible();
  await review.getByLabel('分数（0–100）').fill('90');
  await review.getByRole('button', { name: '保存' }).click();
  await expect(review).toBeHidden();
  await expect(waiting).toHaveCount(1);
  await page.getByRole('tab', { name: '已点评' }).click();
  await expect(row(page, '人物立住了，结尾再收一收。')).toContainText('90 分');
  const homework = (await rows<{ id: number; title: string; reviewed_count: number }>(baseURL!, s, '/api/v4/planet/homework/findList')).find((h) => h.title.startsWith('第 3 周'))!;
  expect(homework.reviewed_count).toBe(3);
});

test('planet member mode shows the punch cards under /p/planet/detail/cards', async ({ page, baseURL }) => {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await loginWithPassword(page, PLANET_TEACHER, '/p/login');
  await expect(page).toHaveURL(/\/p\/dashboard$/);
  const s = await session(baseURL!, PLANET_TEACHER);
  await page.goto(`/p/planet/detail/cards?id=${s.planetId}`);
  await expect(row(page, '30 天手机街拍打卡')).toContainText('进行中');
  await expect(row(page, '林老师')).toHaveCount(0);
  await row(page, '30 天手机街拍打卡').getByRole('link', { name: '查看打卡 30 天手机街拍打卡' }).click();
  await expect(page).toHaveURL(new RegExp(`/p/planet/detail/cards/punchcardList\\?id=${s.planetId}&plan=\\d+$`));
  await expect(page.getByRole('table', { name: '打卡记录列表' }).locator('tbody tr')).toHaveCount(10);
  await page.getByRole('link', { name: '返回打卡计划' }).click();
  await expect(page).toHaveURL(new RegExp(`/p/planet/detail/cards\\?id=${s.planetId}$`));
});
