import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { test, expect, type Page } from '@playwright/test';
import { STUDENT_PATHS } from '@shared/students/paths.ts';
import type { Student, StudentDetail, StudentOrder } from '@shared/students/types.ts';
import { apiGet, apiLogin, loginWithPassword, TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * 用户列表 and 用户详情 as the demo teacher, whose seeded orders make eight students: opened from the menu,
 * filtered by channel and spend with the rows the server finds, the filters kept after a reload, the export the
 * same students; a student's details with the server's orders, a note saved and read back; axe on both pages.
 */
type Rows<T> = { result: string; rows: T[]; totalCount: number };

async function serverGet<T>(baseURL: string, path: string, query: Record<string, string | number>): Promise<T> {
  const session = await apiLogin(baseURL, TEACHER);
  const answer = await apiGet(baseURL, `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, session.data.token.id);
  expect(answer.result, JSON.stringify(answer)).toBe('ok');
  return answer as T;
}

const rows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });

async function expectStudents(page: Page, students: Student[]) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(rows(page)).toHaveCount(students.length);
  for (const [index, student] of students.entries()) {
    await expect(rows(page).nth(index)).toContainText(student.nickname);
    await expect(rows(page).nth(index)).toContainText(student.phone);
  }
}

test('students: from the menu, filters by channel and spend kept after a reload, export, details, a note', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('button', { name: '用户' }).click();
  await menu.getByRole('link', { name: '用户列表', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/index$/);
  await expect(page.getByRole('heading', { level: 1, name: '用户列表' })).toBeVisible();
  const all = (await serverGet<Rows<Student>>(baseURL!, STUDENT_PATHS.findList, { pageSize: 100 })).rows;
  // the seed's buyers are students at first start
  expect(all.length).toBeGreaterThanOrEqual(8);
  await expectStudents(page, all.slice(0, 20));
  await expectNoAxeViolations(page);

  // the channel of the most students, then a spend at least the middle one's among them
  const counts = new Map<string, number>();
  for (const s of all) counts.set(s.first_channel, (counts.get(s.first_channel) ?? 0) + 1);
  const channel = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const labels: Record<string, string> = { dy: '抖音', ks: '快手', sph: '视频号', xhs: '小红书', h5: '网页' };
  await page.getByRole('combobox', { name: '来源渠道' }).selectOption({ label: labels[channel]! });
  await expect(page).toHaveURL(new RegExp(`channel=${channel}`));
  const ofChannel = (await serverGet<Rows<Student>>(baseURL!, STUDENT_PATHS.findList, { pageSize: 100, channel })).rows;
  await expectStudents(page, ofChannel);
  const spends = ofChannel.map((s) => s.spend).sort((a, b) => a - b);
  const floor = spends[Math.floor(spends.length / 2)]!;
  const floorYuan = String(floor / 100);
  const spendMin = page.getByRole('textbox', { name: '最低消费金额（元）' });
  await spendMin.fill(floorYuan);
  await spendMin.press('Enter');
  await expect(page).toHaveURL(new RegExp(`spendMin=${floorYuan.replace('.', '\\.')}`));
  const filtered = (await serverGet<Rows<Student>>(baseURL!, STUDENT_PATHS.findList, { pageSize: 100, channel, spend_min: floor })).rows;
  expect(filtered.length).toBeGreaterThan(0);
  expect(filtered.every((s) => s.spend >= floor && s.first_channel === channel)).toBe(true);
  await expectStudents(page, filtered);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '用户列表' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '来源渠道' }).locator('option:checked')).toHaveText(labels[channel]!);
  await expect(page.getByRole('textbox', { name: '最低消费金额（元）' })).toHaveValue(floorYuan);
  await expectStudents(page, filtered);

  // the export: the same students
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^学员_\d{8}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  const sheet = (book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][]).slice(1);
  expect(sheet.map((line) => line[2])).toEqual(filtered.map((s) => s.phone));

  // one student's details: their orders as the server has them
  const student = filtered[0]!;
  await rows(page).first().getByRole('link', { name: `详情：${student.nickname}` }).click();
  await expect(page).toHaveURL(new RegExp(`/user/detail\\?id=${student.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: student.nickname })).toBeVisible();
  await expect(page.getByText(`${student.orders_n} 笔订单`)).toBeVisible();
  const orders = await serverGet<Rows<StudentOrder>>(baseURL!, STUDENT_PATHS.orders, { id: student.id, pageSize: 10 });
  expect(orders.totalCount).toBe(student.orders_n);
  const table = page.getByRole('table', { name: '学员的订单' });
  await expect(table.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(orders.rows.length);
  for (const [index, order] of orders.rows.entries()) {
    await expect(table.getByRole('row').filter({ has: page.getByRole('cell') }).nth(index)).toContainText(order.order_no);
  }
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: '星球', exact: true }).click();
  await expect(page).toHaveURL(/tab=planets/);
  await expect(page.getByRole('table', { name: '学员加入的星球' })).toBeVisible();
  await expectNoAxeViolations(page);

  // the note: saved, then read back from the server and after a reload
  const note = `周末来上夜景课 ${Date.now().toString(36).slice(-4)}`;
  await page.getByRole('link', { name: '备注', exact: true }).click();
  await expect(page).toHaveURL(/tab=note/);
  await page.getByRole('textbox', { name: '备注' }).fill(note);
  await page.getByRole('button', { name: '保存备注' }).click();
  await expect(page.getByText('备注已保存')).toBeVisible();
  const stored = await serverGet<{ data: StudentDetail }>(baseURL!, STUDENT_PATHS.detail, { id: student.id });
  expect(stored.data.note).toBe(note);
  await page.reload();
  await expect(page.getByRole('textbox', { name: '备注' })).toHaveValue(note);
  await expectNoAxeViolations(page);
});

