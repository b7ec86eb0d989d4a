import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { test, expect, type Download, type Page } from '@playwright/test';
import type { CourseReport, StudentDataReport } from '@shared/data-centre/course-types.ts';
import { DATA_CENTRE_PATHS } from '@shared/data-centre/paths.ts';
import { lastDays } from '@shared/data-centre/rules.ts';
import { formatFen, formatNumber } from '@shared/format/currency.ts';
import { apiGet, apiLogin, loginWithPassword, TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * 课程数据 and 学员数据 as the demo teacher, whose seeded orders and plays span the last 30 days: each
 * opened from the menu, the figures equal the server's, a preset kept in the address after a reload, the export a
 * real .xlsx, axe clean.
 */
async function serverGet<T>(baseURL: string, path: string, query: Record<string, string>): Promise<T> {
  const session = await apiLogin(baseURL, TEACHER);
  const answer = await apiGet(baseURL, `${path}?${new URLSearchParams(query)}`, session.data.token.id);
  expect(answer.result, JSON.stringify(answer)).toBe('ok');
  return answer.data as T;
}

const tile = (page: Page, overview: string, label: string) =>
  page.getByLabel(overview).locator('div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd').first();

async function openFromMenu(page: Page, name: string, path: RegExp) {
  const menu = page.getByRole('navigation', { name: '主菜单' });
  if (!(await menu.getByRole('link', { name, exact: true }).isVisible())) await menu.getByRole('button', { name: '数据中心' }).click();
  await menu.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function sheetOf(file: Download): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  return (book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][]).map((row) => row.slice(1));
}

async function expectCourseTiles(page: Page, report: CourseReport) {
  await expect(tile(page, '课程数据概览', '支付金额')).toHaveText(formatFen(report.totals.gmv));
  await expect(tile(page, '课程数据概览', '支付订单数')).toHaveText(formatNumber(report.totals.orders));
  await expect(tile(page, '课程数据概览', '学习人数')).toHaveText(formatNumber(report.totals.learners));
  await expect(tile(page, '课程数据概览', '完课率')).toHaveText(`${report.totals.completion_rate}%`);
}

async function expectStudentTiles(page: Page, report: StudentDataReport) {
  await expect(tile(page, '学员数据概览', '新增学员')).toHaveText(formatNumber(report.totals.new));
  await expect(tile(page, '学员数据概览', '活跃学员')).toHaveText(formatNumber(report.totals.active));
  await expect(tile(page, '学员数据概览', '付费学员')).toHaveText(formatNumber(report.totals.paying));
  await expect(tile(page, '学员数据概览', '复购学员')).toHaveText(formatNumber(report.totals.repeat));
  await expect(tile(page, '学员数据概览', '付费转化率')).toHaveText(`${report.totals.conversion}%`);
}

test('course data and student data: from the menu, the server’s figures, a preset after reload, export, axe', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);

  // 课程数据
  await openFromMenu(page, '课程数据', /\/database\/course$/);
  const [start, end] = lastDays(30, Date.now());
  const month = await serverGet<CourseReport>(baseURL!, DATA_CENTRE_PATHS.course, { start, end });
  // the seed's orders and plays: real figures at first start
  expect(month.totals.orders).toBeGreaterThan(0);
  expect(month.totals.learners).toBeGreaterThan(0);
  await expectCourseTiles(page, month);
  await expect(page.getByRole('img', { name: /各商品支付金额的柱状图：/ })).toBeVisible();
  const table = page.getByRole('table', { name: '商品明细' });
  await expect(table.getByRole('row')).toHaveCount(1 + month.products.rows.length);
  await expect(table.getByRole('row').nth(1)).toContainText(month.products.rows[0]!.title);
  await expect(table.getByRole('row').nth(1)).toContainText(formatFen(month.products.rows[0]!.gmv));
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: '近 7 天' }).click();
  const [start7, end7] = lastDays(7, Date.now());
  await expect(page).toHaveURL(new RegExp(`from=${start7}.*to=${end7}`));
  await page.getByRole('combobox', { name: '排序' }).selectOption({ label: '按学习人数' });
  await expect(page).toHaveURL(/sort=learners/);
  const week = await serverGet<CourseReport>(baseURL!, DATA_CENTRE_PATHS.course, { start: start7, end: end7, sort: 'learners' });
  await page.reload();
  await expect(page.getByRole('button', { name: '近 7 天' })).toHaveAttribute('aria-pressed', 'true');
  await expectCourseTiles(page, week);
  if (week.products.rows.length > 0) await expect(table.getByRole('row').nth(1)).toContainText(week.products.rows[0]!.title);
  const courseDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const courseFile = await courseDownload;
  expect(courseFile.suggestedFilename()).toBe(`课程数据_${start7.replace(/-/g, '')}-${end7.replace(/-/g, '')}.xlsx`);
  const courseRows = await sheetOf(courseFile);
  expect(courseRows[0]![0]).toBe('商品');
  expect(courseRows.at(-1)!.slice(0, 4)).toEqual(['合计', '全部', week.totals.orders, week.totals.gmv / 100]);

  // 学员数据
  await openFromMenu(page, '学员数据', /\/database\/student$/);
  const students = await serverGet<StudentDataReport>(baseURL!, DATA_CENTRE_PATHS.student, { start, end });
  expect(students.totals.new + students.totals.active).toBeGreaterThan(0);
  await expectStudentTiles(page, students);
  await expect(page.getByRole('img', { name: /每日新增、活跃与付费学员的折线图/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /各渠道新增学员的环形图/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /按消费金额分组的学员人数柱状图/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: '近 90 天' }).click();
  const [start90, end90] = lastDays(90, Date.now());
  await expect(page).toHaveURL(new RegExp(`from=${start90}.*to=${end90}`));
  await page.reload();
  await expect(page.getByRole('button', { name: '近 90 天' })).toHaveAttribute('aria-pressed', 'true');
  const quarter = await serverGet<StudentDataReport>(baseURL!, DATA_CENTRE_PATHS.student, { start: start90, end: end90 });
  await expectStudentTiles(page, quarter);
  const studentDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const studentFile = await studentDownload;
  expect(studentFile.suggestedFilename()).toBe(`学员数据_${start90.replace(/-/g, '')}-${end90.replace(/-/g, '')}.xlsx`);
  const studentRows = await sheetOf(studentFile);
  expect(studentRows[0]).toEqual(['日期', '新增学员', '活跃学员', '付费学员']);
  expect(studentRows.slice(1, 91)).toEqual(quarter.days.map((d) => [d.date, d.new, d.active, d.paying]));
});
