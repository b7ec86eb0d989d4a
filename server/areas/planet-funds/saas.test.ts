import { beforeAll, describe, expect, it } from 'vitest';
import { PLANET_MONEY_PATHS } from '@shared/planet-funds/paths.ts';
import { SAAS_PLAN_NAMES } from '@shared/planet-funds/plan-names.ts';
import type { CurrentPlan, SaasOrder, SaasPlan, TrialGoods } from '@shared/planet-funds/types.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServerWithoutDevRoutes } from '@server/test-support/start-server.ts';
import { DAY, YEAR, usePlanetFundsServer } from './test-support.ts';
import { ledgerTitleText } from '@shared/funds/titles.ts';
import { fundsTexts } from '@server/http/export-texts.ts';

const demo = usePlanetFundsServer();
const { clock, post, get, data, rows, overview, allLedger, current, plans, createOrder } = demo;

describe('SaaS orders', () => {
  let pro: SaasPlan;
  beforeAll(async () => {
    pro = (await plans()).find((plan) => plan.code === 'pro')!;
  });

  it('creates an order with the defaults wx_pub_qr and env 2 and the payment QR payload; pays it; refunds it', async () => {
    const balance = (await overview()).balance;
    const order = await createOrder({ plan_id: pro.id });
    expect(order).toMatchObject({ plan_id: pro.id, plan_code: 'pro', plan_name: '专业版', amount: 99_900, pay_channel: 'wx_pub_qr', env: 2, status: 0, paid_at: null, refundable: false });
    expect(order.order_no).toMatch(/^P\d{20}$/);
    expect(order.qr_payload).toBe(`weixin://wxpay/bizpayurl?pr=${order.order_no}`);
    expect(await data<SaasOrder>(get(PLANET_MONEY_PATHS.orderDetail, demo.zhou, { id: order.id }))).toEqual(order);
    expect((await rows<SaasOrder>(PLANET_MONEY_PATHS.orderList))[0]!.id).toBe(order.id);
    // unpaid: no ledger row, no refund
    expect((await overview()).balance).toBe(balance);
    expect((await post(PLANET_MONEY_PATHS.orderRefund, { id: order.id })).body.message).toBe('只有已支付的订单可以退款');

    clock.advance(60);
    // the notice twice at once, then once more: it books once
    const [paid] = await Promise.all([1, 2].map(() => data<SaasOrder>(post(PLANET_MONEY_PATHS.orderPaid, { id: order.id }))));
    expect(paid).toMatchObject({ status: 1, paid_at: clock.seconds(), refundable: true });
    await data(post(PLANET_MONEY_PATHS.orderPaid, { id: order.id }));
    expect((await overview()).balance).toBe(balance - 99_900);
    const saasRows = await allLedger(demo.zhou, { kind: 'saas' });
    expect(saasRows[0]).toMatchObject({ amount: -99_900, title_code: 'purchase.year', title_params: { name: '专业版' }, planet_id: null });
    expect(ledgerTitleText(fundsTexts('zh-CN'), saasRows[0]!)).toBe('购买专业版（1 年）');
    expect(saasRows).toHaveLength(2);
    expect(await current()).toMatchObject({ plan: { id: pro.id }, source: 'order', order_id: order.id, expires_at: clock.seconds() + YEAR });
    // a paid order cannot be closed
    expect((await post(PLANET_MONEY_PATHS.orderClose, { id: order.id })).body.message).toBe('只有待支付的订单可以关闭');

    clock.advance(3 * DAY);
    // two refunds sent at once: one goes through, the other is told it is refunded already
    const refunds = await Promise.all([1, 2].map(() => post<SaasOrder>(PLANET_MONEY_PATHS.orderRefund, { id: order.id })));
    expect(refunds.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const refunded = refunds.find((reply) => reply.status === 200)!.body.data!;
    expect(refunded).toMatchObject({ status: 3, refunded_at: clock.seconds(), refundable: false });
    expect((await overview()).balance).toBe(balance);
    expect((await allLedger(demo.zhou, { kind: 'saas' }))[0]).toMatchObject({ amount: 99_900, title_code: 'purchase.refund', title_params: { name: '专业版' } });
    // the plan the order bought has ended
    expect(await current()).toBeNull();
    const twice = await post(PLANET_MONEY_PATHS.orderRefund, { id: order.id });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('订单已退款，不能重复退款');
    expect((await allLedger(demo.zhou, { kind: 'saas' })).length).toBe(3);
  });

  it('sells the platform\'s plans under the names and codes the console knows them by', async () => {
    // a screen names a plan in the reader's language by its code while it keeps this name (shared/planet-funds/plan-names.ts)
    expect(Object.fromEntries((await plans()).map((plan) => [plan.code, plan.name]))).toEqual(SAAS_PLAN_NAMES);
    expect(await rows<TrialGoods>(PLANET_MONEY_PATHS.trialGoods)).toMatchObject([{ plan_code: 'pro', plan_name: '专业版' }]);
  });

  it('trial: once per account, and not while a bought plan runs', async () => {
    const [goods] = await rows<TrialGoods>(PLANET_MONEY_PATHS.trialGoods);
    const busy = await post(PLANET_MONEY_PATHS.trial, { goods_id: goods!.id }, demo.teacher);
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe('当前套餐生效中，无需试用');

    expect(await current()).toBeNull();
    const trial = await data<CurrentPlan>(post(PLANET_MONEY_PATHS.trial, { goods_id: goods!.id }));
    expect(trial).toMatchObject({ plan: { name: '专业版' }, source: 'trial', order_id: null, started_at: clock.seconds(), expires_at: clock.seconds() + 7 * DAY });
    expect(await current()).toEqual(trial);
    expect((await rows<TrialGoods>(PLANET_MONEY_PATHS.trialGoods))[0]!.used).toBe(true);
    const again = await post(PLANET_MONEY_PATHS.trial, { goods_id: goods!.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('每个账号只能免费试用一次');
    clock.advance(7 * DAY);
    expect(await current()).toBeNull();
    expect((await post(PLANET_MONEY_PATHS.trial, { goods_id: 999 }, demo.teacher)).status).toBe(404);
  });
  it('refuses a refund more than 7 days after payment, and one in another environment', async () => {
    const order = await createOrder({ plan_id: pro.id, env: 1 });
    expect(order.env).toBe(1);
    await data(post(PLANET_MONEY_PATHS.orderPaid, { id: order.id }));
    const otherEnv = await post(PLANET_MONEY_PATHS.orderRefund, { id: order.id });
    expect(otherEnv.status).toBe(400);
    expect(otherEnv.body.message).toBe('退款的支付渠道和环境须与订单支付时一致');
    clock.advance(7 * DAY + 1);
    const late = await post(PLANET_MONEY_PATHS.orderRefund, { id: order.id, env: 1 });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('已超过支付后 7 天的退款期限，无法退款');
    expect((await data<SaasOrder>(get(PLANET_MONEY_PATHS.orderDetail, demo.zhou, { id: order.id }))).status).toBe(1);
  });

  it('closes an unpaid order, which can then be neither paid nor closed again', async () => {
    const order = await createOrder({ plan_id: pro.id, pay_channel: 'wx_pub_qr', env: 2 });
    const closed = await data<SaasOrder>(post(PLANET_MONEY_PATHS.orderClose, { id: order.id }));
    expect(closed).toMatchObject({ status: 2, closed_at: clock.seconds() });
    expect((await post(PLANET_MONEY_PATHS.orderClose, { id: order.id })).status).toBe(409);
    expect((await post(PLANET_MONEY_PATHS.orderPaid, { id: order.id })).body.message).toBe('订单已关闭，无法支付');
    expect(await rows<SaasOrder>(PLANET_MONEY_PATHS.orderList, demo.zhou, { status: 2 })).toEqual([closed]);
  });

  it('checks its input', async () => {
    const channel = await post(PLANET_MONEY_PATHS.orderCreate, { plan_id: pro.id, pay_channel: 'alipay_qr' });
    expect(channel.status).toBe(400);
    expect(channel.body.message).toMatch(/pay_channel/);
    const env = await post(PLANET_MONEY_PATHS.orderCreate, { plan_id: pro.id, env: 3 });
    expect(env.body.message).toMatch(/env/);
    const plan = await post(PLANET_MONEY_PATHS.orderCreate, { plan_id: 999 });
    expect(plan.status).toBe(404);
    expect(plan.body.message).toBe('套餐不存在');
  });

  it('another teacher\'s order answers 404 on every call and never shows in the list', async () => {
    const order = await createOrder({ plan_id: pro.id });
    for (const [path, body] of [
      [PLANET_MONEY_PATHS.orderClose, { id: order.id }],
      [PLANET_MONEY_PATHS.orderRefund, { id: order.id }],
      [PLANET_MONEY_PATHS.orderPaid, { id: order.id }],
    ] as const) {
      const reply = await post(path, body, demo.teacher);
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe('订单不存在');
    }
    expect((await get(PLANET_MONEY_PATHS.orderDetail, demo.teacher, { id: order.id })).status).toBe(404);
    expect((await rows<SaasOrder>(PLANET_MONEY_PATHS.orderList, demo.teacher, { pageSize: 50 })).map((row) => row.id)).not.toContain(order.id);
    expect((await data<SaasOrder>(get(PLANET_MONEY_PATHS.orderDetail, demo.zhou, { id: order.id }))).status).toBe(0);
  });
});

describe('the payment notice route', () => {
  it('exists only with LECTERN_DEV_ROUTES=1', async () => {
    const server = await startServerWithoutDevRoutes();
    try {
      const token = (await login(server.baseUrl, PHONES.planet)).token.id;
      const order = await call<SaasOrder>(server.baseUrl, 'POST', PLANET_MONEY_PATHS.orderCreate, { token, json: { plan_id: 1 } });
      const paid = await call(server.baseUrl, 'POST', PLANET_MONEY_PATHS.orderPaid, { token, json: { id: order.body.data!.id } });
      expect(paid.status).toBe(404);
      const detail = await call<SaasOrder>(server.baseUrl, 'GET', PLANET_MONEY_PATHS.orderDetail, { token, query: { id: order.body.data!.id } });
      expect(detail.body.data!.status).toBe(0);
    } finally {
      await server.close();
    }
  });
});
