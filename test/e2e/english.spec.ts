import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { test, expect, type Page } from '@playwright/test';
import { DATABASE_FILE } from '@server/db/database.ts';
import type { Database } from '@server/db/schema.ts';
import { hashPassword } from '@server/security/passwords.ts';
import { createUserService } from '@server/areas/account/users.ts';
import { unpaidOrderColumns } from '@server/areas/funds/payment-standin.ts';
import { apiGet, apiLogin, PASSWORD } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * A new teacher's first day in the English console. Server-made category names,
 * the help window and every label speak English. A new account of its own (written into the shared e2e server's
 * database as a new teacher would be), so that renaming its default category touches no other spec.
 */
const HAN = /\p{Script=Han}/u;

function withDb<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const sqlite = new SQLite(join(process.env.LECTERN_E2E_DIR!, 'data', DATABASE_FILE));
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return work(db).finally(() => db.destroy());
}

/** A new account of the mode; `guidesSeen`: it has finished the guides, so no guide dialog covers its pages. */
async function newTeacher(mode: 'teacher' | 'planet' = 'teacher', guidesSeen = false): Promise<string> {
  const phone = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const passwordHash = await hashPassword(PASSWORD);
  await withDb((db) => {
    const users = createUserService({ db, now: Date.now, accessTokenTtl: 7200, refreshTokenTtl: 86_400, log: console });
    return db.transaction().execute(async (trx) => {
      const user = await users.create(trx, { phone, passwordHash, nickname: `Teacher ${phone.slice(-4)}`, mode, tier: 'free' });
      const done_at = Math.floor(Date.now() / 1000);
      if (guidesSeen) await trx.insertInto('guide_flags').values([{ user_id: user.id, variant: 'steps', done_at }, { user_id: user.id, variant: 'demo', done_at }]).execute();
    });
  });
  return phone;
}

