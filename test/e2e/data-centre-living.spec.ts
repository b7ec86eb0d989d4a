import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { test, expect, type Page } from '@playwright/test';
import { DATA_CENTRE_PATHS } from '@shared/data-centre/paths.ts';
import { lastDays } from '@shared/data-centre/rules.ts';
import type { LivingReport } from '@shared/data-centre/live-types.ts';
import { formatNumber } from '@shared/format/currency.ts';
import { apiGet, apiLogin, loginWithPassword, TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * 直播数据 as the demo teacher, whose seeded live sessions (with the room's figures) lie in the last 30
 * days: opened from the menu, the figures and the sessions equal the server's; a sort and a preset go into the
 * address and stay after a reload; the export is a real .xlsx of the server's sessions; axe passes.
 */
async function serverReport(baseURL: string, query: Record<string, string>): Promise<LivingReport> {
  const session = await apiLogin(baseURL, TEACHER);
  const answer = await apiGet(baseURL, `${DATA_CENTRE_PATHS.living}?${new URLSearchParams({ pageSize: '20', ...query })}`, session.data.token.id);
  expect(answer.result, JSON.stringify(answer)).toBe('ok');
  return answer.data as LivingReport;
}

const tile = (page: Page, label: string) => page.getByLabel('直播概况').locator('div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });

async function expectFigures(page: Page, report: LivingReport) {
  await expect(tile(page, '直播场次').locator('dd').first()).toHaveText(formatNumber(report.totals.sessions));
  await expect(tile(page, '观看人数').locator('dd').first()).toHaveText(formatNumber(report.totals.viewers));
  await expect(tile(page, '最高在线').locator('dd').first()).toHaveText(formatNumber(report.totals.peak_online));
  await expect(tile(page, '回放观看').locator('dd').first()).toHaveText(formatNumber(report.totals.replay_views));
  await expect(tile(page, '预约人数').locator('dd').first()).toHaveText(formatNumber(report.totals.reservations));
  await expect(tile(page, '平均时长').locator('dd').first()).toHaveText(`${formatNumber(report.totals.average_duration)} 分钟`);
  const change = report.change.viewers;
  await expect(tile(page, '观看人数')).toContainText(change === null ? '上一周期无数据' : change === 0 ? '与上一周期持平' : `${change > 0 ? '↑' : '↓'} ${Math.abs(change)}%`);
  const table = page.getByRole('table', { name: '直播明细' });
  await expect(table.getByRole('row')).toHaveCount(1 + Math.max(1, report.sessions.rows.length));
  for (const [i, row] of report.sessions.rows.entries()) {
    await expect(table.getByRole('row').nth(i + 1)).toContainText(row.title);
    await expect(table.getByRole('row').nth(i + 1)).toContainText(formatNumber(row.viewers));
  }
}

test('live data: from the menu, figures as the server’s, sort and preset in the address, export', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('button', { name: '数据中心' }).click();
  await menu.getByRole('link', { name: '直播数据', exact: true }).click();
  await expect(page).toHaveURL(/\/database\/living$/);
  await expect(page.getByRole('heading', { level: 1, name: '直播数据' })).toBeVisible();
  const [start, end] = lastDays(30, Date.now());
  const month = await serverReport(baseURL!, { start, end });
  // the seed's sessions: real figures at first start
  expect(month.totals.sessions).toBeGreaterThan(2);
  expect(month.totals.viewers).toBeGreaterThan(0);
  await expectFigures(page, month);
  await expect(page.getByRole('img', { name: /每日观看人数与回放观看的折线图/ })).toBeVisible();
  await expect(page.locator('.lc-chart canvas').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // sorted by viewers, then the last 7 days: both in the address, the figures the server's
  await page.getByRole('combobox', { name: '排序' }).selectOption({ label: '观看人数' });
  await expect(page).toHaveURL(/sort=viewers/);
  await expectFigures(page, await serverReport(baseURL!, { start, end, sort: 'viewers' }));
  await page.getByRole('button', { name: '近 7 天' }).click();
  const [start7, end7] = lastDays(7, Date.now());
  await expect(page).toHaveURL(new RegExp(`from=${start7}.*to=${end7}`));
  await expect(page.getByRole('button', { name: '近 7 天' })).toHaveAttribute('aria-pressed', 'true');
  const week = await serverReport(baseURL!, { start: start7, end: end7, sort: 'viewers' });
  await expectFigures(page, week);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '直播数据' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '排序' }).locator('option:checked')).toHaveText('观看人数');
  await expect(page.getByRole('button', { name: '近 7 天' })).toHaveAttribute('aria-pressed', 'true');
  await expectFigures(page, week);
  await expectNoAxeViolations(page);

  // the sessions as a spreadsheet, in the same order
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`直播数据_${start7.replace(/-/g, '')}-${end7.replace(/-/g, '')}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  const rows = (book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][]).map((row) => row.slice(1));
  expect(rows[0]!.slice(0, 4)).toEqual(['开播时间', '直播标题', '计划时长（分钟）', '观看人数']);
  expect(rows.slice(1, -1).map((row) => [row[1], row[3], row[4]])).toEqual(week.sessions.rows.map((s) => [s.title, s.viewers, s.peak_online]));
  expect(rows.at(-1)!.slice(0, 1)).toEqual([`合计（${week.totals.sessions} 场）`]);
  expect(rows.at(-1)![3]).toBe(week.totals.viewers);
});
