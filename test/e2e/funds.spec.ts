import { test, expect, type Page } from '@playwright/test';
import { formatFen } from '@shared/format/currency.ts';
import { FUNDS_PATHS } from '@shared/funds/paths.ts';
import type { BalanceView, Withdrawal, WithdrawalQuote } from '@shared/funds/types.ts';
import { PLANET_FUNDS_PATHS } from '@shared/planet-funds/paths.ts';
import type { PayoutAccount } from '@shared/planet-funds/types.ts';
import { apiGet, apiLogin, loginWithPassword, TEACHER } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { startServer, type RunningServer } from './support/server.ts';

/**
 * 资金 as the demo teacher: the balance's three figures, a withdrawal of 10 元 to the seeded bank account
 * (paid to before, so no SMS code) with its live quote, the 提现成功 page, the balance and the ledger moved by it,
 * and every funds route checked with axe. The figures are compared with the server's, so this file runs a server
 * of its own: no other test moves the demo teacher's money meanwhile.
 */
let server: RunningServer;
let token: string;

test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.beforeAll(async () => {
  server = await startServer({ LECTERN_EXAMPLES_PORT: 'off' });
  token = (await apiLogin(server.baseURL, TEACHER)).data.token.id;
});
test.afterAll(async () => server.stop());

async function api<T>(path: string): Promise<T> {
  const answer = await apiGet(server.baseURL, path, token);
  expect(answer.result, JSON.stringify(answer)).toBe('ok');
  return answer.data as T;
}
const balance = () => api<BalanceView>(FUNDS_PATHS.balance);
const open = (page: Page, path: string) => page.goto(`${server.baseURL}${path}`);
const tile = (page: Page, label: string) => page.locator('.lc-fund-tile').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });

async function expectFigures(page: Page, view: BalanceView) {
  await expect(tile(page, '可提现')).toContainText(formatFen(view.available));
  await expect(tile(page, '待结算')).toContainText(formatFen(view.pending));
  await expect(tile(page, '提现中')).toContainText(formatFen(view.frozen));
}

test.beforeEach(async ({ page }) => {
  await loginWithPassword(page, TEACHER, `${server.baseURL}/login`);
  await expect(page).toHaveURL(/\/dashboard$/);
});

let withdrawalId = 0;

test('withdraws 10 元: the balance, the quote, 提现成功 with 已申请, the balance moved, the ledger', async ({ page }) => {
  const before = await balance();
  expect(before.available).toBeGreaterThan(1_000);

  await open(page, '/accounting/balance');
  await expect(page.getByRole('heading', { level: 1, name: '账户余额' })).toBeVisible();
  await expectFigures(page, before);
  await expect(page.getByRole('region', { name: '收款人' })).toContainText('林书言');
  // the seeded withdrawals: one paid, one failed with its reason, one processing
  const seeded = page.getByRole('table', { name: '提现记录' });
  await expect(seeded).toContainText('已到账');
  await expect(seeded).toContainText('收款银行卡已挂失');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: '提现', exact: true }).click();
  await expect(page).toHaveURL(/\/accounting\/extractCash$/);
  await expect(page.getByRole('heading', { level: 1, name: '提现' })).toBeVisible();
  const amount = page.getByLabel('提现金额（元）');
  // refused in the form, the input kept
  await amount.fill('0.5');
  await page.getByRole('button', { name: '确认提现' }).click();
  await expect(page.getByText('单笔提现至少 ¥1.00', { exact: true })).toBeVisible();
  await expect(amount).toHaveValue('0.5');

  await amount.fill('10');
  const quote = await api<WithdrawalQuote>(`${FUNDS_PATHS.withdrawQuote}?amount=1000`);
  const costs = page.getByRole('region', { name: '费用预估' });
  await expect(costs).toContainText(`−${formatFen(quote.fee)}`);
  await expect(costs).toContainText(`−${formatFen(quote.tax)}`);
  await expect(costs).toContainText(formatFen(quote.net));
  // the default account is chosen: the seeded card, paid to before (no SMS code asked)
  const accounts = (await apiGet(server.baseURL, PLANET_FUNDS_PATHS.accounts, token)).rows as PayoutAccount[];
  const chosen = page.getByRole('group', { name: '收款账户' }).getByRole('radio', { checked: true });
  await expect(chosen).toHaveCount(1);
  await expect(page.getByRole('group', { name: '收款账户' })).toContainText(accounts[0]!.account_masked);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: '确认提现' }).click();
  await expect(page).toHaveURL(/\/accounting\/extractCashSuccess\?id=\d+$/);
  withdrawalId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByRole('heading', { level: 1, name: '提现申请已提交' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '已申请' })).toBeVisible();
  await expect(page.getByRole('region', { name: '提现信息' })).toContainText('¥10.00');
  await expect(page.getByRole('region', { name: '处理进度' }).getByRole('listitem')).toHaveCount(3);
  await expectNoAxeViolations(page);

  const stored = await api<Withdrawal>(`${FUNDS_PATHS.withdrawal}?id=${withdrawalId}`);
  expect(stored).toMatchObject({ amount: 1_000, fee: quote.fee, tax: quote.tax, state: 'applied', sources: [{ source: 'knowledge', amount: 1_000 }] });
  const after = await balance();
  expect(after.available).toBe(before.available - 1_000);
  expect(after.frozen).toBe(before.frozen + 1_000);

  await page.getByRole('link', { name: '返回账户余额' }).click();
  await expect(page).toHaveURL(/\/accounting\/balance$/);
  await expectFigures(page, after);
  const row = page.getByRole('table', { name: '提现记录' }).getByRole('row').nth(1);
  await expect(row).toContainText('¥10.00');
  await expect(row).toContainText('已申请');

  await open(page, '/accounting/detail?group=withdrawal');
  await expect(page.getByRole('heading', { level: 1, name: '资金明细' })).toBeVisible();
  const first = page.getByRole('table', { name: '资金明细' }).getByRole('row').nth(1);
  await expect(first).toContainText('提现申请');
  await expect(first).toContainText('−¥10.00');
  await expect(first).toContainText('+¥10.00');
  await first.getByRole('button', { name: /^明细：/ }).click();
  const dialog = page.getByRole('dialog', { name: '交易明细' });
  await expect(dialog).toContainText('提现冻结');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();
});

