import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { test, expect, type Page, type Response } from '@playwright/test';
import { DATA_CENTRE_PATHS } from '@shared/data-centre/paths.ts';
import { lastDays } from '@shared/data-centre/rules.ts';
import type { SalesReport } from '@shared/data-centre/types.ts';
import { formatFen, formatNumber } from '@shared/format/currency.ts';
import { apiGet, apiLogin, loginWithPassword, TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * 销售数据 as the demo teacher, whose seeded orders span the last 30 days: opened from the menu, the
 * figures equal the server's for the default, a preset and a channel; the charts are there (and ECharts loads with
 * them, never on a screen without a chart); the choice stays after a reload; the export is the server's days.
 */
async function serverReport(baseURL: string, query: Record<string, string>): Promise<SalesReport> {
  const session = await apiLogin(baseURL, TEACHER);
  const answer = await apiGet(baseURL, `${DATA_CENTRE_PATHS.sales}?${new URLSearchParams(query)}`, session.data.token.id);
  expect(answer.result, JSON.stringify(answer)).toBe('ok');
  return answer.data as SalesReport;
}

const tile = (page: Page, label: string) => page.getByLabel('销售概览').locator('div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });

async function expectTiles(page: Page, report: SalesReport) {
  await expect(tile(page, '支付金额').locator('dd').first()).toHaveText(formatFen(report.totals.gmv));
  await expect(tile(page, '支付订单数').locator('dd').first()).toHaveText(formatNumber(report.totals.orders));
  await expect(tile(page, '退款金额').locator('dd').first()).toHaveText(formatFen(report.totals.refunded));
  await expect(tile(page, '净收入').locator('dd').first()).toHaveText(formatFen(report.totals.net));
  await expect(tile(page, '客单价').locator('dd').first()).toHaveText(formatFen(report.totals.average_order_value));
  const change = report.change.gmv;
  await expect(tile(page, '支付金额')).toContainText(change === null ? '上一周期无数据' : change === 0 ? '与上一周期持平' : `${change > 0 ? '↑' : '↓'} ${Math.abs(change)}%`);
}

/** the scripts the page fetched, by file name */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname.split('/').pop()!);
  });
  return scripts;
}
const isECharts = (name: string) => /echarts/i.test(name);

test('sales: from the menu, figures as the server’s, presets and channel in the address, charts, export', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const scripts = recordScripts(page);
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${baseURL}/setting/self`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // a screen without a chart never fetches ECharts
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter(isECharts)).toEqual([]);

  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('button', { name: '数据中心' }).click();
  await menu.getByRole('link', { name: '销售数据', exact: true }).click();
  await expect(page).toHaveURL(/\/database\/analysis$/);
  await expect(page.getByRole('heading', { level: 1, name: '销售数据' })).toBeVisible();
  const [start, end] = lastDays(30, Date.now());
  const month = await serverReport(baseURL!, { start, end });
  // the seed's orders: real figures at first start
  expect(month.totals.orders).toBeGreaterThan(10);
  await expectTiles(page, month);
  await expect(page.getByRole('img', { name: /每日支付金额与退款金额的折线图/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /各渠道支付金额的环形图：抖音/ })).toBeVisible();
  await expect(page.locator('.lc-chart canvas').first()).toBeVisible();
  expect(scripts.filter(isECharts).length).toBeGreaterThan(0);
  const top = page.getByRole('table', { name: '商品销售排行（前 10）' });
  await expect(top.getByRole('row')).toHaveCount(1 + month.top_products.length);
  await expect(top.getByRole('row').nth(1)).toContainText(month.top_products[0]!.title);
  await expect(top.getByRole('row').nth(1)).toContainText(formatFen(month.top_products[0]!.gmv));
  await expectNoAxeViolations(page);

  // a preset, then a channel: both in the address, the figures the server's
  await page.getByRole('button', { name: '近 7 天' }).click();
  const [start7, end7] = lastDays(7, Date.now());
  await expect(page).toHaveURL(new RegExp(`from=${start7}.*to=${end7}`));
  await expect(page.getByRole('button', { name: '近 7 天' })).toHaveAttribute('aria-pressed', 'true');
  await expectTiles(page, await serverReport(baseURL!, { start: start7, end: end7 }));
  await page.getByRole('combobox', { name: '渠道' }).selectOption({ label: '抖音' });
  await expect(page).toHaveURL(/channel=dy/);
  const week = await serverReport(baseURL!, { start: start7, end: end7, channel: 'dy' });
  await expectTiles(page, week);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '销售数据' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '渠道' }).locator('option:checked')).toHaveText('抖音');
  await expect(page.getByRole('button', { name: '近 7 天' })).toHaveAttribute('aria-pressed', 'true');
  await expectTiles(page, week);
  await expectNoAxeViolations(page);

  // the days as a spreadsheet
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`销售数据_${start7.replace(/-/g, '')}-${end7.replace(/-/g, '')}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  const rows = (book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][]).map((row) => row.slice(1));
  expect(rows.slice(1, 8)).toEqual(week.days.map((d) => [d.date, d.orders, d.gmv / 100, d.refunded / 100, d.net / 100]));
  expect(rows[8]).toEqual(['合计', week.totals.orders, week.totals.gmv / 100, week.totals.refunded / 100, week.totals.net / 100]);
});
