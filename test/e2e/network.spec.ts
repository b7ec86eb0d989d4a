import { test, expect, type Page } from '@playwright/test';
import { statSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writePng } from '@test/fixtures/media.ts';
import { apiGet, apiLogin, loginWithPassword, TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { serverRows, uploadThroughDialog } from './support/materials.ts';
import { startServer, type RunningServer } from './support/server.ts';

/**
 * spec §8: the offline and weak-network banners, the storage-full dialog (console and custom elements), and the
 * click-once guard of §5 on the login button.
 */

const OFFLINE = '当前处于离线状态';
const WEAK = '网络较弱，部分功能可能受限';
const files = mkdtempSync(join(tmpdir(), 'lectern-network-'));

/** Chromium's own network emulation (DevTools protocol); `latency` in ms, throughputs in bytes/s, -1 = unlimited */
async function emulateNetwork(page: Page, conditions: { latency: number; downloadThroughput: number; uploadThroughput: number; connectionType?: 'cellular2g' | 'cellular3g' | 'cellular4g' }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...conditions });
  return cdp;
}

test.describe('network banner (console)', () => {
  test.beforeEach(async ({ page }) => {
    await loginWithPassword(page, TEACHER);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  });

  test("going offline shows 'currently offline' at the top of the layout; coming back removes it", async ({ page, context }) => {
    await expect(page.getByText(OFFLINE)).toHaveCount(0);
    await context.setOffline(true);
    const banner = page.getByRole('alert').filter({ hasText: OFFLINE });
    await expect(banner).toBeVisible();
    // at the top: above the navigation bar of the layout
    const bannerBox = (await banner.boundingBox())!;
    const navBox = (await page.getByRole('navigation', { name: '主菜单' }).boundingBox())!;
    expect(bannerBox.y).toBeLessThan(navBox.y + 1);
    expect(bannerBox.y).toBeLessThan(1);
    await context.setOffline(false);
    await expect(page.getByText(OFFLINE)).toHaveCount(0);
  });

  test('a 3g connection with a 600 ms round trip shows the weak-network banner with the measured speed', async ({ page }) => {
    // Chromium's network emulation also sets navigator.connection (effectiveType '3g', rtt about 600 with the
    // browser's own rounding and noise, downlink from the throughput) and fires its `change` event, so the
    // real Network Information API path is exercised, no stand-in.
    const cdp = await emulateNetwork(page, {
      connectionType: 'cellular3g',
      latency: 600,
      downloadThroughput: (750 * 1024) / 8,
      uploadThroughput: (250 * 1024) / 8,
    });
    const banner = page.getByRole('status').filter({ hasText: WEAK });
    await expect(banner).toBeVisible();
    const connection = await page.evaluate(() => {
      const info = (navigator as Navigator & { connection: { effectiveType: string; rtt: number; downlink: number } }).connection;
      return { effectiveType: info.effectiveType, rtt: info.rtt, downlink: info.downlink };
    });
    expect(connection.effectiveType).toBe('3g');
    expect(connection.rtt).toBeGreaterThan(500);
    // the speed shown is the one the browser measures
    await expect(banner).toContainText(`当前网速 ${connection.downlink} Mb/s · 延迟 ${connection.rtt} ms`);
    await expectNoAxeViolations(page);

    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect(page.getByText(WEAK)).toHaveCount(0);
  });

  test('a downlink under 0.5 Mb/s is weak even with a short round trip', async ({ page }) => {
    await emulateNetwork(page, { latency: 20, downloadThroughput: (200 * 1024) / 8, uploadThroughput: (200 * 1024) / 8 });
    await expect.poll(() => page.evaluate(() => (navigator as Navigator & { connection: { downlink: number } }).connection.downlink)).toBeLessThan(0.5);
    await expect(page.getByRole('status').filter({ hasText: WEAK })).toBeVisible();
  });
});

