import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import { apiGet, apiLogin, loginWithPassword, TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/** axe on the help panel alone (the whole page is checked once, with the panel open) */
async function expectAccessiblePanel(page: Page) {
  const results = await new AxeBuilder({ page }).include('.lc-help__panel').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

type Row = { id: number; title: string; views: number; message?: string; contact?: string; page?: string };

test('the floating help window: search 上传, read an article, leave a message for the assistant', async ({ page, baseURL }) => {
  test.slow(); // one long journey with three axe runs
  const session = await apiLogin(baseURL!, TEACHER);
  const token = session.data.token.id;
  const search = async (keyword: string) =>
    (await apiGet(baseURL!, `/api/v3/help/search?keyword=${encodeURIComponent(keyword)}&pageSize=50`, token)).rows as Row[];

  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  const help = page.getByRole('button', { name: '帮助', exact: true });
  await expect(help).toBeVisible();
  // in the console's top bar, off the page's content; the window drops from under the bar at the right
  await expect(page.getByRole('banner').getByRole('button', { name: '帮助', exact: true })).toBeVisible();

  await help.click();
  const panel = page.getByRole('dialog', { name: '帮助中心' });
  await expect(panel).toBeVisible();
  const [bar, shown, viewport] = [(await page.getByRole('banner').boundingBox())!, (await panel.boundingBox())!, page.viewportSize()!];
  expect(shown.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  expect(shown.x + shown.width).toBeLessThanOrEqual(viewport.width);
  expect(shown.y + shown.height).toBeLessThanOrEqual(viewport.height);
  const hot = (await apiGet(baseURL!, '/api/v3/help/hot', token)).rows as Row[];
  await expect(panel.locator('.lc-help__item-title')).toHaveText(hot.map((row) => row.title));

  await panel.getByRole('searchbox', { name: '搜索帮助' }).fill('上传');
  const found = await search('上传');
  await expect(panel.getByRole('status')).toHaveText(`找到 ${found.length} 条相关结果`);
  await expect(panel.locator('.lc-help__item-title')).toHaveText(found.map((row) => row.title));
  await expectNoAxeViolations(page);

  const title = '如何上传素材？';
  const before = (await search(title)).find((row) => row.title === title)!.views;
  await panel.getByRole('button', { name: title }).click();
  await expect(panel.getByRole('heading', { name: title })).toBeFocused();
  await expect(panel.getByText('点击「上传」', { exact: false })).toBeVisible();
  await expect.poll(async () => (await search(title)).find((row) => row.title === title)!.views).toBe(before + 1);
  await expectAccessiblePanel(page);

  await panel.getByRole('button', { name: '联系助理' }).click();
  const message = `上传视频时进度停在 99%，请帮忙看看（${Date.now()}）`;
  await panel.getByLabel('留言内容').fill(message);
  await panel.getByLabel('联系方式（选填）').fill('13900001234');
  await expectAccessiblePanel(page);
  await panel.getByRole('button', { name: '提交留言' }).click();
  await expect(panel.getByRole('status')).toHaveText(/^已收到您的留言（编号 \d+），助理会尽快回复您。$/);
  const number = Number(/编号 (\d+)/.exec((await panel.getByRole('status').textContent()) ?? '')![1]);
  const stored = (await apiGet(baseURL!, '/api/v3/help/contact/list', token)).rows as Row[];
  expect(stored[0]).toMatchObject({ id: number, message, contact: '13900001234', page: '/dashboard' });

  // back to the article it came from, then Escape closes the window and the focus is on the button again
  await panel.getByRole('button', { name: '返回' }).click();
  await expect(panel.getByRole('heading', { name: title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(help).toBeFocused();
});

test('on the material screen the help button stays below the upload dialog', async ({ page }) => {
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/source');
  const help = page.getByRole('button', { name: '帮助', exact: true });
  await expect(help).toBeVisible();
  // the upload dialog covers the help button
  await page.getByRole('button', { name: '上传', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: '上传图片' });
  await expect(dialog).toBeVisible();
  const box = (await help.boundingBox())!;
  const onTop = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.getAttribute('aria-label') ?? '', [box.x + box.width / 2, box.y + box.height / 2]);
  expect(onTop).not.toBe('帮助');
});
