import { test, expect } from '@playwright/test';
import { apiGet, apiLogin, loginWithPassword, STAFF, TEACHER } from './support/accounts.ts';
import { startServer, type RunningServer } from './support/server.ts';

test.describe('token login', () => {
  test('an access_token in the query signs in and leaves the address bar', async ({ page, baseURL }) => {
    const session = await apiLogin(baseURL!, TEACHER);
    await page.goto(`/dashboard?access_token=${session.data.token.id}`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('林老师');
    expect(page.url()).not.toContain('access_token');
  });

  test('a failed token login goes to /404 with no way back', async ({ page }) => {
    await page.goto('/home');
    await page.goto('/dashboard?access_token=not-a-real-token');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await page.goBack();
    // back leads to the page before, never to the token URL again
    expect(page.url()).not.toContain('access_token');
  });
});

test.describe('short-lived tokens', () => {
  // The client refreshes 30 s before expiry (shared/api/refresh.ts), so a 40 s token counts as expired 10 s after it
  // was issued. The browser's clock is moved on instead of waiting: 11 s on, every token it holds is stale.
  const ACCESS_TTL_SECONDS = 40;
  const UNTIL_STALE_MS = 11_000;
  // a server of its own seeds its demo media at its first start: slow on a busy machine
  test.describe.configure({ timeout: 90_000 });
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer({ LECTERN_ACCESS_TOKEN_TTL: String(ACCESS_TTL_SECONDS) });
  });
  test.afterAll(async () => server.stop());

  test('an expired access token is refreshed once, and the old refresh token is refused afterwards', async ({ page }) => {
    const loginAnswer = page.waitForResponse((response) => response.url().includes('/api/v3/account/web_login'));
    await loginWithPassword(page, TEACHER, `${server.baseURL}/login`);
    const first = (await (await loginAnswer).json()) as { data: { refresh_token: { id: string } } };
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.clock.install();
    await page.clock.setSystemTime(Date.now() + UNTIL_STALE_MS);
    // The fresh pair is stale too on a clock 11 s ahead of the server's: the clock goes back before the page has it.
    const refreshes: string[] = [];
    await page.route('**/api/v3/account/refresh_token*', async (route) => {
      refreshes.push(route.request().url());
      const response = await route.fetch();
      await page.clock.setSystemTime(Date.now());
      await route.fulfill({ response });
    });
    await page.goto(`${server.baseURL}/setting/self`);
    await expect(page.getByRole('heading', { name: '账号设置' })).toBeVisible();
    await expect(page.getByText('13800000000')).toBeVisible();
    expect(refreshes).toHaveLength(1);

    // replaying the rotated refresh token is refused and ends that whole session
    const replay = await fetch(`${server.baseURL}/api/v3/account/refresh_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: first.data.refresh_token.id }),
    });
    const replayAnswer = (await replay.json()) as { result: string; code: number };
    expect(replayAnswer).toMatchObject({ result: 'fail', code: 50012 });

    // the browser's session belonged to the revoked family: its next refresh fails, it logs out with the
    // server's message and returns to the root (spec §8 token refresh failure)
    await page.unrouteAll();
    await page.clock.setSystemTime(Date.now() + UNTIL_STALE_MS);
    await page.goto(`${server.baseURL}/dashboard`);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('alert').filter({ hasText: '重新登录' })).toBeVisible();
  });

  test('disabling a staff account ends its open session at once (50008 → confirm)', async ({ page }) => {
    await loginWithPassword(page, STAFF, `${server.baseURL}/login`);
    await expect(page).toHaveURL(/\/dashboard$/);
    const owner = await apiLogin(server.baseURL, TEACHER);
    const accounts = await apiGet(server.baseURL, '/api/v3/teacher_hybrid/account/list', owner.data.token.id);
    const staff = (accounts.rows as { id: number; phone: string }[]).find((row) => row.phone === STAFF)!;
    await fetch(`${server.baseURL}/api/v3/teacher_hybrid/account/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: owner.data.token.id },
      body: JSON.stringify({ id: staff.id, status: 0 }),
    });
    await page.goto(`${server.baseURL}/setting/self`);
    const dialog = page.getByRole('alertdialog', { name: '确认退出' });
    await expect(dialog).toBeVisible();
    // the dialog keeps keyboard focus inside itself
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    // Escape cancels: the teacher stays on the page
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/setting\/self$/);
    // re-enable so other tests of this server keep the account
    await fetch(`${server.baseURL}/api/v3/teacher_hybrid/account/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: owner.data.token.id },
      body: JSON.stringify({ id: staff.id, status: 1 }),
    });
  });

  // on this server of its own, so that the staff account disabled for a moment disturbs no other spec file
  test('the main account disables and enables a staff account in 账号设置, and the row follows the server', async ({ page }) => {
    await loginWithPassword(page, TEACHER, `${server.baseURL}/login`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${server.baseURL}/setting/self`);
    const row = page.getByRole('region', { name: '员工账号' }).getByRole('row').filter({ hasText: STAFF });
    const owner = await apiLogin(server.baseURL, TEACHER);
    const status = async () =>
      ((await apiGet(server.baseURL, '/api/v3/teacher_hybrid/account/list', owner.data.token.id)).rows as { phone: string; status: number }[]).find((account) => account.phone === STAFF)!.status;
    await expect(row).toContainText('启用中');
    await row.getByRole('button', { name: '停用' }).click();
    await expect(page.getByText('操作成功')).toBeVisible();
    await expect(row).toContainText('已停用');
    expect(await status()).toBe(0);
    await row.getByRole('button', { name: '启用' }).click();
    await expect(row).toContainText('启用中');
    expect(await status()).toBe(1);
  });
});