test.describe('network banner (custom element on a host page)', () => {
  test('<lectern-network-banner> works without a session and follows the network', async ({ page, context, baseURL }) => {
    await page.route(`${baseURL}/e2e-network-host.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>host</title>
          <script src="/widgets/lectern-widgets.js"></script></head>
          <body><lectern-network-banner></lectern-network-banner><main><h1>宿主页面</h1></main></body></html>`,
      }),
    );
    await page.goto('/e2e-network-host.html');
    // the widget's code is fetched on first use: let it arrive before the network goes
    await page.waitForLoadState('networkidle');
    const element = page.locator('lectern-network-banner');
    await expect(element.getByText(OFFLINE)).toHaveCount(0);
    await context.setOffline(true);
    await expect(element.getByRole('alert')).toHaveText(OFFLINE);
    await expect(element.locator('[part="banner"]')).toBeVisible();
    await context.setOffline(false);
    await expect(element.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('storage full (a server whose free quota is just above what the demo teacher uses)', () => {
  let server: RunningServer;
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  test.beforeAll(async () => {
    // the seeded materials' size decides the quota: measure it on a server of its own, then start the real one
    const probe = await startServer();
    const session = await apiLogin(probe.baseURL, TEACHER);
    const permission = (await apiGet(probe.baseURL, '/api/v3/media/canUpload', session.data.token.id)).data as { used: number };
    await probe.stop();
    server = await startServer({ LECTERN_FREE_QUOTA_BYTES: String(permission.used + 64) });
  });
  test.afterAll(async () => server?.stop());

  test('a picture upload the quota refuses opens the storage-full dialog; closing it closes it; nothing is stored', async ({ page }) => {
    const picture = writePng(files, '满额-e2e.png', 160, 120);
    expect(statSync(picture).size).toBeGreaterThan(64);
    await loginWithPassword(page, TEACHER, `${server.baseURL}/login`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${server.baseURL}/source`);
    await expect(page.getByRole('tab', { name: '图片', exact: true })).toHaveAttribute('aria-selected', 'true');
    await uploadThroughDialog(page, 'picture', [picture]);

    const dialog = page.getByRole('alertdialog', { name: '存储空间已满' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('您的存储空间已达上限');
    await expect(dialog).toContainText('请联系客服升级存储空间');
    await expect(dialog).toContainText('升级为高级讲师后，上传不再受存储额度限制。');
    await expect(dialog.getByRole('link', { name: '联系客服' })).toHaveAttribute('href', `${server.baseURL}/helps`);
    await expect(page.getByRole('alertdialog', { name: '存储空间已满' })).toHaveCount(1);
    await dialog.getByRole('button', { name: '关闭', exact: true }).last().click();
    await expect(dialog).toBeHidden();
    expect((await serverRows(server.baseURL, TEACHER, 'picture', { keyword: '满额-e2e' })).totalCount).toBe(0);
  });

  test('on a host page the widgets open it from their feedback layer without a <lectern-storage-full>; with one, only the element shows it', async ({ page }) => {
    const host = (withElement: boolean) => `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>host</title>
      <script src="/widgets/lectern-widgets.js"></script></head>
      <body><main><lectern-material-library kind="picture"></lectern-material-library></main>
      ${withElement ? '<lectern-storage-full id="full"></lectern-storage-full>' : ''}</body></html>`;
    await page.route(`${server.baseURL}/e2e-host-*.html`, (route) =>
      route.fulfill({ contentType: 'text/html', body: host(route.request().url().includes('with-element')) }),
    );
    await loginWithPassword(page, TEACHER, `${server.baseURL}/login`);
    await expect(page).toHaveURL(/\/dashboard$/);

    for (const withElement of [false, true]) {
      await page.goto(`${server.baseURL}/e2e-host-${withElement ? 'with-element' : 'plain'}.html`);
      const library = page.locator('lectern-material-library');
      await expect(library.getByRole('tab', { name: '图片', exact: true })).toHaveAttribute('aria-selected', 'true');
      await library.getByRole('button', { name: '上传', exact: true }).click();
      const upload = library.getByRole('dialog', { name: '上传图片' });
      await upload.locator('input[type=file]').setInputFiles(writePng(files, `宿主满额-${withElement}.png`, 160, 120));
      await upload.getByRole('button', { name: '开始上传' }).click();

      const dialog = page.getByRole('alertdialog', { name: '存储空间已满' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('您的存储空间已达上限');
      // once on the page, whichever shows it
      await expect(dialog).toHaveCount(1);
      const owner = withElement ? page.locator('lectern-storage-full') : page.locator('[data-lectern-feedback]');
      await expect(owner.getByRole('alertdialog', { name: '存储空间已满' })).toBeVisible();
      if (withElement) {
        const closed = page.evaluate(() => new Promise<boolean>((resolve) => document.addEventListener('lectern-close', (event) => resolve((event.target as Element).id === 'full'), { once: true })));
        await dialog.getByRole('button', { name: '关闭', exact: true }).last().click();
        expect(await closed).toBe(true);
      } else {
        await dialog.getByRole('button', { name: '关闭', exact: true }).last().click();
      }
      await expect(dialog).toHaveCount(0);
    }

    // the page opens it itself with `open`, and the dialog removes the attribute when closed
    await page.locator('lectern-storage-full').evaluate((element) => ((element as HTMLElement & { open: boolean }).open = true));
    const opened = page.getByRole('alertdialog', { name: '存储空间已满' });
    await expect(opened).toBeVisible();
    await expect(opened.getByRole('link', { name: '联系客服' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(opened).toHaveCount(0);
    await expect(page.locator('lectern-storage-full')).not.toHaveAttribute('open');
  });
});

test.describe('click-once guard (spec §5, §9: 2000 ms)', () => {
  test('the login button is disabled right after a click, though nothing is loading, and can be used again later', async ({ page }) => {
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v3/account/web_login')) logins.push(request.url());
    });
    await page.goto('/login');
    // a malformed phone number: the form answers at once and sends nothing, so only the guard can hold the button
    await page.getByLabel('手机号').fill('1380000');
    await page.getByLabel('密码', { exact: true }).fill('x');
    const button = page.getByRole('button', { name: '登录', exact: true });
    await button.click();
    await expect(page.getByText('请输入 11 位手机号')).toBeVisible();
    await expect(button).toBeDisabled();
    await expect(button).not.toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeEnabled();
    expect(logins).toEqual([]);
    // and a real attempt then goes through: one click, one request
    await page.getByLabel('手机号').fill(TEACHER);
    await page.getByLabel('密码', { exact: true }).fill('not-the-password');
    await button.click();
    await expect(page.getByRole('alert').filter({ hasText: '手机号或密码错误' })).toBeVisible();
    expect(logins).toHaveLength(1);
  });
});
