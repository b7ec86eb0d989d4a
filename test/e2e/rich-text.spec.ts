import { test, expect } from '@playwright/test';
import { apiGet, apiLogin, loginWithPassword, TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * The rich-text editor's media buttons as the demo teacher: 插入图片 opens the picture selector, 插入媒体 the general
 * selector; what was picked goes in by material id, and the server keeps it so.
 */

const unique = (stem: string) => `${stem}${Date.now().toString(36).slice(-4)}`;

test('the rich-text editor inserts a picture through 选择图片 and audio through the general selector 选择视频, kept by material id', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  const item = unique('配图与朗读');
  await page.goto('/content/rich/edit');
  await page.getByLabel('课程标题', { exact: true }).fill(item);
  await page.getByRole('textbox', { name: '课程详情' }).click();
  await page.keyboard.type('先看图');

  await page.getByRole('button', { name: '插入图片' }).click();
  const pictures = page.getByRole('dialog', { name: '选择图片' });
  await expect(pictures.getByPlaceholder('请输入分组名称')).toBeVisible();
  await expect(pictures.getByRole('option').first()).toHaveText(/^全部\s*\d+$/);
  await expect(pictures.getByRole('tab')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await pictures.getByRole('checkbox', { name: '写作课封面.png', exact: true }).check();
  await expect(pictures.getByText('已选图片 1', { exact: true })).toBeVisible();
  await pictures.getByRole('button', { name: '确定' }).click();
  await expect(pictures).toBeHidden();

  await page.getByRole('button', { name: '插入媒体' }).click();
  const media = page.getByRole('dialog', { name: '选择视频' });
  await expect(media.getByRole('tab')).toHaveText(['图片', '音频', '视频']);
  await expect(media.getByRole('tab', { name: '图片' })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);
  // Escape closes it without a change
  await page.keyboard.press('Escape');
  await expect(media).toBeHidden();
  await page.getByRole('button', { name: '插入媒体' }).click();
  await media.getByRole('tab', { name: '音频' }).click();
  await media.getByRole('tabpanel').getByRole('row').nth(1).getByRole('checkbox').check();
  await expect(media.getByText('已选 1', { exact: true })).toBeVisible();
  await media.getByRole('button', { name: '确定' }).click();
  await expect(media).toBeHidden();
  const details = page.getByRole('textbox', { name: '课程详情' });
  await expect(details.locator('img[data-material-id]')).toHaveCount(1);
  await expect(details.locator('audio[data-material-id]')).toHaveCount(1);

  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/content\/rich$/);
  const session = await apiLogin(baseURL!, TEACHER);
  const list = await apiGet(baseURL!, `/api/v3/course/findList?type=richtext&single=1&pageSize=100`, session.data.token.id);
  const saved = (list.rows as { title: string; content: string }[]).find((course) => course.title === item)!;
  // read back with fresh signed addresses, the picture before the audio
  expect(saved.content).toMatch(/<img [^>]*data-material-id="[1-9][0-9]*"[^>]*>.*<audio controls[^>]* data-material-id="[1-9][0-9]*"/);
});
