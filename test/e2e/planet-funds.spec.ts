import { COURSE_PATHS } from '@shared/courses/paths.ts';
import { test, expect, type Page } from '@playwright/test';
import type { Material } from '@shared/materials/types.ts';
import type { Course } from '@shared/courses/content-items.ts';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { PLANET_FUNDS_PATHS, PLANET_MONEY_PATHS } from '@shared/planet-funds/paths.ts';
import type { SaasOrder } from '@shared/planet-funds/types.ts';
import { uploadMedia } from '@server/areas/materials/test-support.ts';
import { wav } from '@server/test-support/media-files.ts';
import { apiGet, PLANET_TEACHER, waitForSmsCode } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { decodeQr } from './support/qr.ts';
import { serverWithDevRoutes } from './support/dev-server.ts';

/**
 * Planet member mode's funds as 周老师: buying a plan (the payment platform's "paid" notice comes through
 * the development route, so this file runs a server of its own with LECTERN_DEV_ROUTES=1), the ledger, a payout
 * account and a withdrawal, a course offered in a planet, the overview and the course guide.
 */
const dev = serverWithDevRoutes({ phone: PLANET_TEACHER, timeout: 90_000, signedIn: true });

const api = <T,>(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) =>
  dev.call<{ result: string; data?: T; rows?: unknown[]; totalCount?: number; message?: string }>(method, path, body);

const { open } = dev;
const confirmBox = (page: Page) => page.getByRole('alertdialog');

test('buys a plan: the order dialog waits for the payment, the plan becomes active, the ledger shows the payment; then a refund', async ({ page }) => {
  await open(page, '/p/planet/vip');
  await expect(page.getByRole('heading', { name: '会员套餐' })).toBeVisible();
  // the seeded plan
  await expect(page.locator('.lc-current-plan')).toContainText('基础版');
  const flagship = page.locator('.lc-plan', { has: page.getByRole('heading', { name: '旗舰版' }) });
  await expect(flagship).toContainText('¥2,999.00 / 年');
  await expect(flagship).toContainText('可创建星球 20 个');
  await expect(flagship).toContainText('每个星球成员 50,000 人');
  await expect(page.getByRole('table', { name: '订单记录' }).getByRole('row')).toHaveCount(2);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: '购买旗舰版' }).click();
  const dialog = page.getByRole('dialog', { name: '支付订单' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('微信支付');
  await expect(dialog).toContainText('¥2,999.00');
  await expect(dialog.getByRole('status')).toHaveText('等待支付…');
  const orderNo = (await dialog.locator('dd code').first().textContent())!;
  expect(orderNo).toMatch(/^P\d{20}$/);
  await expect(dialog.getByRole('link', { name: `weixin://wxpay/bizpayurl?pr=${orderNo}` })).toBeVisible();
  // the QR code a phone scans holds the same link
  expect(await decodeQr(dialog.getByRole('img', { name: '微信扫码支付' }))).toBe(`weixin://wxpay/bizpayurl?pr=${orderNo}`);

  // the payment platform tells the server the order was paid; the dialog finds out by itself
  const orders = (await api<never>('GET', `${PLANET_MONEY_PATHS.orderList}?pageSize=50`)).rows as SaasOrder[];
  const order = orders.find((row) => row.order_no === orderNo)!;
  expect(order).toMatchObject({ status: 0, pay_channel: 'wx_pub_qr', env: 2 });
  expect((await api('POST', PLANET_MONEY_PATHS.orderPaid, { id: order.id })).result).toBe('ok');
  await expect(dialog.getByRole('status')).toContainText('支付成功', { timeout: 10_000 });
  await expect(dialog.getByRole('status')).toContainText('旗舰版已生效');
  await dialog.getByRole('button', { name: '完成' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.locator('.lc-current-plan')).toContainText('旗舰版');
  const history = page.getByRole('table', { name: '订单记录' });
  const row = history.getByRole('row', { name: new RegExp(orderNo) });
  await expect(row).toContainText('已支付');

  await open(page, '/p/accounting/balance');
  await page.getByRole('tab', { name: '服务购买' }).click();
  const ledger = page.getByRole('table', { name: '资金明细' });
  await expect(ledger.getByRole('row').nth(1)).toContainText('购买旗舰版（1 年）');
  await expect(ledger.getByRole('row').nth(1)).toContainText('−¥2,999.00');

  // a refund within 7 days, confirmed
  await open(page, '/p/planet/vip');
  await page.getByRole('button', { name: `退款：${orderNo}` }).click();
  await expect(confirmBox(page)).toContainText('¥2,999.00');
  await confirmBox(page).getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('table', { name: '订单记录' }).getByRole('row', { name: new RegExp(orderNo) })).toContainText('已退款');
  await expect(page.locator('.lc-current-plan')).toContainText('暂无生效中的套餐');
  await expect(page.getByRole('button', { name: `退款：${orderNo}` })).toHaveCount(0);
});

