import { test, expect, type Locator, type Page } from '@playwright/test';
import { FUNDS_PATHS } from '@shared/funds/paths.ts';
import type { BalanceView } from '@shared/funds/types.ts';
import { settlingByDay } from '@shared/funds/views.ts';
import { apiGet, apiLogin, loginWithPassword, TEACHER } from './support/accounts.ts';

/**
 * A first day's walk at 1280×800, the smallest screen the console is laid out for, as the demo teacher: the seeded
 * lists keep phones, dates and figures on one line and cut long names; the help button lies over no page content
 * (a table's last column, the material library's pager); a row's links and buttons look alike; the balance's
 * settling schedule is a table. Read-only on the shared server.
 */
test.use({ viewport: { width: 1280, height: 800 } });

/** how many lines the text of each element takes */
async function lineCounts(elements: Locator): Promise<number[]> {
  return elements.evaluateAll((all) =>
    all.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
    }),
  );
}

async function expectOneLine(elements: Locator, what: string) {
  await expect(elements.first()).toBeVisible();
  const counts = await lineCounts(elements);
  expect(counts.length, what).toBeGreaterThan(0);
  expect(counts, what).toEqual(counts.map(() => 1));
}

const boxOf = async (locator: Locator) => (await locator.boundingBox())!;
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const inside = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;

/**
 * The help button lies off the page's content: in the top bar, which the content scrolls under, scrolled to the
 * top (where the bar and the content do not meet) and to the end.
 */
async function expectHelpClearOfContent(page: Page) {
  const help = page.getByRole('button', { name: '帮助', exact: true });
  await expect(help).toBeVisible();
  expect(overlaps(await boxOf(help), await boxOf(page.locator('main#main')))).toBe(false);
  for (const y of [0, 100_000]) {
    await page.evaluate((top) => scrollTo(0, top), y);
    expect(inside(await boxOf(help), await boxOf(page.getByRole('banner'))), `scrolled to ${y}`).toBe(true);
  }
  await page.evaluate(() => scrollTo(0, 0));
}

const bodyCells = (page: Page, column: number) => page.locator(`main tbody tr td:nth-child(${column})`);

test('at 1280×800: figures on one line, names cut, the help button off the content, one look for row actions', async ({ page, baseURL }) => {
  test.slow(); // several screens in one walk
  await loginWithPassword(page, TEACHER);
  await expect(page).toHaveURL(/\/dashboard$/);

  await test.step('用户列表: phones, spend and dates on one line, names cut with the whole name in the title', async () => {
    await page.goto('/user/index');
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expectOneLine(page.locator('main tbody .lc-table-figure'), 'phones');
    await expectOneLine(page.locator('main tbody .lc-table-name'), 'names');
    for (const name of await page.locator('main tbody .lc-table-name').all()) await expect(name).toHaveAttribute('title', (await name.textContent())!);
    // 首次消费, 最近消费 (the checkbox column comes first)
    await expectOneLine(bodyCells(page, 6), 'first order');
    await expectOneLine(bodyCells(page, 7), 'last order');
    await expectHelpClearOfContent(page);
    // the last column's row actions: nothing lies over any of them, the last row scrolled to the bottom edge
    const last = page.locator('main tbody tr').last().locator('td').last().getByRole('link');
    await last.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    expect(await last.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    })).toBe(true);
  });

  await test.step('订单中心: phones and order times on one line', async () => {
    await page.goto('/order/center');
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expectOneLine(page.locator('main tbody .lc-table-figure'), 'phones');
    await expectOneLine(bodyCells(page, 6), 'order time');
    await expectHelpClearOfContent(page);
  });

  await test.step('视频课: the created date and time on one line; its row links and buttons look alike', async () => {
    await page.goto('/course/video/manage');
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expectOneLine(bodyCells(page, 5), 'created');
    const actions = page.locator('main tbody tr').first().locator('.lc-list__actions');
    const looks = (element: Element) => {
      const style = getComputedStyle(element);
      return [style.color, style.textDecorationLine, style.fontSize, style.height, style.paddingLeft, style.paddingRight].join(' ');
    };
    const link = await actions.locator('a').first().evaluate(looks);
    const button = await actions.locator('button:not(.lc-list__danger)').first().evaluate(looks);
    expect(link).toBe(button);
    expect(link).toContain(' none ');
  });

  await test.step('流量统计: each figure with its unit on one line', async () => {
    await page.goto('/traffic');
    await expectOneLine(page.locator('.lc-traffic__card dd:not(.lc-traffic__sub)'), 'figures');
  });

  await test.step('素材库: the pager clear of the help button', async () => {
    await page.goto('/source');
    const pager = page.getByRole('navigation', { name: '分页' });
    await expect(pager).toBeVisible();
    expect(overlaps(await boxOf(page.getByRole('button', { name: '帮助', exact: true })), await boxOf(pager))).toBe(false);
    await expectHelpClearOfContent(page);
  });

  await test.step('账户余额: the settling schedule is a table of dates and amounts; links beside buttons look like them', async () => {
    const token = (await apiLogin(baseURL!, TEACHER)).data.token.id;
    const view = (await apiGet(baseURL!, FUNDS_PATHS.balance, token)).data as BalanceView;
    await page.goto('/accounting/balance');
    const schedule = page.getByRole('table', { name: '结算安排' });
    const days = settlingByDay(view.settling);
    await expect(schedule.locator('tbody tr')).toHaveCount(days.length);
    await expect(schedule.getByRole('columnheader')).toHaveText(['可提现日期', '金额']);
    if (days.length > 0) {
      await expect(schedule.locator('tbody tr').first().getByRole('cell')).toHaveText([days[0]!.day, /^¥/]);
      await expectOneLine(schedule.locator('tbody td'), 'schedule');
    }
    const head = page.locator('.lc-fund__actions');
    await expect(head.getByRole('link')).toHaveCount(3);
    for (const link of await head.getByRole('link').all()) expect(await link.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('none');
  });
});
