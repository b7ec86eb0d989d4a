import { test, expect, type Page } from '@playwright/test';
import { chinaDayOf, dayLabel, lastDays } from '@shared/data-centre/rules.ts';
import { formatNumber } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { LEARNING_PATHS } from '@shared/learning/paths.ts';
import type { StudentCourse, StudentDashboard } from '@shared/learning/types.ts';
import { STUDENT_PATHS } from '@shared/students/paths.ts';
import type { Student } from '@shared/students/types.ts';
import { apiGet } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { serverWithDevRoutes } from './support/dev-server.ts';

/**
 * 用户概览 and /user/detail's 课程学习 as the demo teacher, whose seeded students ordered and played: the
 * dashboard opened from the menu with the server's figures and the chart, a preset kept in the address after a
 * reload; a play recorded through the development route (the student's app) shows on the student's details with its
 * progress, and today's active students go up by one; axe on both. A server of its own: the play route needs
 * LECTERN_DEV_ROUTES=1.
 */
const dev = serverWithDevRoutes({ timeout: 120_000, signedIn: true });

async function api(path: string, query: Record<string, string | number>) {
  const answer = await apiGet(dev.baseURL, `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, dev.token);
  expect(answer.result, JSON.stringify(answer)).toBe('ok');
  return answer;
}
const report = async (from: string, to: string) => (await api(LEARNING_PATHS.dashboard, { from, to })).data as StudentDashboard;
const rowsOf = async <T>(path: string, query: Record<string, string | number>) => ((await api(path, query)).rows ?? []) as T[];

const tile = (page: Page, label: string) => page.getByLabel('学员概览').locator('div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });

async function expectTiles(page: Page, data: StudentDashboard) {
  await expect(tile(page, '新增学员').locator('dd').first()).toHaveText(formatNumber(data.totals.new));
  await expect(tile(page, '活跃学员').locator('dd').first()).toHaveText(formatNumber(data.totals.active));
  await expect(tile(page, '付费学员').locator('dd').first()).toHaveText(formatNumber(data.totals.paying));
  await expect(tile(page, '累计学员').locator('dd').first()).toHaveText(formatNumber(data.students));
  const change = data.change.active;
  await expect(tile(page, '活跃学员')).toContainText(change === null ? '上一周期无数据' : change === 0 ? '与上一周期持平' : `${change > 0 ? '↑' : '↓'} ${Math.abs(change)}%`);
}

test('the dashboard: from the menu, the seeded figures and the chart, a preset kept after a reload', async ({ page }) => {
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('button', { name: '用户' }).click();
  await menu.getByRole('link', { name: '用户概览', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: '用户概览' })).toBeVisible();
  const month = await report(...lastDays(30, Date.now()));
  // the seed's orders and plays: real figures at first start
  expect(month.totals.new).toBeGreaterThanOrEqual(8);
  expect(month.totals.active).toBeGreaterThanOrEqual(8);
  expect(month.day_sums.active).toBeGreaterThan(month.totals.active);
  await expectTiles(page, month);
  await expect(page.getByRole('img', { name: /每日新增、活跃和付费学员的折线图/ })).toBeVisible();
  await expect(page.locator('.lc-chart canvas').first()).toBeVisible();
  const days = page.getByRole('table', { name: '每日明细' });
  await expect(days.getByRole('row')).toHaveCount(1 + 30);
  const newest = month.days.at(-1)!;
  await expect(days.getByRole('row').nth(1)).toContainText(newest.date);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: '近 7 天' }).click();
  const [from7, to7] = lastDays(7, Date.now());
  await expect(page).toHaveURL(new RegExp(`from=${from7}.*to=${to7}`));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '用户概览' })).toBeVisible();
  await expect(page.getByRole('button', { name: '近 7 天' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('开始日期')).toHaveValue(from7);
  await expectTiles(page, await report(from7, to7));
  await expect(days.getByRole('row')).toHaveCount(1 + 7);
});

test('a play of the student app shows on the student’s details with its progress, and today’s active students go up', async ({ page, request }) => {
  const today = chinaDayOf(Math.floor(Date.now() / 1000));
  const todayLabel = dayLabel(today);
  // a demo student not active today (no order, no play today), and a product of theirs short of the end
  const students = await rowsOf<Student>(STUDENT_PATHS.findList, { pageSize: 100 });
  let chosen: { student: Student; course: StudentCourse } | undefined;
  for (const student of students.filter((s) => s.phone.startsWith('137000000') && chinaDayOf(s.last_order_at) < today)) {
    const courses = await rowsOf<StudentCourse>(LEARNING_PATHS.progress, { id: student.id, pageSize: 100 });
    if (courses.some((c) => c.last_played_at !== null && chinaDayOf(c.last_played_at) === today)) continue;
    const course = courses.find((c) => c.progress < 90);
    if (course) {
      chosen = { student, course };
      break;
    }
  }
  expect(chosen, 'a demo student who was not active today').toBeDefined();
  const { student, course } = chosen!;

  await page.goto(`${dev.baseURL}/user/detail?id=${student.id}`);
  await expect(page.getByRole('heading', { level: 1, name: student.nickname })).toBeVisible();
  await page.getByRole('link', { name: '课程学习' }).click();
  await expect(page).toHaveURL(/tab=courses/);
  const bar = page.getByRole('progressbar', { name: `${course.title} 的学习进度` }).first();
  await expect(bar).toHaveAttribute('aria-valuenow', String(course.progress));
  await expectNoAxeViolations(page);

  const before = (await report(todayLabel, todayLabel)).days[0]!;
  const played = await request.post(`${dev.baseURL}${LEARNING_PATHS.devPlay}`, {
    headers: { authorization: dev.token },
    data: { buyer_id: student.id, product_kind: course.product_kind, product_id: course.product_id, seconds: 25 * 60, progress: 95 },
  });
  const answer = (await played.json()) as { result: string; data: StudentCourse };
  expect(answer, JSON.stringify(answer)).toMatchObject({ result: 'ok', data: { progress: 95, seconds_played: course.seconds_played + 1_500, plays_n: course.plays_n + 1 } });

  await page.reload();
  await expect(bar).toHaveAttribute('aria-valuenow', '95');
  const row = page.getByRole('row').filter({ has: bar });
  // the last play, in the browser's (this machine's) time
  await expect(row).toContainText(formatDateTime(Math.floor(Date.now() / 1000)).slice(0, 10));

  await page.goto(`${dev.baseURL}/user/dashboard?from=${todayLabel}&to=${todayLabel}`);
  const after = await report(todayLabel, todayLabel);
  expect(after.days[0]!.active).toBe(before.active + 1);
  await expect(tile(page, '活跃学员').locator('dd').first()).toHaveText(formatNumber(after.totals.active));
});
