import { test, expect, type Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeWav } from '@test/fixtures/media.ts';
import { apiGet, apiLogin, loginWithPassword, TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { serverRows } from './support/materials.ts';

/**
 * The legacy V1.0 example page, driven as a person would, on the console's own origin: the widgets share the
 * console's session. (examples-editor.spec.ts drives the third-party editor on another origin.)
 */

const LEGACY = '/examples/legacy-v1.html';
const files = mkdtempSync(join(tmpdir(), 'lectern-examples-'));
/** a name no other test (or run against the same data) uses; keyword search needs three characters or more */
const unique = (stem: string) => `${stem}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const bell = (page: Page) => page.locator('lectern-notification-bell');
const uploader = (page: Page) => page.locator('lectern-uploader');
const library = (page: Page) => page.locator('lectern-material-library');

async function signInToConsole(page: Page) {
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('the legacy V1.0 page (same origin as the console)', () => {
  test('signed out, each widget shows the way to sign in instead of an empty list', async ({ page }) => {
    await page.goto(LEGACY);
    // the library has room for the whole prompt; the bell and the upload button, small inline widgets, show the link
    await expect(library(page).getByRole('heading', { name: '请先登录' })).toBeVisible();
    for (const widget of [bell(page), uploader(page), library(page)]) {
      const link = widget.getByRole('link', { name: '去登录' });
      await expect(link).toBeVisible();
      // to the console's sign-in page, which comes back here
      await expect(link).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(page.url())}`);
    }
    await expect(uploader(page).getByRole('button', { name: '上传', exact: true })).toHaveCount(0);
    await expect(library(page).getByRole('tab')).toHaveCount(0);
    await expect(bell(page).getByRole('button', { name: /消息通知/ })).toHaveCount(0);
    await expect(bell(page).locator('[part="badge"]')).toHaveCount(0);
  });

  test('signing in in another tab fills the open page at once, and signing out there empties it', async ({ page, context }) => {
    await page.goto(LEGACY);
    await expect(library(page).getByRole('heading', { name: '请先登录' })).toBeVisible();
    const consoleTab = await context.newPage();
    await signInToConsole(consoleTab);
    // no reload: the widgets follow the session the console keeps in this origin's storage
    await expect(library(page).getByText('写作课封面.png', { exact: true })).toBeVisible();
    await expect(bell(page).locator('[part="badge"]')).toBeVisible();
    await consoleTab.getByRole('button', { name: '账号菜单' }).click();
    await consoleTab.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(library(page).getByRole('heading', { name: '请先登录' })).toBeVisible();
    await expect(library(page).getByRole('tab')).toHaveCount(0);
  });

  test('signed in once in the console, the page shows the unread total in the bell and the title, and the demo pictures', async ({ page, baseURL }) => {
    await signInToConsole(page);
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    await page.goto(LEGACY);
    // the page names its icon, so the browser never asks for a missing /favicon.ico
    const icon = new URL((await page.locator('link[rel=icon]').getAttribute('href'))!, page.url());
    expect((await page.request.get(icon.href)).status()).toBe(200);
    const session = await apiLogin(baseURL!, TEACHER);
    const unread = async () =>
      ((await apiGet(baseURL!, '/api/v3/column_hybrid/douyin/unread_message_count', session.data.token.id)).data as { all: number }).all;
    const all = await unread();
    expect(all).toBeGreaterThan(0); // the demo teacher has unread notifications of every type
    await expect(bell(page).locator('[part="badge"]')).toHaveText(all > 99 ? '99+' : String(all));
    await expect(bell(page).getByRole('button', { name: `消息通知，${all} 条未读` })).toBeVisible();
    await expect(page).toHaveTitle(`(${all}) 素材管理 - 知识店铺后台 V1.0`);

    await expect(library(page).getByRole('tab', { name: '图片', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(library(page).getByText('写作课封面.png', { exact: true })).toBeVisible();
    await expect(library(page).getByRole('heading', { name: '请先登录' })).toHaveCount(0);
    expect(missing).toEqual([]);
  });

  test('a WAV uploaded with the uploader is reported by the page, appears in the library beside it without a reload, and is stored', async ({ page, baseURL }) => {
    await signInToConsole(page);
    await page.goto(LEGACY);
    await expect(library(page).getByText('写作课封面.png', { exact: true })).toBeVisible();
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });

    const name = `${unique('legacy')}.wav`;
    const wav = writeWav(files, name, 1);
    await uploader(page).getByRole('button', { name: '上传', exact: true }).click();
    const panel = uploader(page).getByRole('dialog', { name: '上传音视频' });
    await expect(panel).toBeVisible();
    await panel.locator('input[type=file]').setInputFiles(wav);
    const item = panel.getByRole('listitem', { name });
    await expect(item).toContainText('音频');
    await expect(item).toContainText(/上传完成|已上传，处理中/, { timeout: 20_000 });
    await panel.getByRole('button', { name: '关闭', exact: true }).last().click();
    await expect(panel).toBeHidden();

    await expect(page.locator('#status')).toHaveText('已上传 1 个文件');
    // the page switched the library to the kind uploaded
    await expect(library(page).getByRole('tab', { name: '音频', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(library(page).getByText(name, { exact: true })).toBeVisible();
    expect(navigations).toBe(0);

    const stored = await serverRows(baseURL!, TEACHER, 'audio', { keyword: name.replace(/\.wav$/, '') });
    expect(stored.rows.map((row) => row.file_name)).toEqual([name]);
  });

  test('the shell widgets on the page: a readable drawer under the white bell, the guide, the help window, the offline banner', async ({ page, context }) => {
    test.slow(); // four widgets, each fetched on first use, and an axe run
    await page.setViewportSize({ width: 1400, height: 900 }); // the guide is 1271 px wide
    await signInToConsole(page);
    await page.goto(LEGACY);

    // the page whitens only the bell's button (::part); the drawer keeps the widget's dark text on white
    await bell(page).getByRole('button', { name: /^消息通知/ }).click();
    const drawer = bell(page).getByRole('dialog', { name: '消息通知' });
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('[part="drawer"]')).toHaveCSS('color', 'rgb(31, 37, 51)');
    await expect(drawer.getByRole('list', { name: '消息列表' }).getByRole('listitem').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // the demo teacher has seen the guide: it does not open by itself, the header link opens it
    const guide = page.locator('lectern-guide').getByRole('dialog', { name: '新手引导' });
    await expect(guide).toHaveCount(0);
    await page.getByRole('link', { name: '新手指引' }).click();
    await expect(guide).toBeVisible();
    expect((await guide.boundingBox())?.width).toBe(1271);
    await guide.getByRole('button', { name: '下一步 1/5' }).click();
    await expect(guide.getByRole('button', { name: '下一步 2/5' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(guide).toHaveCount(0);
    await expect(page.locator('lectern-guide')).not.toHaveAttribute('open');

    const help = page.locator('lectern-help').getByRole('button', { name: '帮助', exact: true });
    await help.click();
    const panel = page.locator('lectern-help').getByRole('dialog', { name: '帮助中心' });
    await expect(panel.locator('.lc-help__item-title').first()).toBeVisible();
    // the widgets, not the legacy page's own markup (no landmarks, grey footer)
    await expectNoAxeViolations(page, ['lectern-help', 'lectern-notification-bell', 'lectern-uploader', 'lectern-material-library']);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await context.setOffline(true);
    await expect(page.locator('lectern-network-banner').getByRole('alert')).toHaveText('当前处于离线状态');
    await context.setOffline(false);
    await expect(page.locator('lectern-network-banner').getByRole('alert')).toHaveCount(0);
    await expect(page.locator('lectern-storage-full').getByRole('dialog')).toHaveCount(0);
  });

  test("the page's hostile global CSS does not reach inside the widgets", async ({ page }) => {
    await signInToConsole(page);
    await page.goto(LEGACY);
    // the page's own elements do get it
    await expect(page.locator('#status')).toHaveCSS('font-size', '12px');
    await expect(page.locator('.toolbar .tip')).toHaveCSS('font-size', '12px');

    const libraryUpload = library(page).getByRole('button', { name: '上传', exact: true });
    await expect(libraryUpload).toBeVisible();
    await expect(libraryUpload).toHaveCSS('font-size', '14px');
    await expect(libraryUpload).not.toHaveCSS('border-top-color', 'rgb(153, 153, 153)'); // button { border: 1px solid #999 }
    const uploadButton = uploader(page).getByRole('button', { name: '上传', exact: true });
    await expect(uploadButton).toHaveCSS('font-size', '14px');
    await expect(uploadButton).not.toHaveCSS('background-color', 'rgb(244, 244, 244)'); // button { background: #f4f4f4 }
    // `* { padding: 0 }` and `td { border }` stop at the shadow root too
    await expect(uploadButton).not.toHaveCSS('padding-left', '0px');
    await expect(library(page).getByRole('tab', { name: '图片', exact: true })).toHaveCSS('font-size', '14px');
    // what the page does mean to reach, through ::part, does: the bell's button is white on the dark header
    await expect(bell(page).getByRole('button')).toHaveCSS('color', 'rgb(255, 255, 255)');
  });
});