/** The English console from the first page on: the locale the avatar menu would store, then the English login form. */
async function signInInEnglish(page: Page, phone: string, home = /\/dashboard$/) {
  await page.addInitScript(() => localStorage.setItem('lectern_locale', 'en'));
  await page.goto('/login');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(home);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

test.use({ viewport: { width: 1400, height: 900 } });
test.describe.configure({ timeout: 90_000 });

test('a first day in English: the guide, the notification drawer, the default category, the uploader and help', async ({ page, baseURL }) => {
  const phone = await newTeacher();
  await signInInEnglish(page, phone);

  // the first-use guide: buttons in sentence case
  const guide = page.getByRole('dialog', { name: 'Getting started' });
  await expect(guide).toBeVisible();
  for (let n = 1; n <= 4; n++) await guide.getByRole('button', { name: `Next step ${n}/5`, exact: true }).click();
  await guide.getByRole('button', { name: 'Start experience', exact: true }).click();
  await expect(guide).toHaveCount(0);

  // the notification drawer: the read filter and 'Mark all read' start with a capital
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  const filter = drawer.getByRole('radiogroup', { name: 'Read status' });
  await expect(filter.getByRole('radio')).toHaveCount(3);
  for (const name of ['All', 'Unread', 'Read']) await expect(filter.getByRole('radio', { name, exact: true })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Mark all read', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  // the material library: the category the server made is 'Default category', the teacher's own as typed
  await page.goto('/source');
  const categories = page.getByRole('listbox', { name: 'Material categories' });
  await expect(categories.getByRole('option', { name: /^Default category\s*0$/ })).toBeVisible();
  await page.getByRole('button', { name: 'New category', exact: true }).click();
  await page.getByRole('dialog', { name: 'New category' }).getByLabel('Category name').fill('Lesson clips');
  await page.getByRole('dialog', { name: 'New category' }).getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(categories.getByRole('option', { name: /^Lesson clips/ })).toBeVisible();
  await page.getByRole('search', { name: 'Enter a group name' }).getByRole('searchbox').fill('default');
  await expect(categories.getByRole('option')).toHaveText([/^All/, /^Default category/]);
  await page.getByRole('search', { name: 'Enter a group name' }).getByRole('searchbox').fill('');
  await expect(page.getByText(HAN)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // the shell uploader picks the same category by the same name
  await page.getByRole('button', { name: 'Upload audio & video', exact: true }).click();
  const uploader = page.getByRole('dialog', { name: 'Upload audio and video' });
  await expect(uploader.getByLabel('Category')).toContainText('Default category');
  await uploader.getByRole('button', { name: 'Close', exact: true }).last().click();

  // renamed by the teacher (with another tool: no screen renames categories), it shows what was typed
  const session = await apiLogin(baseURL!, phone);
  const stored = (await apiGet(baseURL!, '/api/v3/column_hybrid/source/picture/getCategorys', session.data.token.id)).data as { name: string; system_key?: string }[];
  expect(stored[0]).toMatchObject({ name: '默认分类', system_key: 'default' });
  await withDb((db) => db.updateTable('material_categories').set({ name: '我的课件' }).where('name', '=', '默认分类').where('owner_id', '=', (eb) => eb.selectFrom('users').select('id').where('phone', '=', phone)).execute());
  await page.reload();
  await expect(categories.getByRole('option', { name: /^我的课件\s*0$/ })).toBeVisible();
  await expect(categories.getByRole('option', { name: /^Default category/ })).toHaveCount(0);

  // the help window: English questions, hint, results and articles
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  const help = page.getByRole('dialog', { name: 'Help centre' });
  const hot = (await apiGet(baseURL!, '/api/v3/help/hot?lang=en', session.data.token.id)).rows as { title: string }[];
  expect(hot.length).toBe(6);
  await expect(help.locator('.lc-help__item-title')).toHaveText(hot.map((row) => row.title));
  const search = help.getByRole('searchbox', { name: 'Search help' });
  await expect(search).toHaveAttribute('placeholder', 'Type a keyword, e.g. upload');
  await search.fill('upload');
  await expect(help.getByRole('status')).toHaveText(/^\d+ results found$/);
  await help.getByRole('button', { name: /^How do I upload materials\?/ }).click();
  await expect(help.getByRole('heading', { name: 'How do I upload materials?' })).toBeFocused();
  await expect(help.getByText('Click Upload, then Choose files', { exact: false })).toBeVisible();
  await expect(help.getByText(HAN)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('names the server makes, in English: the role editor, resource packages, planet classes, membership plans', async ({ page, browser }) => {
  const phone = await newTeacher('teacher', true);
  await signInInEnglish(page, phone);

  // the role editor's groups and pages and the role list's chips take the menu's English names
  await page.goto('/setting/role');
  await page.getByRole('button', { name: 'New role', exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'New role' });
  await expect(editor.getByRole('checkbox', { name: 'Courses', exact: true })).toBeVisible();
  await expect(editor.getByRole('group', { name: 'Materials' }).getByRole('checkbox', { name: 'Resource packages', exact: true })).toBeVisible();
  await expect(editor.getByText(HAN)).toHaveCount(0);
  await editor.getByLabel('Role name').fill('Order desk');
  await editor.getByRole('checkbox', { name: 'Orders', exact: true }).check();
  await editor.getByRole('group', { name: 'After-sale' }).getByRole('checkbox', { name: 'Refunds', exact: true }).check();
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editor).toBeHidden();
  await expect(page.locator('.lc-staff__modules li')).toHaveText(['Orders', 'After-sale (1)']);
  await expect(page.getByText(HAN)).toHaveCount(0);

  // the platform's packages: on sale, in the order dialog, the orders and the packages running
  await withDb(async (db) => {
    const owner = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow();
    const item = await db.selectFrom('resource_packages').selectAll().where('code', '=', 'traffic-100g').executeTakeFirstOrThrow();
    const now = Math.floor(Date.now() / 1000);
    const order = await db.insertInto('package_orders').values({ ...unpaidOrderColumns(owner.id, item.price, 'wx_pub_qr', 2, now - 60), package_id: item.id, status: 1, paid_at: now })
      .returning('id').executeTakeFirstOrThrow();
    await db.insertInto('package_grants').values({ owner_id: owner.id, package_id: item.id, order_id: order.id, kind: 'traffic', bytes: Number(item.bytes), started_at: now, expires_at: now + 365 * 86_400 }).execute();
  });
  await page.goto('/package');
  await expect(page.getByRole('table', { name: 'Active packages' }).getByRole('row', { name: /Monthly traffic 100 GB \(1 year\)/ })).toBeVisible();
  await page.getByRole('button', { name: 'Buy Storage 10 GB (1 year)', exact: true }).click();
  const order = page.getByRole('dialog', { name: 'Pay by QR code' });
  await expect(order).toContainText('Storage 10 GB (1 year)');
  await order.getByRole('button', { name: 'Pay later', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row', { name: /Storage 10 GB \(1 year\)/ })).toBeVisible();
  await expect(page.getByText(HAN)).toHaveCount(0);

  // a planet's classes: a fixed list of the product's, named by id in the reader's language
  await page.goto('/planet/editPlanet');
  const first = page.getByRole('combobox', { name: 'Main class' });
  await expect(first.locator('option')).toContainText(['Choose', 'Career skills', 'Languages', 'Hobbies', 'Finance and investing', 'Exams']);
  await first.selectOption({ label: 'Hobbies' });
  await expect(page.getByRole('combobox', { name: 'Subclass' }).locator('option')).toContainText(['Choose', 'Reading', 'Photography', 'Music']);

  // a planet-mode account's membership plans, its trial and an order of one
  const planet = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await signInInEnglish(planet, await newTeacher('planet', true), /\/p\/dashboard$/);
  await planet.goto('/p/planet/vip');
  await expect(planet.locator('.lc-plan h3')).toHaveText(['Basic', 'Pro', 'Flagship']);
  await planet.getByRole('button', { name: 'Free trial for 7 days', exact: true }).click();
  await expect(planet.getByRole('alertdialog')).toContainText('Pro');
  await planet.getByRole('alertdialog').getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(planet.locator('.lc-current-plan')).toContainText('Pro');
  await planet.getByRole('button', { name: 'Buy Basic', exact: true }).click();
  const bill = planet.getByRole('dialog', { name: 'Pay for your order' });
  await expect(bill).toContainText('Basic');
  await bill.getByRole('button', { name: 'Pay later', exact: true }).click();
  await expect(planet.getByRole('table', { name: 'Orders' }).getByRole('row', { name: /Basic/ })).toBeVisible();
  await expect(planet.locator('.lc-funds').getByText(HAN)).toHaveCount(0);
  await planet.close();
});
