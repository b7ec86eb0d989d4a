import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { test, expect, type Locator, type Page } from '@playwright/test';
import { AFTERSALE_PATHS } from '@shared/aftersale/paths.ts';
import type { RefundRequest } from '@shared/aftersale/types.ts';
import { fenToTyped, formatFen } from '@shared/format/currency.ts';
import { FUNDS_PATHS } from '@shared/funds/paths.ts';
import type { BalanceView } from '@shared/funds/types.ts';
import { CAMPAIGN_PATHS } from '@shared/marketing/campaign-paths.ts';
import type { FlashSale, GiftCampaign, GroupBuy } from '@shared/marketing/campaign-types.ts';
import { COUPON_PATHS, MARKETING_PRODUCT_PATHS } from '@shared/marketing/paths.ts';
import type { Coupon, MarketingProduct } from '@shared/marketing/types.ts';
import { ORDER_PATHS } from '@shared/orders/paths.ts';
import type { OrderDetail } from '@shared/orders/types.ts';

import { expectNoAxeViolations } from './support/axe.ts';
import { serverWithDevRoutes } from './support/dev-server.ts';

/**
 * Commerce as the demo teacher, end to end: a coupon and a flash sale made through their forms; two
 * orders paid through the development route (a buyer on the platform's student side), one with the coupon and one
 * at the flash price; both found in the order centre with their discounts and ledger lines, and exported; half of
 * the coupon order refunded on the buyer's request, approved in 退款管理; the teacher's pending balance moved by
 * exactly the payments less the platform's 1 % fee and the refund less the fee given back, and the refund in 资金明细.
 * What the server stored is checked through the API at each step. A second test walks every commerce screen with axe.
 * The orders and the refund request need the development routes, so this file runs a server of its own.
 */
const dev = serverWithDevRoutes({ timeout: 240_000 });

type Answer<T> = { result: string; data: T; rows: unknown[]; totalCount?: number; message?: string };

async function api<T = unknown>(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>): Promise<Answer<T>> {
  const answer = await dev.call<Answer<T>>(method, path, body);
  expect(answer.result, `${method} ${path}: ${answer.message ?? ''}`).toBe('ok');
  return answer;
}
const rowsOf = async <T,>(path: string) => (await api('GET', path)).rows as T[];

const { open } = dev;
const unique = (stem: string) => `${stem}${Date.now().toString(36).slice(-5)}`;
const buyerPhone = () => `1376${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
const rows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
const pad = (n: number) => String(n).padStart(2, '0');
/** a datetime-local value for now (this minute) plus `days`, in the browser's (this machine's) time zone */
function localMinute(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
/** the platform's fee on a payment: 1 %, rounded half up to the fen */
const feeOn = (paid: number) => Math.floor((paid * 100 + 5_000) / 10_000);

/** The cell of `inRow` under the column headed `header` of the page's list table. */
async function cellUnder(page: Page, inRow: Locator, header: string): Promise<Locator> {
  // the headers are read once: wait until the table (and the row) is on screen
  await expect(inRow).toBeVisible();
  await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  const headers = (await page.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const index = headers.indexOf(header);
  expect(index, `column ${header} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return inRow.getByRole('cell').nth(index);
}

// what the journey made, for the route walk
const made = { couponId: 0, couponTitle: '', flashId: 0, flashTitle: '', requestId: 0 };

