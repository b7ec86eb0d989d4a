import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { test, expect, type Page } from '@playwright/test';
import { apiGet, apiLogin, loginWithPassword, TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * 订单中心 as the demo teacher, on the seeded orders: filters kept in the address across a reload, a
 * buyer found by phone, an order's details with its balanced ledger lines, and the filtered orders exported as an
 * .xlsx whose rows are the server's.
 */

type StoredOrder = { id: number; order_no: string; buyer_phone: string; channel: string; product_title: string; pay_amount: number };

async function serverOrders(baseURL: string, query: string): Promise<StoredOrder[]> {
  const session = await apiLogin(baseURL, TEACHER);
  const answer = await apiGet(baseURL, `/api/v3/order/findList?pageSize=100&${query}`, session.data.token.id);
  expect(answer.result).toBe('ok');
  return answer.rows as StoredOrder[];
}

const rows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });

test('the order centre: filters in the address, a buyer by phone, details with the ledger, and the export', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await loginWithPassword(page, TEACHER);
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('button', { name: '订单管理' }).click();
  await menu.getByRole('link', { name: '订单中心', exact: true }).click();
  await expect(page).toHaveURL(/\/order\/center$/);
  await expect(page.getByRole('heading', { level: 1, name: '订单中心' })).toBeVisible();
  const all = await serverOrders(baseURL!, '');
  expect(all.length).toBeGreaterThan(20);
  await expect(rows(page).first()).toContainText(all[0]!.order_no);
  await expectNoAxeViolations(page);

  // a channel and a status, kept across a reload
  await page.getByLabel('渠道').selectOption({ label: '小红书' });
  await page.getByRole('tab', { name: '已支付' }).click();
  await expect(page).toHaveURL(/channel=xhs/);
  await expect(page).toHaveURL(/status=paid/);
  const xhs = await serverOrders(baseURL!, 'channel=xhs&status=paid');
  await expect(rows(page)).toHaveCount(xhs.length);
  await page.reload();
  await expect(page.getByLabel('渠道').locator('option:checked')).toHaveText('小红书');
  await expect(rows(page)).toHaveCount(xhs.length);
  for (const order of xhs) await expect(page.getByText(order.order_no)).toBeVisible();

  // a buyer by phone, across every status
  await page.getByRole('tab', { name: '全部' }).click();
  await page.getByLabel('渠道').selectOption({ label: '全部渠道' });
  const phone = all[0]!.buyer_phone;
  const search = page.getByRole('searchbox', { name: '订单号、买家手机号或昵称' });
  await search.fill(phone);
  await search.press('Enter');
  const theirs = await serverOrders(baseURL!, `keyword=${phone}`);
  await expect(rows(page)).toHaveCount(theirs.length);

  // one order's details: what was paid, the fee, and ledger lines that add up to zero
  const first = theirs[0]!;
  await page.getByRole('button', { name: `详情：${first.order_no}` }).click();
  const dialog = page.getByRole('dialog', { name: '订单详情' });
  await expect(dialog).toContainText(first.order_no);
  await expect(dialog).toContainText(first.product_title);
  await expect(dialog.getByText('订单收入', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: '买家' })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: '平台服务费' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // the filtered orders as a spreadsheet
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^订单_\d{8}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  const sheetRows = (book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][]).slice(1);
  expect(sheetRows.map((row) => row[1])).toEqual(theirs.map((order) => order.order_no));
  expect(sheetRows.every((row) => row[7] === phone)).toBe(true);
});
