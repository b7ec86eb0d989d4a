import { test, expect, type Page, type Request } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeWav } from '@test/fixtures/media.ts';
import { apiGet, apiLogin, loginWithPassword, PASSWORD, TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { serverRows } from './support/materials.ts';

/**
 * The example pages, driven as a person would: the legacy V1.0 page on the console's own origin (the widgets share
 * the console's session) and the third-party editor on the examples origin (PORT+1), which signs in through its own
 * form and calls the API cross-origin.
 */

const LEGACY = '/examples/legacy-v1.html';
const files = mkdtempSync(join(tmpdir(), 'lectern-examples-'));
/** a name no other test (or run against the same data) uses; keyword search needs three characters or more */
const unique = (stem: string) => `${stem}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const mainOrigin = (baseURL: string) => new URL(baseURL).origin;
function examplesOrigin(baseURL: string): string {
  const main = new URL(baseURL);
  return `${main.protocol}//${main.hostname}:${Number(main.port) + 1}`;
}
const editorURL = (baseURL: string) => `${examplesOrigin(baseURL)}/examples/editor.html`;

const bell = (page: Page) => page.locator('lectern-notification-bell');
const uploader = (page: Page) => page.locator('lectern-uploader');
const library = (page: Page) => page.locator('lectern-material-library');

