import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { test, expect, type Page } from '@playwright/test';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { OPERATION_LOG_PATHS } from '@shared/operation-log/paths.ts';
import type { LogActor } from '@shared/operation-log/types.ts';
import { apiGet, apiLogin, loginWithPassword, TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * 操作记录 (/setting/record) as the demo teacher: a write made a moment ago is there with who made it,
 * the module, the action and the address; the operator and module filters stay in the address across a reload; the
 * filtered lines download as an .xlsx holding the line; and the page passes axe.
 */

const rows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });

test('the operation log: a fresh write, its filters in the address, and the export', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const token = (await apiLogin(baseURL!, TEACHER)).data.token.id;
  // a write of the teacher's, made as another device would
  const name = `日志分类${Date.now() % 100_000}`;
  const created = await fetch(`${baseURL}${MATERIAL_PATHS.createCategory}`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  expect(created.status).toBe(200);
  const answer = await apiGet(baseURL!, `${OPERATION_LOG_PATHS.list}?pageSize=1`, token);
  const main = (answer.data as { actors: LogActor[] }).actors.find((actor) => actor.kind === 'main')!;

  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${baseURL}/setting/record`);
  await expect(page.getByRole('heading', { level: 1, name: '操作记录' })).toBeVisible();
  const line = rows(page).filter({ hasText: name });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('主账号');
  await expect(line).toContainText(main.name);
  await expect(line).toContainText('素材中心');
  await expect(line).toContainText('新建素材分类');
  await expect(line).toContainText('127.0.0.1');
  await expectNoAxeViolations(page);

  // the operator and the module, kept in the address across a reload
  await page.getByLabel('操作人').selectOption({ label: `主账号 · ${main.name}` });
  await expect(page).toHaveURL(new RegExp(`actor=${main.id}`));
  await page.getByLabel('模块').selectOption({ label: '素材中心' });
  await expect(page).toHaveURL(/module=materials/);
  await expect(rows(page).filter({ hasText: name })).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('操作人').locator('option:checked')).toHaveText(`主账号 · ${main.name}`);
  await expect(page.getByLabel('模块').locator('option:checked')).toHaveText('素材中心');
  await expect(rows(page).filter({ hasText: name })).toHaveCount(1);
  for (const row of await rows(page).all()) await expect(row).toContainText('素材中心');

  // another module hides it
  await page.getByLabel('模块').selectOption({ label: '营销中心' });
  await expect(page).toHaveURL(/module=marketing/);
  await expect(rows(page).filter({ hasText: name })).toHaveCount(0);
  await page.getByLabel('模块').selectOption({ label: '素材中心' });

  // the filtered lines as a spreadsheet
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^操作记录_\d{8}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  const sheetRows = (book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][]).slice(1);
  expect(sheetRows.find((row) => row[7] === name)?.slice(2, 6)).toEqual([main.name, '主账号', '素材中心', '新建素材分类']);
  expect(sheetRows.every((row) => row[4] === '素材中心')).toBe(true);
});
