import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { test, expect, type Page } from '@playwright/test';
import { DATABASE_FILE } from '@server/db/database.ts';
import type { AccountMode } from '@server/areas/account/schema.ts';
import type { Database } from '@server/db/schema.ts';
import { hashPassword } from '@server/security/passwords.ts';
import { createUserService } from '@server/areas/account/users.ts';
import { apiGet, apiLogin, loginWithPassword, PASSWORD, TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// The seeded demo accounts have seen the guides (so the other specs land on a plain dashboard); these tests
// sign in as new accounts, written into the shared e2e server's database as a new teacher would be.
async function newAccount(mode: AccountMode = 'teacher'): Promise<string> {
  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const sqlite = new SQLite(join(process.env.LECTERN_E2E_DIR!, 'data', DATABASE_FILE));
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    const users = createUserService({ db, now: Date.now, accessTokenTtl: 7200, refreshTokenTtl: 86_400, log: console });
    const passwordHash = await hashPassword(PASSWORD);
    await db.transaction().execute((trx) => users.create(trx, { phone, passwordHash, nickname: `新讲师${phone.slice(-4)}`, mode, tier: 'free' }));
  } finally {
    await db.destroy();
  }
  return phone;
}

async function serverFlags(baseURL: string, phone: string) {
  const session = await apiLogin(baseURL, phone);
  return (await apiGet(baseURL, '/api/v3/account/guide_status', session.data.token.id)).data;
}

const guide = (page: Page, name = '新手引导') => page.getByRole('dialog', { name });

test.use({ viewport: { width: 1400, height: 900 } });
// two sign-ins, a reload and axe runs: more than the default 45 s on a busy machine
test.describe.configure({ timeout: 90_000 });

test('a new teacher sees the first-use guide once on the dashboard: not after a reload, not on another device', async ({ page, browser, baseURL }) => {
  const phone = await newAccount();
  await loginWithPassword(page, phone);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(guide(page)).toBeVisible();
  expect((await guide(page).boundingBox())?.width).toBe(1271);
  await expect(guide(page).getByRole('heading', { name: '创建星球' })).toBeVisible();
  await expect(guide(page).getByRole('link', { name: /去创建星球/ })).toHaveAttribute('href', /\/planet\/editPlanet$/);
  await expectNoAxeViolations(page);

  for (const [n, title] of ['绑定群聊', '渠道上架', '成员运营', '收益提现'].entries()) {
    await guide(page).getByRole('button', { name: `下一步 ${n + 1}/5` }).click();
    await expect(guide(page).getByRole('heading', { name: title })).toBeVisible();
  }
  await guide(page).getByRole('button', { name: '开始体验' }).click();
  await expect(guide(page)).toHaveCount(0);
  await expect.poll(() => serverFlags(baseURL!, phone)).toEqual({ steps: true, demo: false });

  // a reload: the browser's flag answers, the server is not even asked
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v3/account/guide_status')) asked.push(request.url());
  });
  const figures = page.waitForResponse((response) => response.url().includes('/api/v3/system/dashboard'));
  await page.reload();
  await figures;
  await expect(page.getByRole('heading', { name: /欢迎回来/ })).toBeVisible();
  await expect(guide(page)).toHaveCount(0);
  expect(asked).toEqual([]);

  // another device: empty storage, the same account; the server's flag keeps the guide away
  const other = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const device = await other.newPage();
  const status = device.waitForResponse((response) => response.url().includes('/api/v3/account/guide_status'));
  await loginWithPassword(device, phone);
  await expect(device).toHaveURL(/\/dashboard$/);
  expect(await (await status).json()).toMatchObject({ result: 'ok', data: { steps: true } });
  // the answer is kept in the browser's flag, in the same step that decides against the guide
  await expect.poll(() => device.evaluate(() => localStorage.getItem('_guide'))).not.toBeNull();
  await expect(guide(device)).toHaveCount(0);
  await other.close();
});

test("a planet member-mode teacher's guide links to the /p/ screens and navigates there", async ({ page, baseURL }) => {
  const phone = await newAccount('planet');
  await loginWithPassword(page, phone);
  await expect(page).toHaveURL(/\/p\/dashboard$/);
  await expect(guide(page).getByRole('link', { name: /去创建星球/ })).toHaveAttribute('href', /\/p\/planet\/editPlanet$/);
  await guide(page).getByRole('button', { name: '下一步 1/5' }).click();
  const link = guide(page).getByRole('link', { name: /去绑定群聊/ });
  await expect(link).toHaveAttribute('href', /\/p\/planet\/wxGroup$/);
  await link.click();
  // in the console the link is an in-app navigation, and the guide counts as seen
  await expect(page).toHaveURL(/\/p\/planet\/wxGroup$/);
  await expect(guide(page)).toHaveCount(0);
  await expect.poll(() => serverFlags(baseURL!, phone)).toEqual({ steps: true, demo: false });
});

test("the dashboard opens the guide again and the 8-scenario demo, which ends with 'I know'", async ({ page }) => {
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  const entry = page.getByRole('region', { name: '新手引导' });
  await entry.getByRole('button', { name: '查看新手引导' }).click();
  await expect(guide(page).getByRole('button', { name: '下一步 1/5' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(guide(page)).toHaveCount(0);

  await entry.getByRole('button', { name: '查看场景演示' }).click();
  const demo = guide(page, '场景演示');
  await expect(demo).toBeVisible();
  expect((await demo.boundingBox())?.width).toBe(1271);
  await expect(demo.getByRole('navigation', { name: '引导目录' }).getByRole('button')).toHaveCount(8);
  for (let n = 1; n <= 7; n++) await demo.getByRole('button', { name: `下一步 ${n}/8` }).click();
  await expect(demo.getByRole('heading', { name: '班级运营' })).toBeVisible();
  await expectNoAxeViolations(page);
  await demo.getByRole('button', { name: '我知道了' }).click();
  await expect(demo).toHaveCount(0);
});

test("the menu's beginner guide page opens both guides", async ({ page }) => {
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);
  // the left menu's beginner guide entry (spec §2 "Left menu groups")
  await page.getByRole('navigation', { name: '主菜单' }).locator('a[href="/setting/guide"]').click();
  await expect(page).toHaveURL(/\/setting\/guide$/);
  await expect(page.getByRole('heading', { level: 1, name: '新手引导' })).toBeVisible();
  await page.getByRole('button', { name: '查看场景演示' }).click();
  await expect(guide(page, '场景演示').getByRole('heading', { name: '付费社群' })).toBeVisible();
  await guide(page, '场景演示').getByRole('link', { name: /创建付费星球/ }).click();
  await expect(page).toHaveURL(/\/planet\/editPlanet$/);
  await expect(guide(page, '场景演示')).toHaveCount(0);
});
