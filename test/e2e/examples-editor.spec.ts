import { test, expect, type Page, type Request } from '@playwright/test';
import { PASSWORD, TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * The third-party editor example, driven as a person would, on the examples origin (PORT+1): it signs in through its
 * own form and calls the API cross-origin. (examples-legacy.spec.ts drives the legacy page on the console's origin.)
 */

const mainOrigin = (baseURL: string) => new URL(baseURL).origin;
function examplesOrigin(baseURL: string): string {
  const main = new URL(baseURL);
  return `${main.protocol}//${main.hostname}:${Number(main.port) + 1}`;
}
const editorURL = (baseURL: string) => `${examplesOrigin(baseURL)}/examples/editor.html`;

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