test.describe('an access token the server calls expired', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer({ LECTERN_ACCESS_TOKEN_TTL: '3' });
  });
  test.afterAll(async () => server.stop());

  test('an answer of 50014 opens the confirm-logout dialog, and confirming goes to login', async ({ page }) => {
    // the token the page holds: the login's, or the last refresh's (a 3 s token is always due for a refresh)
    let token = '';
    page.on('response', async (response) => {
      if (!/\/api\/v3\/account\/(web_login|refresh_token)/.test(response.url())) return;
      const answer = (await response.json().catch(() => undefined)) as { data?: { token?: { id: string } } } | undefined;
      if (answer?.data?.token) token = answer.data.token.id;
    });
    await loginWithPassword(page, TEACHER, `${server.baseURL}/login`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.waitForLoadState('networkidle');
    // The browser's clock runs ten minutes behind the server's: it still trusts a token the server calls expired.
    await page.clock.install({ time: Date.now() - 10 * 60_000 });
    await expect.poll(async () => (await apiGet(server.baseURL, '/api/v3/account/get_user_info', token)).code).toBe(50014);
    // A refresh already on its way when the clock moved may hand the page a token younger than the one polled
    // above; that one too is expired within 3 s, so the navigation is tried again until the server refuses it.
    const dialog = page.getByRole('alertdialog', { name: '确认退出' });
    await expect(async () => {
      await page.goto(`${server.baseURL}/setting/self`);
      await expect(dialog).toBeVisible({ timeout: 4000 });
    }).toPass({ timeout: 20_000 });
    await dialog.getByRole('button', { name: '重新登录' }).click();
    await expect(page).toHaveURL(/\/login/);
  });
});

test('when the API is unreachable the teacher sees a network message, and after more than 5 failures the login opens', async ({ page }) => {
  const server = await startServer();
  try {
    await loginWithPassword(page, TEACHER, `${server.baseURL}/login`);
    await expect(page).toHaveURL(/\/dashboard$/);
    // every call of the dashboard has its answer before the server goes away; the page stays open
    await expect(page.locator('[data-figure="planets"] strong')).not.toHaveText('—');
    await page.waitForLoadState('networkidle');
    await server.kill();
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().includes('/api/')) failed.push(request.url());
    });
    const bell = page.getByRole('button', { name: /消息通知/ });
    const networkMessage = page.getByRole('alert').filter({ hasText: '网络异常，请检查网络连接' }).first();
    // each opening of the notification drawer asks for the unread counts and the first page of messages, and
    // both fail; up to five failures in a row the teacher stays, with the message
    for (let opened = 0; failed.length <= 5; opened += 1) {
      expect(opened).toBeLessThan(6);
      const before = failed.length;
      await bell.click();
      await expect.poll(() => failed.length, { message: failed.join('\n') }).toBeGreaterThan(before);
      if (failed.length > 5) break;
      await expect(networkMessage).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: '消息通知' })).toBeHidden();
    }
    // more than five clear the session and open the login page
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('_token'))).toBeNull();
    await page.goto(`${server.baseURL}/home`).catch(() => undefined);
  } finally {
    await server.stop();
  }
});