test('a coupon and a flash sale, two orders that use them, the order centre and its export, half refunded, the ledger and the balance', async ({ page }) => {
  // the products: two courses of at least 10 元 that no flash sale, group buy or gift campaign names (now or later)
  const products = await rowsOf<MarketingProduct>(`${MARKETING_PRODUCT_PATHS.products}?page=1&pageSize=50&kind=course`);
  const campaigns = [
    ...(await rowsOf<FlashSale>(`${CAMPAIGN_PATHS.flash.findList}?page=1&pageSize=50`)),
    ...(await rowsOf<GroupBuy>(`${CAMPAIGN_PATHS.group.findList}?page=1&pageSize=50`)),
    ...(await rowsOf<GiftCampaign>(`${CAMPAIGN_PATHS.gift.findList}?page=1&pageSize=50`)),
  ].filter((campaign) => campaign.status !== 'ended');
  const free = products.filter((product) => product.price >= 1000 && !campaigns.some((c) => c.product.kind === product.kind && c.product.id === product.id));
  expect(free.length).toBeGreaterThanOrEqual(2);
  const [flashProduct, couponProduct] = [free[0]!, free[1]!];
  expect(couponProduct.price).toBeGreaterThan(1000);
  const flashPrice = Math.floor(flashProduct.price / 200) * 100; // half the list price, in whole 元

  await dev.signIn(page);

  // 1. a coupon: 立减 10 元 on every product, from this minute until tomorrow
  const couponTitle = unique('立减十元');
  await open(page, '/marketing/coupon');
  await expect(page.getByRole('heading', { level: 1, name: '优惠券' })).toBeVisible();
  await page.getByRole('link', { name: '添加优惠券' }).click();
  await expect(page).toHaveURL(/\/marketing\/coupon\/add$/);
  await expect(page.getByRole('heading', { level: 1, name: '添加优惠券' })).toBeVisible();
  await page.getByLabel('名称', { exact: true }).fill(couponTitle);
  await page.getByRole('radio', { name: '立减券' }).check();
  await page.getByLabel('面额（元）').fill('10');
  await page.getByLabel('开始时间').fill(localMinute(0));
  await page.getByLabel('结束时间').fill(localMinute(1));
  await page.getByLabel('发放总量').fill('100');
  await page.getByLabel('每人限领').fill('1');
  await page.getByRole('radio', { name: '全部商品' }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/marketing\/coupon$/);
  await expect(row(page, couponTitle)).toContainText('进行中');
  await expect(row(page, couponTitle)).toContainText('立减 ¥10.00');
  const [coupon] = await rowsOf<Coupon>(`${COUPON_PATHS.coupon.findList}?page=1&pageSize=10&keyword=${encodeURIComponent(couponTitle)}`);
  expect(coupon).toMatchObject({ title: couponTitle, type: 'fixed', amount: 1000, stock: 100, per_user_limit: 1, all_products: 1, status: 'running', used: 0 });
  made.couponId = coupon!.id;
  made.couponTitle = couponTitle;

  // 2. a flash sale of one course at half its price, 10 in stock, one per buyer
  const flashTitle = unique('半价秒杀');
  await open(page, '/marketing/limited');
  await expect(page.getByRole('heading', { level: 1, name: '限时秒杀' })).toBeVisible();
  await page.getByRole('link', { name: '创建限时秒杀' }).first().click();
  await expect(page).toHaveURL(/\/marketing\/limited\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: '创建限时秒杀' })).toBeVisible();
  await page.getByLabel('活动名称').fill(flashTitle);
  await page.getByRole('button', { name: '选择商品' }).click();
  const picker = page.getByRole('dialog', { name: '选择商品' });
  const search = picker.getByRole('searchbox', { name: '搜索商品名称' });
  await search.fill(flashProduct.title);
  await search.press('Enter');
  await picker.getByRole('checkbox', { name: `选择：${flashProduct.title}`, exact: true }).check();
  await expect(picker.getByRole('status')).toHaveText('已选 1 件');
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('list', { name: '活动商品' })).toContainText(flashProduct.title);
  await expect(page.getByRole('list', { name: '活动商品' })).toContainText(`原价 ${formatFen(flashProduct.price)}`);
  await page.getByLabel('秒杀价（元）').fill(fenToTyped(flashPrice));
  await page.getByLabel('库存', { exact: true }).fill('10');
  await page.getByLabel('每人限购').fill('1');
  await page.getByLabel('开始时间').fill(localMinute(0));
  await page.getByLabel('结束时间').fill(localMinute(1));
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/marketing\/limited$/);
  await expect(row(page, flashTitle)).toContainText('进行中');
  await expect(row(page, flashTitle)).toContainText(formatFen(flashPrice));
  await expect(row(page, flashTitle)).toContainText('已售 0 / 库存 10');
  const [flash] = await rowsOf<FlashSale>(`${CAMPAIGN_PATHS.flash.findList}?page=1&pageSize=10&keyword=${encodeURIComponent(flashTitle)}`);
  expect(flash).toMatchObject({ title: flashTitle, price: flashPrice, stock: 10, per_user_limit: 1, sold: 0, status: 'running', product: { kind: flashProduct.kind, id: flashProduct.id } });
  made.flashId = flash!.id;
  made.flashTitle = flashTitle;

  // 3. two buyers pay on the student side (the development route): one with the coupon, one at the flash price
  const before = (await api<BalanceView>('GET', FUNDS_PATHS.balance)).data;
  const couponBuyer = buyerPhone();
  const flashBuyer = buyerPhone();
  type Placed = { id: number; order_no: string; pay_amount: number; campaign_kind: string };
  const couponOrder = (await api<Placed>('POST', ORDER_PATHS.devPlace, { product_kind: couponProduct.kind, product_id: couponProduct.id, channel: 'dy', buyer_phone: couponBuyer, coupon_id: made.couponId })).data;
  expect(couponOrder.pay_amount).toBe(couponProduct.price - 1000);
  expect(couponOrder.campaign_kind).toBe('');
  const flashOrder = (await api<Placed>('POST', ORDER_PATHS.devPlace, { product_kind: flashProduct.kind, product_id: flashProduct.id, channel: 'xhs', buyer_phone: flashBuyer, flash_sale_id: made.flashId })).data;
  expect(flashOrder).toMatchObject({ pay_amount: flashPrice, campaign_kind: 'flash' });
  const couponFee = feeOn(couponOrder.pay_amount);
  const flashFee = feeOn(flashOrder.pay_amount);
  const stored = (await api<OrderDetail>('GET', `${ORDER_PATHS.detail}?id=${couponOrder.id}`)).data;
  expect(stored).toMatchObject({ list_price: couponProduct.price, coupon_id: made.couponId, coupon_discount: 1000, campaign_discount: 0, fee: couponFee, status: 'paid', buyer_phone: couponBuyer });

  // 4. the order centre: each buyer's order with its discount, the details with the ledger, the export
  await open(page, '/order/center');
  await expect(page.getByRole('heading', { level: 1, name: '订单中心' })).toBeVisible();
  const orderSearch = page.getByRole('searchbox', { name: '订单号、买家手机号或昵称' });
  await orderSearch.fill(couponBuyer);
  await orderSearch.press('Enter');
  await expect(rows(page)).toHaveCount(1);
  const couponRow = row(page, couponOrder.order_no);
  await expect(couponRow).toContainText(couponProduct.title);
  await expect(couponRow).toContainText(formatFen(couponOrder.pay_amount));
  await expect(couponRow).toContainText(`原价 ${formatFen(couponProduct.price)}`);
  await expect(couponRow).toContainText('优惠券 −¥10.00');
  await expect(couponRow).toContainText('已支付');

  await couponRow.getByRole('button', { name: `详情：${couponOrder.order_no}` }).click();
  const detail = page.getByRole('dialog', { name: '订单详情' });
  await expect(detail).toContainText(couponOrder.order_no);
  await expect(detail).toContainText('−¥10.00');
  await expect(detail.getByText('订单收入', { exact: true })).toBeVisible();
  const paymentLines = detail.getByRole('table');
  await expect(paymentLines.getByRole('row', { name: '买家' })).toContainText(formatFen(-couponOrder.pay_amount));
  await expect(paymentLines.getByRole('row', { name: /^收入/ })).toContainText(`+${formatFen(couponOrder.pay_amount - couponFee)}`);
  await expect(paymentLines.getByRole('row', { name: '平台服务费' })).toContainText(`+${formatFen(couponFee)}`);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^订单_\d{8}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  const sheetRows = (book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][]).slice(1);
  expect(sheetRows.map((line) => line[1])).toEqual([couponOrder.order_no]);

  await orderSearch.fill(flashBuyer);
  await orderSearch.press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, flashOrder.order_no)).toContainText(`秒杀优惠 −${formatFen(flashProduct.price - flashPrice)}`);
  await expect(row(page, flashOrder.order_no)).not.toContainText('优惠券');

  await open(page, '/marketing/coupon');
  await expect(await cellUnder(page, row(page, couponTitle), '已使用')).toHaveText('1');
  await open(page, '/marketing/limited');
  await expect(row(page, flashTitle)).toContainText('已售 1 / 库存 10');

  // 5. the coupon buyer asks for half back; the teacher agrees in 退款管理
  const half = Math.floor(couponOrder.pay_amount / 2);
  const asked = (await api<RefundRequest>('POST', AFTERSALE_PATHS.devRequest, { order_id: couponOrder.id, amount: half, reason: '只听了一半，申请退一半' })).data;
  made.requestId = asked.id;
  await open(page, '/aftersale/index');
  await expect(page.getByRole('heading', { level: 1, name: '退款管理' })).toBeVisible();
  const requestRow = row(page, couponOrder.order_no);
  await expect(requestRow).toContainText('待处理');
  await expect(requestRow).toContainText(`${formatFen(half)} / ${formatFen(couponOrder.pay_amount)}`);
  await requestRow.getByRole('button', { name: `同意退款：${couponOrder.order_no}` }).click();
  const approve = page.getByRole('dialog', { name: '同意退款' });
  await expect(approve.getByRole('radio', { name: '部分退款' })).toBeChecked();
  await expect(approve.getByLabel('部分退款金额（元）')).toHaveValue(fenToTyped(half));
  await expectNoAxeViolations(page);
  await approve.getByRole('button', { name: '确认退款' }).click();
  await expect(approve).toBeHidden();
  await expect(requestRow).toContainText('已同意');
  await expect(requestRow).toContainText(`退款 ${formatFen(half)}`);
  const refundFeeBack = Math.floor((couponFee * half) / couponOrder.pay_amount);
  expect((await api<OrderDetail>('GET', `${ORDER_PATHS.detail}?id=${couponOrder.id}`)).data).toMatchObject({ refunded_amount: half, status: 'partially_refunded' });

  await open(page, `/order/center?keyword=${couponBuyer}`);
  await expect(row(page, couponOrder.order_no)).toContainText('部分退款');
  await expect(row(page, couponOrder.order_no)).toContainText(`已退 ${formatFen(half)}`);

  await open(page, `/aftersale/detail?id=${made.requestId}`);
  await expect(page.getByRole('heading', { level: 1, name: '退款申请详情' })).toBeVisible();
  const refundLedger = page.getByRole('region', { name: '退款资金流水' });
  await expect(refundLedger.getByText('订单退款', { exact: true })).toBeVisible();
  await expect(refundLedger.getByRole('row', { name: '买家' })).toContainText(`+${formatFen(half)}`);
  await expect(refundLedger.getByRole('row', { name: /^收入/ })).toContainText(formatFen(-(half - refundFeeBack)));
  if (refundFeeBack > 0) await expect(refundLedger.getByRole('row', { name: '平台服务费' })).toContainText(formatFen(-refundFeeBack));

  // 6. the balance: pending income up by both payments less their fees, down by the refund less the fee given back
  const after = (await api<BalanceView>('GET', FUNDS_PATHS.balance)).data;
  const moved = couponOrder.pay_amount - couponFee + (flashOrder.pay_amount - flashFee) - (half - refundFeeBack);
  expect(after.pending - before.pending).toBe(moved);
  expect(after.available).toBe(before.available);
  await open(page, '/accounting/balance');
  await expect(page.getByRole('heading', { level: 1, name: '账户余额' })).toBeVisible();
  await expect(page.locator('.lc-fund-tile').filter({ has: page.getByText('待结算', { exact: true }) })).toContainText(formatFen(after.pending));
  await open(page, '/accounting/detail');
  await expect(page.getByRole('heading', { level: 1, name: '资金明细' })).toBeVisible();
  const refundRow = rows(page).filter({ hasText: '订单退款' }).filter({ hasText: couponOrder.order_no });
  await expect(refundRow).toHaveCount(1);
  await expect(refundRow).toContainText(`−${formatFen(half - refundFeeBack)}`);
});

