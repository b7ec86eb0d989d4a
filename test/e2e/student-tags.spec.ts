import { test, expect, type Page } from '@playwright/test';
import { STUDENT_PATHS } from '@shared/students/paths.ts';
import type { StudentTag } from '@shared/students/tag-types.ts';
import type { Student, StudentDetail } from '@shared/students/types.ts';
import { apiGet, apiLogin, loginWithPassword, TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * 用户标签 as the demo teacher: the seeded tags from the menu; a rule tag made on its edit page with the
 * server's count of the students it names before saving, then those very students on the user list through its
 * count; a manual tag given to two students chosen on the list, seen on their rows and details, and taken from one
 * on the detail; axe on the tag list, the edit page and the tagging dialog.
 */
type Rows<T> = { result: string; rows: T[]; totalCount: number };

async function serverGet<T>(baseURL: string, path: string, query: Record<string, string | number>): Promise<T> {
  const session = await apiLogin(baseURL, TEACHER);
  const answer = await apiGet(baseURL, `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, session.data.token.id);
  expect(answer.result, JSON.stringify(answer)).toBe('ok');
  return answer as T;
}

const rows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });
const suffix = () => Date.now().toString(36).slice(-5);

async function expectStudents(page: Page, students: Student[]) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(rows(page)).toHaveCount(students.length);
  for (const [index, student] of students.entries()) await expect(rows(page).nth(index)).toContainText(student.phone);
}

test('tag students by a rule, and by hand in bulk', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('button', { name: '用户' }).click();
  await menu.getByRole('link', { name: '用户标签', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/tags$/);
  await expect(page.getByRole('heading', { level: 1, name: '用户标签' })).toBeVisible();
  // the seed's tags, each with the count the server gives it
  const seeded = (await serverGet<Rows<StudentTag>>(baseURL!, STUDENT_PATHS.tags, { pageSize: 100 })).rows;
  for (const name of ['复购学员', '高消费学员', '抖音来源', '重点跟进']) {
    const tag = seeded.find((t) => t.name === name)!;
    await expect(rows(page).filter({ hasText: name })).toContainText(`${tag.students_n}`);
  }
  await expectNoAxeViolations(page);

  // a rule: spent at least the middle student's spend
  const all = (await serverGet<Rows<Student>>(baseURL!, STUDENT_PATHS.findList, { pageSize: 100 })).rows;
  const spends = all.map((s) => s.spend).sort((a, b) => a - b);
  const floor = spends[Math.floor(spends.length / 2)]!;
  const expected = (await serverGet<Rows<Student>>(baseURL!, STUDENT_PATHS.findList, { pageSize: 100, spend_min: floor })).rows;
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(all.length);

  await page.getByRole('link', { name: '新建标签' }).click();
  await expect(page).toHaveURL(/\/user\/tags\/edit$/);
  const ruleName = `消费达标${suffix()}`;
  await page.getByRole('textbox', { name: '标签名称' }).fill(ruleName);
  await expect(page.getByRole('radio', { name: '规则标签' })).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: '请至少设置一个条件' })).toBeVisible();
  await page.getByRole('textbox', { name: '消费金额不低于（元）' }).fill(String(floor / 100));
  await expect(page.getByRole('status').filter({ hasText: `当前符合条件的学员：${expected.length} 人` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('标签已保存')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/tags$/);
  const made = (await serverGet<Rows<StudentTag>>(baseURL!, STUDENT_PATHS.tags, { pageSize: 100 })).rows.find((t) => t.name === ruleName)!;
  expect(made).toMatchObject({ kind: 'rule', rule: { spend_min: floor, orders_min: null, channel: null, products: [] }, students_n: expected.length });
  const row = rows(page).filter({ hasText: ruleName });
  await expect(row).toContainText(`消费满 ¥${(floor / 100).toFixed(2)}`);
  await row.getByRole('link', { name: `查看 ${expected.length} 名学员` }).click();
  await expect(page).toHaveURL(new RegExp(`/user/index\\?tag=${made.id}$`));
  await expect(page.getByRole('combobox', { name: '标签' }).locator('option:checked')).toHaveText(ruleName);
  await expectStudents(page, expected);
  for (const index of expected.keys()) await expect(rows(page).nth(index)).toContainText(ruleName);

  // a manual tag, given to the first two students of the whole list
  await page.goto('/user/tags/edit');
  const manualName = `回访${suffix()}`;
  await page.getByRole('textbox', { name: '标签名称' }).fill(manualName);
  await page.getByRole('radio', { name: '手动标签' }).check();
  await expect(page.getByRole('textbox', { name: '消费金额不低于（元）' })).toHaveCount(0);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/user\/tags$/);
  await expect(rows(page).filter({ hasText: manualName })).toContainText('在用户列表中手动添加');

  await page.goto('/user/index');
  await expectStudents(page, all.slice(0, 20));
  const chosen = all.slice(0, 2);
  for (const student of chosen) await page.getByRole('checkbox', { name: `选择 ${student.nickname}` }).check();
  await expect(page.getByText('已选 2 名学员')).toBeVisible();
  await page.getByRole('button', { name: '打标签' }).click();
  const dialog = page.getByRole('dialog', { name: '给 2 名学员打标签' });
  await dialog.getByRole('checkbox', { name: manualName }).check();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: '打标签' }).click();
  await expect(page.getByText('已为 2 名学员打上标签')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('已选 0 名学员')).toBeVisible();
  const manual = (await serverGet<Rows<StudentTag>>(baseURL!, STUDENT_PATHS.tags, { pageSize: 100, kind: 'manual' })).rows.find((t) => t.name === manualName)!;
  expect(manual.students_n).toBe(2);
  const given = (await serverGet<Rows<Student>>(baseURL!, STUDENT_PATHS.findList, { pageSize: 100, tag: manual.id })).rows;
  expect(given.map((s) => s.id).sort()).toEqual(chosen.map((s) => s.id).sort());
  for (const student of chosen) await expect(rows(page).filter({ hasText: student.phone })).toContainText(manualName);
  await page.getByRole('combobox', { name: '标签' }).selectOption({ label: manualName });
  await expect(page).toHaveURL(new RegExp(`tag=${manual.id}`));
  await expectStudents(page, given);

  // taken from one on their detail
  const first = given[0]!;
  await rows(page).filter({ hasText: first.phone }).getByRole('link', { name: `详情：${first.nickname}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: first.nickname })).toBeVisible();
  const tagsLine = page.getByRole('group', { name: '标签' });
  await expect(tagsLine).toContainText(manualName);
  await tagsLine.getByRole('button', { name: '编辑手动标签' }).click();
  const edit = page.getByRole('dialog', { name: '编辑手动标签' });
  await expect(edit.getByRole('checkbox', { name: manualName })).toBeChecked();
  await edit.getByRole('checkbox', { name: manualName }).uncheck();
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('标签已保存')).toBeVisible();
  await expect(tagsLine).not.toContainText(manualName);
  const detail = await serverGet<{ data: StudentDetail }>(baseURL!, STUDENT_PATHS.detail, { id: first.id });
  expect(detail.data.tags.some((t) => t.id === manual.id)).toBe(false);
  expect((await serverGet<Rows<Student>>(baseURL!, STUDENT_PATHS.findList, { pageSize: 100, tag: manual.id })).totalCount).toBe(1);
});