async function signInToConsole(page: Page) {
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs in with the editor page's own form, answering the token the page received. */
async function signInOnEditor(page: Page): Promise<string> {
  await expect(page.getByLabel('手机号')).toHaveValue(TEACHER);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  const login = page.waitForResponse((response) => response.url().includes('/api/v3/account/web_login'));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const answer = (await (await login).json()) as { result: string; data: { token: { id: string } } };
  expect(answer.result).toBe('ok');
  await expect(page.locator('#who')).toHaveText('已登录：林老师');
  return answer.data.token.id;
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

test.describe('the third-party editor (another origin)', () => {
  test('signed out, a picker asks to sign in; signed in with the form, pictures and a video are inserted and load', async ({ page, baseURL }) => {
    test.slow();
    await page.goto(editorURL(baseURL!));
    await expect(page.getByRole('heading', { name: '图文编辑器' })).toBeVisible();

    await page.getByRole('button', { name: '插入图片' }).click();
    const prompt = page.getByRole('dialog', { name: '请先登录' });
    await expect(prompt).toBeVisible();
    const toForm = prompt.getByRole('link', { name: '去登录' });
    await expect(toForm).toHaveAttribute('href', '#signin');
    await toForm.click();
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(/#signin$/);

    await signInOnEditor(page);
    const editor = page.getByRole('textbox', { name: '正文' });

    // pictures
    await page.getByRole('button', { name: '插入图片' }).click();
    const pictures = page.getByRole('dialog', { name: '选择图片' });
    await expect(pictures).toBeVisible();
    await pictures.getByRole('checkbox', { name: '写作课封面.png', exact: true }).check();
    await pictures.getByRole('checkbox', { name: '讲师头像.png', exact: true }).check();
    await expect(pictures.getByText('已选图片 2', { exact: true })).toBeVisible();
    await pictures.getByRole('button', { name: '确定' }).click();
    await expect(pictures).toBeHidden();
    const images = editor.locator('img[data-source-type="picture"]');
    await expect(images).toHaveCount(2);
    await expect(images.nth(0)).toHaveAttribute('alt', /写作课封面/);
    for (const image of await images.all()) {
      expect(new URL((await image.getAttribute('src'))!).origin).toBe(mainOrigin(baseURL!));
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    }

    // a video, from the general picker
    await page.getByRole('button', { name: '插入素材' }).click();
    const any = page.getByRole('dialog', { name: '选择视频' });
    await expect(any).toBeVisible();
    await expect(any.getByRole('tab')).toHaveText(['图片', '音频', '视频', '文档']);
    await expect(any.getByRole('tab', { name: '图片', exact: true })).toHaveAttribute('aria-selected', 'true');
    await any.getByRole('tab', { name: '视频', exact: true }).click();
    await expect(any.getByRole('tab', { name: '视频', exact: true })).toHaveAttribute('aria-selected', 'true');
    const ready = any.getByRole('row').filter({ hasText: '正常' }).filter({ hasText: '第1课 写作入门.mp4' });
    await ready.getByRole('checkbox', { name: '第1课 写作入门.mp4', exact: true }).check();
    await expect(any.getByText('已选 1', { exact: true })).toBeVisible();

    // the page with the picker open passes axe, the widgets' shadow roots included
    await expectNoAxeViolations(page);

    await any.getByRole('button', { name: '确定' }).click();
    await expect(any).toBeHidden();
    const video = editor.locator('video[data-source-type="video"]');
    await expect(video).toHaveCount(1);
    await expect(video).toHaveAttribute('controls', '');
    const src = (await video.getAttribute('src'))!;
    expect(new URL(src).origin).toBe(mainOrigin(baseURL!));
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1); // HAVE_METADATA: the browser fetched and understood the file
    expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(0);
    // and the address works for anyone who has it, in ranges, as a player asks
    const ranged = await fetch(src, { headers: { range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-type')).toMatch(/^video\//);
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);
  });

  test('cancel closes the picker and inserts nothing', async ({ page, baseURL }) => {
    await page.goto(editorURL(baseURL!));
    await signInOnEditor(page);
    await page.getByRole('button', { name: '插入素材' }).click();
    const any = page.getByRole('dialog', { name: '选择视频' });
    await expect(any).toBeVisible();
    await any.getByRole('checkbox', { name: '写作课封面.png', exact: true }).check();
    await any.getByRole('button', { name: '取消' }).click();
    await expect(any).toBeHidden();
    await expect(page.locator('#editor').locator('img, video, audio, a')).toHaveCount(0);
    // opening it again starts from nothing chosen
    await page.getByRole('button', { name: '插入素材' }).click();
    await expect(any.getByText('已选 0', { exact: true })).toBeVisible();
  });

  test('the page calls the API cross-origin with the token in the Authorization header, never in an address', async ({ page, baseURL }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto(editorURL(baseURL!));
    const token = await signInOnEditor(page);

    await page.getByRole('button', { name: '插入图片' }).click();
    const pictures = page.getByRole('dialog', { name: '选择图片' });
    await pictures.getByRole('checkbox', { name: '故事结构海报.png', exact: true }).check();
    await pictures.getByRole('button', { name: '确定' }).click();
    const image = page.locator('#editor img[data-source-type="picture"]');
    await expect(image).toHaveCount(1);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const main = mainOrigin(baseURL!);
    expect(new URL(page.url()).origin).not.toBe(main);
    const api = requests.filter((request) => request.url().startsWith(`${main}/api/`));
    const authorized = [];
    for (const request of api) {
      const headers = await request.allHeaders();
      if (headers.authorization) authorized.push({ url: request.url(), authorization: headers.authorization, origin: headers.origin });
    }
    // the material list and the categories at least, each sent from this page's origin with the token
    expect(authorized.filter((call) => call.url.includes('/findSources')).length).toBeGreaterThan(0);
    for (const call of authorized) {
      expect(call.authorization).toMatch(new RegExp(`^(Bearer )?${token}$`));
      expect(call.origin).toBe(examplesOrigin(baseURL!));
    }
    // the widget script itself came from the main server
    expect(requests.some((request) => request.url().startsWith(`${main}/widgets/lectern-widgets.js`))).toBe(true);
    // no address the page asked for (API, widget code, pictures) carries the token
    const leaking = requests.map((request) => request.url()).filter((url) => url.includes(token) || url.includes(encodeURIComponent(token)));
    expect(leaking).toEqual([]);
  });
});