test('every commerce screen passes axe', async ({ page }) => {
  expect(made.couponId && made.flashId && made.requestId, 'the journey made a coupon, a flash sale and a refund request').toBeTruthy();
  await dev.signIn(page);
  const screens: [string, string | RegExp][] = [
    ['/marketing/coupon', '优惠券'],
    ['/marketing/coupon/add', '添加优惠券'],
    [`/marketing/coupon/edit?id=${made.couponId}`, `编辑优惠券：${made.couponTitle}`],
    [`/marketing/coupon/code?id=${made.couponId}`, `优惠码：${made.couponTitle}`],
    ['/marketing/limited', '限时秒杀'],
    ['/marketing/limited/create', '创建限时秒杀'],
    [`/marketing/limited/edit?id=${made.flashId}`, `编辑限时秒杀：${made.flashTitle}`],
    ['/marketing/group', '拼团'],
    ['/marketing/group/create', '创建拼团'],
    ['/marketing/course', '买课送课'],
    ['/marketing/course/create', '创建买课送课'],
    ['/marketing/packet', '红包'],
    ['/marketing/packet/create', '创建红包'],
    ['/marketing/page', '营销页面'],
    ['/order/center', '订单中心'],
    ['/order/manage', '商城订单'],
    ['/aftersale/index', '退款管理'],
    ['/aftersale/appeal', '投诉管理'],
    [`/aftersale/detail?id=${made.requestId}`, '退款申请详情'],
  ];
  for (const [path, heading] of screens) {
    await test.step(path, async () => {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      // what the screen loads has arrived (tables and figures say aria-busy while they wait)
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }
});
