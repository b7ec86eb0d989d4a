import { test, expect, type Page } from '@playwright/test';
import { apiGet, apiLogin, loginWithPassword, TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * 教学管理 › 教材 as the demo teacher: the seeded book shows its demo cover and courses; a new one with a
 * cover picked from the library, an ISBN typed with hyphens, a price in 元 and a demo course is refused while its
 * ISBN is wrong, then stored on the server as 13 digits and fen, and stays on screen after a reload.
 */

const unique = (stem: string) => `${stem}${Date.now().toString(36).slice(-4)}`;
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

type Stored = { title: string; author: string; isbn: string; price: number; cover_id: number; courses: { title: string }[] };

async function serverBook(baseURL: string, title: string): Promise<Stored | undefined> {
  const session = await apiLogin(baseURL, TEACHER);
  const answer = await apiGet(baseURL, `/api/v3/teach/book/findList?pageSize=100&keyword=${encodeURIComponent(title)}`, session.data.token.id);
  expect(answer.result).toBe('ok');
  return (answer.rows as Stored[]).find((book) => book.title === title);
}

test('books: the seeded one with its cover and courses; a new one with a cover, an ISBN with hyphens, a price and a course', async ({ page, baseURL }) => {
  // three axe passes and two library pictures decoded: more than the default 45 s on a busy two-core machine
  test.setTimeout(90_000);
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('button', { name: '教学管理' }).click();
  await menu.getByRole('link', { name: '教材', exact: true }).click();
  await expect(page).toHaveURL(/\/teach\/book$/);
  await expect(page.getByRole('heading', { level: 1, name: '教材', exact: true })).toBeVisible();
  const seeded = row(page, '故事的解剖');
  await expect(seeded).toContainText('罗伯特·麦基 · 漫游者文化');
  await expect(seeded).toContainText('9789865671068');
  await expect(seeded).toContainText('¥68.00');
  await expect(seeded).toContainText('写作入门：从一句话到一篇文章，从零开始写小说（组合课）');
  const seededCover = seeded.getByRole('img', { name: '故事的解剖 的封面' });
  await expect.poll(() => seededCover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
  await expectNoAxeViolations(page);

  const title = unique('写作训练手册');
  await page.getByRole('button', { name: '新建教材' }).click();
  const dialog = page.getByRole('dialog', { name: '新建教材' });
  await dialog.getByLabel('教材名称').fill(title);
  await dialog.getByLabel('作者').fill('林老师');
  await dialog.getByLabel('出版社').fill('写作出版社');
  await dialog.getByLabel('ISBN').fill('978-7-5404-5992-4');
  await dialog.getByRole('button', { name: '选择图片' }).click();
  const pictures = page.getByRole('dialog', { name: '选择图片' });
  await pictures.getByRole('checkbox', { name: '写作课封面.png', exact: true }).check();
  await pictures.getByRole('button', { name: '确定' }).click();
  await expect(pictures).toBeHidden();
  await expect(dialog.getByRole('img', { name: '封面' })).toBeVisible();
  await dialog.getByLabel('售价（元）').fill('39.8');
  await dialog.getByRole('checkbox', { name: '写作课讲义精读', exact: true }).check();
  await dialog.getByLabel('简介').fill('每课一练，配范文。');

  // a wrong check digit: the form says so under the field and sends nothing
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('ISBN 格式不正确，请填写 13 位 ISBN')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await serverBook(baseURL!, title)).toBeUndefined();

  await dialog.getByLabel('ISBN').fill('978-7-5404-5992-5');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const stored = await serverBook(baseURL!, title);
  expect(stored).toMatchObject({ author: '林老师', isbn: '9787540459925', price: 3_980, courses: [{ title: '写作课讲义精读' }] });
  expect(stored!.cover_id).toBeGreaterThan(0);

  await page.reload();
  const mine = row(page, title);
  await expect(mine).toContainText('林老师 · 写作出版社');
  await expect(mine).toContainText('9787540459925');
  await expect(mine).toContainText('¥39.80');
  await expect(mine).toContainText('写作课讲义精读');
  const cover = mine.getByRole('img', { name: `${title} 的封面` });
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);

  // the edit dialog opens with what was saved: the price in 元, the course ticked
  await mine.getByRole('button', { name: `编辑：${title}` }).click();
  const editor = page.getByRole('dialog', { name: '编辑教材' });
  await expect(editor.getByLabel('售价（元）')).toHaveValue('39.8');
  await expect(editor.getByRole('checkbox', { name: '写作课讲义精读', exact: true })).toBeChecked();
  await expectNoAxeViolations(page);
  await editor.getByRole('button', { name: '取消' }).click();

  await mine.getByRole('button', { name: `删除：${title}` }).click();
  await page.getByRole('alertdialog', { name: '删除' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  expect(await serverBook(baseURL!, title)).toBeUndefined();
});