test('closes an unpaid order from its dialog', async ({ page }) => {
  await open(page, '/p/planet/vip');
  await page.getByRole('button', { name: '购买基础版' }).click();
  const dialog = page.getByRole('dialog', { name: '支付订单' });
  const orderNo = (await dialog.locator('dd code').first().textContent())!;
  await dialog.getByRole('button', { name: '关闭订单' }).click();
  await confirmBox(page).getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByRole('status')).toHaveText('订单已关闭，如需购买请重新下单。');
  await dialog.getByRole('button', { name: '完成' }).click();
  await expect(page.getByRole('table', { name: '订单记录' }).getByRole('row', { name: new RegExp(orderNo) })).toContainText('已关闭');
});

test('adds a payout account after an SMS verification (a wrong card number is refused) and withdraws to it', async ({ page }) => {
  await open(page, '/p/setting/accounting/add');
  const list = page.getByRole('list', { name: '我的收款账户' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('真实姓名').fill('周明远');
  await page.getByLabel('银行卡号').fill('6222 0212 0356 7181');
  await page.getByLabel('开户银行').fill('中国工商银行');
  await page.getByLabel('开户支行').fill('杭州西湖支行');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('alert')).toHaveText('银行卡号校验未通过，请核对后重新输入');
  await expect(page.getByLabel('银行卡号')).toHaveAttribute('aria-invalid', 'true');
  await expect(list.getByRole('listitem')).toHaveCount(1);

  await page.getByLabel('银行卡号').fill('6222 0212 0356 7180');
  await page.getByRole('button', { name: '保存' }).click();
  // money changes need a fresh SMS code to the main account's own phone
  const verify = page.getByRole('dialog', { name: '短信验证' });
  await expect(verify).toContainText('138****0002');
  await verify.getByRole('button', { name: '验证并继续' }).click();
  await expect(verify.getByRole('alert')).toHaveText('请输入 6 位数字验证码');
  await verify.getByRole('button', { name: '获取验证码' }).click();
  await expect(verify.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await verify.getByLabel('短信验证码').fill(await waitForSmsCode(dev.logs, PLANET_TEACHER));
  await expectNoAxeViolations(page, ['.lc-dialog']);
  await verify.getByRole('button', { name: '验证并继续' }).click();
  await expect(verify).toBeHidden();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).toContainText('中国工商银行 **** **** **** 7180 · 周明远');
  await expect(page.getByLabel('真实姓名')).toHaveValue('');
  await expectNoAxeViolations(page);

  await open(page, '/p/accounting/balance');
  await page.getByRole('button', { name: '提现', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '提现' });
  await dialog.getByRole('radio', { name: /7180/ }).check();
  await expectNoAxeViolations(page, ['.lc-dialog']);
  await dialog.getByLabel('提现金额（元）').fill('20000');
  await dialog.getByRole('button', { name: '确认提现' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('提现金额不能超过账户余额');
  await dialog.getByLabel('提现金额（元）').fill('0.5');
  await dialog.getByRole('button', { name: '确认提现' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('提现金额不能低于 1 元');
  await dialog.getByLabel('提现金额（元）').fill('10');
  await dialog.getByRole('button', { name: '确认提现' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('tab', { name: '提现' }).click();
  const first = page.getByRole('table', { name: '资金明细' }).getByRole('row').nth(1);
  await expect(first).toContainText('−¥10.00');
  await expect(first).toContainText('7180');
  await expect(first).toContainText('处理中');
  // the ledger's tab lives in the address: a reload shows the same detail
  await expect(page).toHaveURL(/kind=withdraw/);
  await page.reload();
  await expect(page.getByRole('tab', { name: '提现' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: '资金明细' }).getByRole('row').nth(1)).toContainText('−¥10.00');
});

test('offers a course in a planet with a member price, on the lesson list and in the planet\'s detail', async ({ page }) => {
  const audio = await uploadMedia(dev.baseURL, dev.token, 'audio', '第 1 讲 构图的三个基本法则.wav', wav(1));
  expect(audio.status).toBe(2);
  const source = ((await api<never>('GET', `${MATERIAL_PATHS.findSources('audio')}?pageSize=200`)).rows as Material[]).find((row) => row.file_name.startsWith('第 1 讲'))!;
  const batch = await api<never>('POST', COURSE_PATHS.batchCreate, { type: 'audio', items: [{ source_id: source.id, title: '第 1 讲 构图的三个基本法则' }] });
  const course = (batch.rows as Course[])[0]!;
  const planets = (await apiGet(dev.baseURL, '/api/v4/planet/findList', dev.token)).rows as { id: number; title: string }[];
  const planet = planets.find((row) => row.title === '周老师的摄影会员星球')!;

  await open(page, '/p/planet/lesson');
  const table = page.getByRole('table', { name: '课程' });
  const row = table.getByRole('row', { name: new RegExp(course.title) });
  await expect(row).toContainText('未加入星球');
  await row.getByRole('button', { name: `加入星球：${course.title}` }).click();
  const dialog = page.getByRole('dialog', { name: '课程加入星球' });
  await dialog.getByLabel('星球', { exact: true }).selectOption({ label: planet.title });
  await dialog.getByRole('radio', { name: '成员优惠价' }).check();
  await dialog.getByLabel('成员价（元）').fill('9.9');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(`${planet.title} · 成员价 ¥9.90`);
  await expectNoAxeViolations(page);

  // the planet filter and the planet's own course tab
  await page.getByLabel('星球', { exact: true }).selectOption({ label: planet.title });
  await expect(table.getByRole('row')).toHaveCount(2);
  // the filter lives in the address: a reload shows the same list
  await expect(page).toHaveURL(new RegExp(`planet=${planet.id}`));
  await page.reload();
  await expect(page.getByLabel('星球', { exact: true }).locator('option:checked')).toHaveText(planet.title);
  await expect(page.getByRole('table', { name: '课程' }).getByRole('row')).toHaveCount(2);
  await open(page, `/p/planet/detail/course?id=${planet.id}`);
  const inPlanet = page.getByRole('table', { name: '课程' });
  await expect(inPlanet.getByRole('row', { name: new RegExp(course.title) })).toContainText('成员价 ¥9.90');
  await inPlanet.getByRole('button', { name: `移出：${course.title}` }).click();
  await confirmBox(page).getByRole('button', { name: '确定' }).click();
  await expect(inPlanet).toContainText('这个星球还没有课程');
});

test('walks the funds overview and the course guide', async ({ page }) => {
  await open(page, '/p/accounting/home');
  await expect(page.getByRole('heading', { name: '资金概览' })).toBeVisible();
  const figures = page.getByRole('region', { name: '资金概况' });
  for (const label of ['账户余额', '今日收入', '本月收入', '累计收入', '累计退款', '提现处理中']) await expect(figures.getByText(label, { exact: true })).toBeVisible();
  const byPlanet = page.getByRole('table', { name: '各星球收入' });
  await expect(byPlanet.getByRole('row', { name: /周老师的摄影会员星球/ })).toBeVisible();
  const latest = page.getByRole('table', { name: '最近资金变动' });
  const total = await api<never>('GET', `${PLANET_FUNDS_PATHS.ledger}?pageSize=1`);
  expect(total.totalCount).toBeGreaterThan(3);
  await expect(latest.getByRole('row')).toHaveCount(Math.min(10, total.totalCount!) + 1);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: '周老师的摄影会员星球 的明细' }).click();
  await expect(page).toHaveURL(/\/p\/accounting\/balance\?planet=\d+$/);
  await expect(page.getByRole('table', { name: '资金明细' }).getByRole('row').nth(1)).toContainText('周老师的摄影会员星球');

  await open(page, '/p/course/guide');
  await expect(page.getByRole('heading', { name: '课程指南' })).toBeVisible();
  const steps = page.getByRole('list', { name: '制作课程的步骤' }).getByRole('listitem');
  await expect(steps).toHaveCount(5);
  await expect(page.getByRole('img', { name: '第 3 步示意图' })).toBeVisible();
  await expect(page.getByRole('link', { name: '打开素材库' })).toHaveAttribute('href', '/source');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: '打开课程管理' }).click();
  await expect(page).toHaveURL(/\/p\/planet\/lesson$/);
  await expect(page.getByRole('heading', { name: '课程', exact: true })).toBeVisible();
});
