import { test, expect, type Page } from '@playwright/test';
import { PACKAGE_PATHS } from '@shared/packages/paths.ts';
import type { PackageOrder } from '@shared/packages/types.ts';

import { expectNoAxeViolations } from './support/axe.ts';
import { decodeQr } from './support/qr.ts';
import { serverWithDevRoutes } from './support/dev-server.ts';

/**
 * /traffic and /package as 林老师: the seeded month of traffic as figures, a stacked chart and a table;
 * buying a storage package (the payment platform's "paid" notice comes through the development route, so this
 * file runs a server of its own with LECTERN_DEV_ROUTES=1), the quota rising, and the refund lowering it again.
 */
const dev = serverWithDevRoutes({ timeout: 90_000, signedIn: true });

const { open } = dev;
const confirmBox = (page: Page) => page.getByRole('alertdialog');

test('shows the traffic of the last 30 days by kind, as a chart and a table, and keeps a chosen range in the address', async ({ page }) => {
  await open(page, '/traffic');
  await expect(page.getByRole('heading', { name: '流量统计', level: 1 })).toBeVisible();
  const figures = page.getByRole('definition').first();
  await expect(figures).toHaveText(/\d+(\.\d+)? (MB|GB)/);
  await expect(page.getByText(/较上一周期|上一周期没有流量/)).toBeVisible();
  // the stacked bars, drawn once ECharts has loaded
  await expect(page.getByRole('img', { name: /每日流量堆叠柱状图/ })).toBeVisible();
  await expect(page.locator('.lc-chart canvas').first()).toBeVisible();
  const table = page.getByRole('table', { name: '每日明细' });
  await expect(table.getByRole('row')).toHaveCount(31);
  await expect(table.getByRole('columnheader', { name: '视频' })).toBeVisible();
  // this month against the free 10 GB and the seeded traffic package's 100 GB
  const meter = page.getByRole('meter', { name: '本月流量额度' });
  await expect(meter).toHaveAttribute('aria-valuetext', /已用 .+，额度 110 GB/);
  await expect(page.getByText('每月免费 10 GB，流量资源包 100 GB')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: '近 7 天' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await expect(table.getByRole('row')).toHaveCount(8);
  await page.reload();
  await expect(page.getByRole('table', { name: '每日明细' }).getByRole('row')).toHaveCount(8);
  await expect(page.getByRole('button', { name: '近 7 天' })).toHaveAttribute('aria-pressed', 'true');
});

test('buys a storage package: the QR order dialog waits for the payment, the quota rises; a refund lowers it again', async ({ page }) => {
  await open(page, '/package');
  await expect(page.getByRole('heading', { name: '资源包', level: 1 })).toBeVisible();
  const storage = page.getByRole('meter', { name: '存储空间' });
  await expect(storage).toHaveAttribute('aria-valuetext', /^已用 .+，容量 2 GB$/);
  // the seeded traffic package runs, with its expiry
  const active = page.getByRole('table', { name: '生效中的资源包' });
  await expect(active.getByRole('row', { name: /每月流量 100 GB（1 年）/ })).toContainText(/剩余 \d+ 天/);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: '购买存储空间 10 GB（1 年）' }).click();
  const dialog = page.getByRole('dialog', { name: '扫码支付' });
  await expect(dialog).toContainText('¥99.00');
  await expect(dialog.getByRole('status')).toHaveText('等待支付…');
  const orderNo = (await dialog.locator('dd code').first().textContent())!;
  expect(orderNo).toMatch(/^P\d{20}$/);
  expect(await decodeQr(dialog.getByRole('img', { name: '微信支付二维码' }))).toBe(`weixin://wxpay/bizpayurl?pr=${orderNo}`);
  await expectNoAxeViolations(page);

  // the payment platform tells the server the order was paid; the dialog finds out by itself
  const listed = await fetch(`${dev.baseURL}${PACKAGE_PATHS.orderList}?pageSize=50`, { headers: { authorization: dev.token } });
  const order = ((await listed.json()) as { rows: PackageOrder[] }).rows.find((row) => row.order_no === orderNo)!;
  expect(order).toMatchObject({ status: 0, pay_channel: 'wx_pub_qr', env: 2, amount: 9_900 });
  const paid = await fetch(`${dev.baseURL}${PACKAGE_PATHS.orderPaid}`, { method: 'POST', headers: { authorization: dev.token, 'content-type': 'application/json' }, body: JSON.stringify({ id: order.id }) });
  expect(paid.status).toBe(200);
  await expect(dialog.getByRole('status')).toContainText('支付成功', { timeout: 10_000 });
  await expect(dialog.getByRole('status')).toContainText('存储空间 10 GB（1 年）已生效');
  await dialog.getByRole('button', { name: '完成' }).click();
  await expect(dialog).toBeHidden();

  await expect(storage).toHaveAttribute('aria-valuetext', /，容量 12 GB$/);
  await expect(active.getByRole('row', { name: /存储空间 10 GB（1 年）/ })).toContainText('剩余 365 天');
  const orders = page.getByRole('table', { name: '订单记录' });
  await expect(orders.getByRole('row', { name: new RegExp(orderNo) })).toContainText('已支付');
  await page.reload();
  await expect(page.getByRole('meter', { name: '存储空间' })).toHaveAttribute('aria-valuetext', /，容量 12 GB$/);

  // a refund within 7 days, confirmed: the package ends and the quota is the free one again
  await page.getByRole('button', { name: `退款：${orderNo}` }).click();
  await expect(confirmBox(page)).toContainText('¥99.00');
  await confirmBox(page).getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('table', { name: '订单记录' }).getByRole('row', { name: new RegExp(orderNo) })).toContainText('已退款');
  await expect(page.getByRole('meter', { name: '存储空间' })).toHaveAttribute('aria-valuetext', /，容量 2 GB$/);
  await expect(page.getByRole('table', { name: '生效中的资源包' }).getByRole('row', { name: /存储空间 10 GB/ })).toHaveCount(0);
});

test('the menu leads to both screens', async ({ page }) => {
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await open(page, '/dashboard');
  await menu.getByRole('button', { name: /素材中心/ }).click();
  await menu.getByRole('link', { name: '流量统计' }).click();
  await expect(page).toHaveURL(/\/traffic$/);
  await expect(page.getByRole('heading', { name: '流量统计', level: 1 })).toBeVisible();
  await menu.getByRole('link', { name: '资源包' }).click();
  await expect(page).toHaveURL(/\/package$/);
  await expect(page.getByRole('heading', { name: '资源包', level: 1 })).toBeVisible();
});