test('a screen of one record opened without its id says which id is missing and leads back to its list', async ({ page }) => {
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  const lessons = '缺少课程编号，无法管理课时';
  for (const [path, message, back, to] of [
    ['/user/detail', '缺少学员编号，无法显示详情', '返回用户列表', '/user/index'],
    ['/aftersale/detail', '缺少退款申请编号，无法显示详情', '返回退款列表', '/aftersale/index'],
    ['/marketing/coupon/code', '缺少优惠券编号，无法管理优惠码', '返回优惠券列表', '/marketing/coupon'],
    ['/marketing/coupon/edit', '缺少优惠券编号，无法编辑', '返回优惠券列表', '/marketing/coupon'],
    ['/marketing/limited/edit', '缺少活动编号，无法编辑', '返回列表', '/marketing/limited'],
    ['/marketing/group/edit', '缺少活动编号，无法编辑', '返回列表', '/marketing/group'],
    ['/marketing/course/edit', '缺少活动编号，无法编辑', '返回列表', '/marketing/course'],
    ['/marketing/packet/edit', '缺少活动编号，无法编辑', '返回列表', '/marketing/packet'],
    ['/live/edit', '缺少直播编号，无法编辑', '返回直播列表', '/live/list'],
    ['/setting/accounting/edit', '缺少收款账户编号，无法编辑', '返回收款账户', '/setting/accounting'],
    ['/course/lesson', lessons, '返回', '/course/video/manage'],
    ['/course/audio/manage', lessons, '返回', '/course/video/manage'],
    ['/course/richtext/manage', lessons, '返回', '/course/video/manage'],
    ['/course/mixture/manage', lessons, '返回', '/course/video/manage'],
    ['/course/column/manage', '缺少课程编号，无法管理专栏课程', '返回专栏列表', '/course/column'],
    ['/course/column/copy', '缺少课程编号，无法复制', '返回专栏列表', '/course/column'],
    ['/course/video/poster', '缺少课程编号，无法生成海报', '返回', '/course/video/manage'],
    ['/course/video/playbill', '缺少课程编号，无法生成海报', '返回', '/course/video/manage'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: message }), path).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: back, exact: true }), path).toHaveAttribute('href', to);
  }
  await expectNoAxeViolations(page);
  await page.goto('/user/detail');
  await page.getByRole('main').getByRole('link', { name: '返回用户列表' }).click();
  await expect(page).toHaveURL(/\/user\/index$/);
});