test('the English ledger says what each transaction was in English, around the names as typed, and exports in English', async ({ page }) => {
  // the avatar menu's choice, kept where the console reads it at start
  await page.evaluate(() => localStorage.setItem('lectern_locale', 'en'));
  await open(page, '/accounting/detail');
  await expect(page.getByRole('heading', { level: 1, name: 'Fund details' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Fund details' });
  await expect(table.getByText(/^Order income: \S/).first()).toBeVisible();
  await expect(table.getByText(/^Withdrawal to \S/).first()).toBeVisible();
  await expect(table).not.toContainText('订单收入：');
  await expect(table).not.toContainText('提现至');
  const row = table.getByRole('row').filter({ hasText: /Order income: / }).first();
  await row.getByRole('button', { name: /^Entries/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Transaction entries' });
  await expect(dialog.getByText(/^Order income: \S/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^ledger_\d{8}\.xlsx$/);
});

test('every funds route shows its screen without axe violations', async ({ page }) => {
  const accounts = (await apiGet(server.baseURL, PLANET_FUNDS_PATHS.accounts, token)).rows as PayoutAccount[];
  const routes: [string, string, string][] = [
    ['/accounting/balance', '账户余额', '可提现'],
    ['/accounting/extractCash', '提现', '提现规则'],
    [`/accounting/extractCashSuccess?id=${withdrawalId || 1}`, '提现', '处理进度'],
    ['/accounting/hybridExtractCash', '合并提现', '星球提现金额（元）'],
    ['/accounting/detail', '资金明细', '订单收入'],
    ['/accounting/income/detail', '收入明细', '结算'],
    ['/accounting/tax', '税务', '代扣规则'],
    ['/accounting/balance/indentify', '账户认证', '收款人类型'],
    ['/accounting/balance/person', '个人账户', '110***********002X'],
    ['/accounting/balance/company', '企业账户', '以企业身份认证'],
    ['/setting/accounting', '收款账户', accounts[0]!.account_masked],
    ['/setting/accounting/add', '添加收款账户', '银行卡号'],
    [`/setting/accounting/edit?id=${accounts[0]!.id}`, '编辑收款账户', '留空则保留原账号'],
    ['/setting/accounting/qualification', '资质信息', '110***********002X'],
  ];
  for (const [path, heading, text] of routes) {
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${heading}`) }), path).toBeVisible();
    await expect(page.getByText(text).first(), path).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
