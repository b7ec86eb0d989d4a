import { test, expect, type Page } from '@playwright/test';
import { apiGet, apiLogin, loginWithPassword, TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * 教学管理 as the demo teacher: the teachers who appear on courses. The seeded teachers show with the demo
 * avatar; a new one with an avatar picked from the library stays after a reload and is stored on the server; the
 * search lives in the address bar; deleting asks first.
 */

const unique = (stem: string) => `${stem}${Date.now().toString(36).slice(-4)}`;
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function serverTeachers(baseURL: string): Promise<{ name: string; avatar_id: number; intro: string }[]> {
  const session = await apiLogin(baseURL, TEACHER);
  const answer = await apiGet(baseURL, '/api/v3/teach/teacher/findList?pageSize=100', session.data.token.id);
  expect(answer.result).toBe('ok');
  return answer.rows as { name: string; avatar_id: number; intro: string }[];
}

test('teachers: the seeded ones with the demo avatar, a new one with an avatar from the library, search, edit and delete', async ({ page, baseURL }) => {
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  // from the menu, not by address
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('button', { name: '教学管理' }).click();
  await menu.getByRole('link', { name: '讲师', exact: true }).click();
  await expect(page).toHaveURL(/\/teach\/teacher$/);
  await expect(page.getByRole('heading', { level: 1, name: '讲师', exact: true })).toBeVisible();
  await expect(row(page, '周老师')).toContainText('资深写作讲师');
  const avatar = row(page, '周老师').getByRole('img', { name: '周老师' });
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  await expect(row(page, '林晓')).toContainText('摄影构图讲师');
  await expectNoAxeViolations(page);

  const name = unique('吴老师');
  await page.getByRole('button', { name: '新建讲师' }).click();
  const dialog = page.getByRole('dialog', { name: '新建讲师' });
  await dialog.getByLabel('姓名').fill(name);
  await dialog.getByLabel('头衔').fill('书法讲师');
  await dialog.getByLabel('简介').fill('第一行：楷书入门\n第二行：<b>不是 HTML</b>');
  await dialog.getByRole('button', { name: '选择图片' }).click();
  const pictures = page.getByRole('dialog', { name: '选择图片' });
  await pictures.getByRole('checkbox', { name: '讲师头像.png', exact: true }).check();
  await pictures.getByRole('button', { name: '确定' }).click();
  await expect(pictures).toBeHidden();
  await expect(dialog.getByRole('img', { name: '头像' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, name)).toContainText('<b>不是 HTML</b>');
  const stored = (await serverTeachers(baseURL!)).find((teacher) => teacher.name === name);
  expect(stored).toMatchObject({ intro: '第一行：楷书入门\n第二行：<b>不是 HTML</b>' });
  expect(stored!.avatar_id).toBeGreaterThan(0);

  // the search lives in the address bar
  await page.getByRole('searchbox', { name: '搜索讲师姓名' }).fill(name);
  await page.getByRole('searchbox', { name: '搜索讲师姓名' }).press('Enter');
  await expect(page).toHaveURL(/keyword=/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: '搜索讲师姓名' })).toHaveValue(name);
  await expect(row(page, name)).toBeVisible();
  await expect(row(page, '周老师')).toHaveCount(0);

  await row(page, name).getByRole('button', { name: `编辑：${name}` }).click();
  const editor = page.getByRole('dialog', { name: '编辑讲师' });
  await expect(editor.getByLabel('头衔')).toHaveValue('书法讲师');
  await editor.getByLabel('头衔').fill('书法与篆刻讲师');
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(editor).toBeHidden();
  await expect(row(page, name)).toContainText('书法与篆刻讲师');

  await row(page, name).getByRole('button', { name: `删除：${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: '删除' });
  await expect(confirm).toContainText(`确认要删除“${name}”吗？`);
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  expect((await serverTeachers(baseURL!)).map((teacher) => teacher.name)).not.toContain(name);
});

test('courseware: the seeded pieces open their documents; a new one from a document of the library, download switched on, stays after a reload', async ({ page, baseURL }) => {
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/teach/courseware');
  await expect(page.getByRole('heading', { level: 1, name: '课件', exact: true })).toBeVisible();
  await expect(row(page, '第一讲 讲义')).toContainText('允许');
  await expect(row(page, '作业模板（仅在线查看）')).toContainText('仅在线查看');
  const link = row(page, '课程大纲').getByRole('link', { name: '查看文档：课程大纲.pdf' });
  const answer = await page.request.get(new URL((await link.getAttribute('href'))!, baseURL).href);
  expect([answer.status(), answer.headers()['content-type']]).toEqual([200, 'application/pdf']);
  await expectNoAxeViolations(page);

  const name = unique('第二讲 讲义');
  await page.getByRole('button', { name: '新建课件' }).click();
  const dialog = page.getByRole('dialog', { name: '新建课件' });
  await dialog.getByLabel('课件名称').fill(name);
  await dialog.getByRole('button', { name: '保存' }).click();
  // a document is required, and the form says so before anything is sent
  await expect(dialog.getByText('请选择文档')).toBeVisible();
  await dialog.getByRole('button', { name: '选择文档' }).click();
  const selector = page.getByRole('dialog', { name: '选择视频' });
  await expect(selector.getByRole('tab')).toHaveText(['文档']);
  await selector.getByRole('checkbox', { name: '写作课讲义.pdf', exact: true }).check();
  await selector.getByRole('button', { name: '确定' }).click();
  await expect(selector).toBeHidden();
  await expect(dialog).toContainText('写作课讲义.pdf');
  await dialog.getByRole('switch', { name: '允许学员下载' }).check();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(row(page, name)).toContainText('写作课讲义.pdf');
  await expect(row(page, name)).toContainText('允许');

  const session = await apiLogin(baseURL!, TEACHER);
  const stored = (await apiGet(baseURL!, '/api/v3/teach/courseware/findList?pageSize=100', session.data.token.id)).rows as { name: string; downloadable: number; file_name: string }[];
  expect(stored.find((item) => item.name === name)).toMatchObject({ downloadable: 1, file_name: '写作课讲义.pdf' });

  await row(page, name).getByRole('button', { name: `删除：${name}` }).click();
  await page.getByRole('alertdialog', { name: '删除' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
