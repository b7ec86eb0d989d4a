/**
 * Orders with marketing: a coupon claimed and spent, a flash sale's price, per-buyer limit and stock, a
 * group opened, joined and filled, a group that did not fill refunded by the sweep, a gift given and a sharer's red
 * packet reward — each priced by the shared pricing and booked in the ledger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_PATHS } from '@shared/courses/paths.ts';
import type { CourseRecord } from '@shared/courses/types.ts';
import { CAMPAIGN_PATHS } from '@shared/marketing/campaign-paths.ts';
import { COUPON_PATHS } from '@shared/marketing/paths.ts';
import { AFTERSALE_PATHS, IDEMPOTENCY_HEADER } from '@shared/aftersale/paths.ts';
import { ORDER_PATHS as P } from '@shared/orders/paths.ts';
import type { OrderDetail } from '@shared/orders/types.ts';
import { createMainAccount } from '@server/test-support/accounts.ts';
import { testClock } from '@server/test-support/clock.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { call, login } from '@server/test-support/http.ts';
import { startServerWithDevRoutes, type TestServer } from '@server/test-support/start-server.ts';
import { ledgerTitleText } from '@shared/funds/titles.ts';
import type { LedgerTransactionView } from '@shared/funds/types.ts';
import { fundsTexts } from '@server/http/export-texts.ts';

const HOUR = 3_600;
const DAY = 86_400;
const ME = '13900001701';

/** a transaction's kind, title code and parameters, and its title as a Chinese reader sees it */
const said = (tx: LedgerTransactionView) => [tx.kind, tx.title_code, tx.title_params, ledgerTitleText(fundsTexts('zh-CN'), tx)];

describe('orders with marketing', () => {
  const clock = testClock();
  let server: TestServer;
  let me: string;
  let course: CourseRecord;
  let giftCourse: CourseRecord;

  const post = <T = unknown>(path: string, json: unknown) => call<T>(server.baseUrl, 'POST', path, { token: me, json });
  const made = async <T>(path: string, json: unknown): Promise<T> => {
    const answer = await post<T>(path, json);
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ result: 'ok' });
    return answer.body.data!;
  };
  const place = (json: object) => post<{ id: number; pay_amount: number }>(P.devPlace, { product_kind: 'course', product_id: course.id, ...json });
  const detail = async (id: number) => (await call<OrderDetail>(server.baseUrl, 'GET', P.detail, { token: me, query: { id } })).body.data!;
  /** a campaign made now starts a minute on (a start in the past is refused); the test then moves past it */
  const window = () => ({ starts_at: clock.seconds() + 60, ends_at: clock.seconds() + 30 * DAY });
  const running = async <T>(path: string, json: unknown): Promise<T> => {
    const record = await made<T>(path, json);
    clock.advance(120);
    return record;
  };

  let refunds = 0;
  /** the buyer asks for `amount` back and the teacher approves it */
  const refund = async (orderId: number, amount: number) => {
    const request = await made<{ id: number }>(AFTERSALE_PATHS.devRequest, { order_id: orderId, amount, reason: '买错了' });
    refunds += 1;
    const approved = await call(server.baseUrl, 'POST', AFTERSALE_PATHS.approve, { token: me, json: { id: request.id, amount }, headers: { [IDEMPOTENCY_HEADER]: `marketing-refund-${refunds}` } });
    expect(approved.body, JSON.stringify(approved.body)).toMatchObject({ result: 'ok' });
  };
  const incomeOf = (order: OrderDetail) =>
    order.ledger
      .flatMap((tx) => tx.lines)
      .filter((line) => line.account === 'income')
      .reduce((sum, line) => sum + line.amount, 0);

  beforeAll(async () => {
    server = await startServerWithDevRoutes({ now: clock.now, accessTokenTtl: 86_400 * 365 });
    await createMainAccount(server.dataDir, ME);
    me = (await login(server.baseUrl, ME)).token.id;
    course = await made<CourseRecord>(COURSE_PATHS.course.create, { type: 'mixture', title: '纪实摄影十讲', price: 19_900, status: 0 });
    giftCourse = await made<CourseRecord>(COURSE_PATHS.course.create, { type: 'mixture', title: '调色入门', price: 4_900, status: 0 });
    await queryTestDatabase(server.dataDir, 'update courses set status = 1 where id in (?, ?)', [course.id, giftCourse.id]);
  });
  afterAll(() => server.close());

  it('claims a coupon for the buyer, prices the order with it and spends it once', async () => {
    const coupon = await running<{ id: number }>(COUPON_PATHS.coupon.create, { title: '满100减20', type: 'threshold', amount: 2_000, rate: 0, threshold: 10_000, ...window(), stock: 10, per_user_limit: 1, all_products: 1, products: [] });
    const order = (await place({ coupon_id: coupon.id, buyer_phone: '13712340001' })).body.data!;
    expect(order.pay_amount).toBe(17_900);
    const stored = await detail(order.id);
    expect(stored).toMatchObject({ list_price: 19_900, coupon_discount: 2_000, coupon_id: coupon.id, campaign_kind: '' });
    expect(stored.ledger[0]!.lines.find((line) => line.account === 'buyers')!.amount).toBe(-17_900);
    const claims = await queryTestDatabase<{ used_order_id: number }>(server.dataDir, 'select used_order_id from coupon_claims where coupon_id = ?', [coupon.id]);
    expect(claims.map((c) => Number(c.used_order_id))).toEqual([order.id]);
    // the buyer's one claim is spent: a second order with the coupon is refused and writes nothing
    expect((await place({ coupon_id: coupon.id, buyer_phone: '13712340001' })).body).toMatchObject({ result: 'fail', message: '每人限领 1 张' });
  });

  it('sells at the flash price within the per-buyer limit and the stock, and refuses a coupon beside it', async () => {
    const coupon = await running<{ id: number }>(COUPON_PATHS.coupon.create, { title: '立减10元', type: 'fixed', amount: 1_000, rate: 0, threshold: 0, ...window(), stock: 10, per_user_limit: 1, all_products: 1, products: [] });
    const flash = await running<{ id: number }>(CAMPAIGN_PATHS.flash.create, { title: '限时 9.9', product_kind: 'course', product_id: course.id, price: 990, stock: 2, per_user_limit: 1, ...window() });
    expect((await place({ flash_sale_id: flash.id, coupon_id: coupon.id, buyer_phone: '13712340002' })).body).toMatchObject({ result: 'fail', message: '秒杀或拼团商品不能使用优惠券' });
    const first = (await place({ flash_sale_id: flash.id, buyer_phone: '13712340002' })).body.data!;
    expect(first.pay_amount).toBe(990);
    expect(await detail(first.id)).toMatchObject({ campaign_kind: 'flash', campaign_id: flash.id, campaign_discount: 18_910 });
    expect((await place({ flash_sale_id: flash.id, buyer_phone: '13712340002' })).body).toMatchObject({ result: 'fail', message: '该秒杀每人限购 1 件' });
    expect((await place({ flash_sale_id: flash.id, buyer_phone: '13712340003' })).body).toMatchObject({ result: 'ok' });
    expect((await place({ flash_sale_id: flash.id, buyer_phone: '13712340004' })).body).toMatchObject({ result: 'fail', message: '秒杀商品已售罄' });
    const sold = await queryTestDatabase<{ sold: number }>(server.dataDir, 'select sold from flash_sales where id = ?', [flash.id]);
    expect(Number(sold[0]!.sold)).toBe(2);
    await made(CAMPAIGN_PATHS.flash.stop, { id: flash.id });
  });

  it('opens a group, lets others join until it fills, and refunds a group that did not fill in time', async () => {
    const group = await running<{ id: number }>(CAMPAIGN_PATHS.group.create, { title: '三人团', product_kind: 'course', product_id: course.id, price: 9_900, group_size: 2, fill_hours: 24, ...window() });
    const leader = (await place({ mode: 'group', group_buy_id: group.id, buyer_phone: '13712340011' })).body.data!;
    expect(leader.pay_amount).toBe(9_900);
    expect(await detail(leader.id)).toMatchObject({ campaign_kind: 'group', campaign_id: group.id, campaign_discount: 10_000 });
    const [opened] = await queryTestDatabase<{ id: number; status: string }>(server.dataDir, 'select id, status from group_buy_groups where campaign_id = ?', [group.id]);
    expect(opened!.status).toBe('open');
    expect((await place({ mode: 'group', group_buy_id: group.id, group_id: opened!.id, buyer_phone: '13712340011' })).body).toMatchObject({ result: 'fail', message: '你已在这个团中' });
    expect((await place({ mode: 'group', group_buy_id: group.id, group_id: opened!.id, buyer_phone: '13712340012' })).body).toMatchObject({ result: 'ok' });
    expect((await queryTestDatabase<{ status: string }>(server.dataDir, 'select status from group_buy_groups where id = ?', [opened!.id]))[0]!.status).toBe('filled');

    // a second group nobody joins: after 24 hours the sweep fails it and refunds its order in full
    const lonely = (await place({ mode: 'group', group_buy_id: group.id, buyer_phone: '13712340013' })).body.data!;
    clock.advance(25 * HOUR);
    expect((await post<{ failed: number }>(P.devSweep, {})).body.data).toEqual({ failed: 1 });
    const refunded = await detail(lonely.id);
    expect(refunded).toMatchObject({ status: 'refunded', refunded_amount: 9_900 });
    expect(refunded.ledger.map((tx) => tx.kind)).toEqual(['payment', 'refund']);
    expect(refunded.ledger[1]!.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(0);
    expect((await post<{ failed: number }>(P.devSweep, {})).body.data).toEqual({ failed: 0 });
    await made(CAMPAIGN_PATHS.group.stop, { id: group.id });
  });

  it('gives the gift courses of a 买课送课 in force with the order', async () => {
    await running(CAMPAIGN_PATHS.gift.create, { title: '买一送一', product_kind: 'course', product_id: course.id, gifts: [{ kind: 'course', id: giftCourse.id }], ...window() });
    const order = (await place({ buyer_phone: '13712340021' })).body.data!;
    expect((await detail(order.id)).gifts).toEqual([{ product_kind: 'course', product_id: giftCourse.id, product_title: '调色入门' }]);
  });

  it('pays a red packet’s reward to the buyer who shared, within the budget, and takes it back with a full refund before settlement', async () => {
    const packet = await running<{ id: number }>(CAMPAIGN_PATHS.packet.create, { title: '分享有礼', all_products: 0, products: [{ kind: 'course', id: course.id }], reward: 500, budget: 1_000, ...window() });
    const sharer = { sharer_phone: '13712340031', sharer_nickname: '分享达人' };
    const rewards = async () => queryTestDatabase<{ order_id: number; amount: number }>(server.dataDir, 'select order_id, amount from packet_rewards where campaign_id = ? order by id', [packet.id]);
    // a buyer's own share brings nothing
    const own = (await place({ buyer_phone: '13712340031', ...sharer })).body.data!;
    expect((await detail(own.id)).ledger.map((tx) => tx.kind)).toEqual(['payment']);

    const first = (await place({ buyer_phone: '13712340032', ...sharer })).body.data!;
    const booked = await detail(first.id);
    // what each was: a code and what was named, in the reader's words (here Chinese)
    expect(booked.ledger.map(said)).toEqual([
      ['payment', 'payment.order', { product: '纪实摄影十讲' }, '订单收入：纪实摄影十讲'],
      ['reward', 'reward', { sharer: '分享达人' }, '分享红包：分享达人'],
    ]);
    expect(ledgerTitleText(fundsTexts('en'), booked.ledger[0]!)).toBe('Order income: 纪实摄影十讲');
    const payment = booked.ledger[0]!.lines.find((line) => line.account === 'income')!;
    // the reward comes out of the income the order brought, held as long as it is
    expect(booked.ledger[1]!.lines.map((line) => [line.account, line.amount, line.available_at])).toEqual([
      ['income', -500, payment.available_at],
      ['buyers', 500, clock.seconds()],
    ]);
    const second = (await place({ buyer_phone: '13712340033', ...sharer })).body.data!;
    // the budget of 10 元 is spent: the next shared order pays no reward
    const third = (await place({ buyer_phone: '13712340034', ...sharer })).body.data!;
    expect((await detail(third.id)).ledger.map((tx) => tx.kind)).toEqual(['payment']);
    expect(await rewards()).toEqual([
      { order_id: first.id, amount: 500 },
      { order_id: second.id, amount: 500 },
    ]);

    // the first order refunded in full while it is still held: the reward goes back, and so does the budget
    const request = await made<{ id: number }>(AFTERSALE_PATHS.devRequest, { order_id: first.id, amount: first.pay_amount, reason: '买错了' });
    const approved = await call(server.baseUrl, 'POST', AFTERSALE_PATHS.approve, { token: me, json: { id: request.id, amount: first.pay_amount }, headers: { [IDEMPOTENCY_HEADER]: 'packet-refund-1' } });
    expect(approved.body).toMatchObject({ result: 'ok' });
    const after = await detail(first.id);
    expect(after.ledger.map(said)).toEqual([
      ['payment', 'payment.order', { product: '纪实摄影十讲' }, '订单收入：纪实摄影十讲'],
      ['reward', 'reward', { sharer: '分享达人' }, '分享红包：分享达人'],
      ['refund', 'refund.aftersale', { product: '纪实摄影十讲' }, '售后退款：纪实摄影十讲'],
      ['reward', 'reward.back.full', {}, '分享红包撤回：订单已全额退款'],
    ]);
    for (const tx of after.ledger) expect(tx.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(0);
    // nothing of the order is left in the teacher's income, and its buyer and sharer are square
    const left = after.ledger.flatMap((tx) => tx.lines).filter((line) => line.account === 'income').reduce((sum, line) => sum + line.amount, 0);
    expect(left).toBe(0);
    expect(await rewards()).toEqual([{ order_id: second.id, amount: 500 }]);
    await made(CAMPAIGN_PATHS.packet.stop, { id: packet.id });
  });

  it('takes a share reward back in proportion to a partial refund, and whole before the order’s income would go below zero', async () => {
    const writing = await made<CourseRecord>(COURSE_PATHS.course.create, { type: 'mixture', title: '写作课', price: 29_900, status: 0 });
    await queryTestDatabase(server.dataDir, 'update courses set status = 1 where id = ?', [writing.id]);
    const packet = await running<{ id: number }>(CAMPAIGN_PATHS.packet.create, { title: '分享得百元', all_products: 0, products: [{ kind: 'course', id: writing.id }], reward: 10_000, budget: 10_000, ...window() });
    const rewardLeft = async () => queryTestDatabase<{ amount: number }>(server.dataDir, 'select amount from packet_rewards where campaign_id = ?', [packet.id]);
    const order = (await place({ product_id: writing.id, buyer_phone: '13712340041', sharer_phone: '13712340042', sharer_nickname: '荐书人' })).body.data!;
    // income 296.01 (299 less the 2.99 fee), of which the sharer's 100 went out
    expect(incomeOf(await detail(order.id))).toBe(19_601);

    // half refunded: half the reward comes back, and half the budget with it
    await refund(order.id, 14_950);
    const half = await detail(order.id);
    expect(half.ledger.map(said)).toEqual([
      ['payment', 'payment.order', { product: '写作课' }, '订单收入：写作课'],
      ['reward', 'reward', { sharer: '荐书人' }, '分享红包：荐书人'],
      ['refund', 'refund.aftersale', { product: '写作课' }, '售后退款：写作课'],
      ['reward', 'reward.back.partial', {}, '分享红包撤回：订单部分退款'],
    ]);
    expect(half.ledger[3]!.lines.map((line) => [line.account, line.amount])).toEqual([
      ['income', 5_000],
      ['buyers', -5_000],
    ]);
    expect(incomeOf(half)).toBe(9_800);
    expect((await rewardLeft()).map((row) => Number(row.amount))).toEqual([5_000]);

    // all but a fen refunded: the rest of the reward comes back, so the order's income is 0, never below
    await refund(order.id, 14_949);
    const rest = await detail(order.id);
    expect(said(rest.ledger.at(-1)!)).toEqual(['reward', 'reward.back.full', {}, '分享红包撤回：订单已全额退款']);
    for (const tx of rest.ledger) expect(tx.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(0);
    expect(incomeOf(rest)).toBe(0);
    expect(await rewardLeft()).toEqual([]);
    await made(CAMPAIGN_PATHS.packet.stop, { id: packet.id });
  });

  it('gives back the flash stock, the coupon claim and an open group’s place of an order refunded in full', async () => {
    const flash = await running<{ id: number }>(CAMPAIGN_PATHS.flash.create, { title: '限量一份', product_kind: 'course', product_id: course.id, price: 990, stock: 1, per_user_limit: 1, ...window() });
    const sold = async () => Number((await queryTestDatabase<{ sold: number }>(server.dataDir, 'select sold from flash_sales where id = ?', [flash.id]))[0]!.sold);
    const flashOrder = (await place({ flash_sale_id: flash.id, buyer_phone: '13712340051' })).body.data!;
    expect(await sold()).toBe(1);
    // a partial refund leaves the buyer the course, so the unit stays sold
    await refund(flashOrder.id, 100);
    expect(await sold()).toBe(1);
    await refund(flashOrder.id, 890);
    expect(await sold()).toBe(0);
    expect((await place({ flash_sale_id: flash.id, buyer_phone: '13712340052' })).body).toMatchObject({ result: 'ok' });
    expect(await sold()).toBe(1);
    await made(CAMPAIGN_PATHS.flash.stop, { id: flash.id });

    const coupon = await running<{ id: number }>(COUPON_PATHS.coupon.create, { title: '立减5元', type: 'fixed', amount: 500, rate: 0, threshold: 0, ...window(), stock: 10, per_user_limit: 1, all_products: 1, products: [] });
    const couponOrder = (await place({ coupon_id: coupon.id, buyer_phone: '13712340053' })).body.data!;
    await refund(couponOrder.id, couponOrder.pay_amount);
    const claims = await queryTestDatabase<{ used_order_id: number | null; used_at: number | null }>(server.dataDir, 'select used_order_id, used_at from coupon_claims where coupon_id = ?', [coupon.id]);
    expect(claims).toEqual([{ used_order_id: null, used_at: null }]);
    // the buyer's one claim is theirs again: the next order spends it, and claims no second one
    const again = (await place({ coupon_id: coupon.id, buyer_phone: '13712340053' })).body.data!;
    expect(again.pay_amount).toBe(19_400);

    const group = await running<{ id: number }>(CAMPAIGN_PATHS.group.create, { title: '两人团', product_kind: 'course', product_id: giftCourse.id, price: 2_900, group_size: 2, fill_hours: 24, ...window() });
    const members = async (groupId: number) => (await queryTestDatabase<{ order_id: number }>(server.dataDir, 'select order_id from group_buy_members where group_id = ? order by order_id', [groupId])).map((row) => Number(row.order_id));
    const groupOf = async (orderId: number) => Number((await queryTestDatabase<{ group_id: number }>(server.dataDir, 'select group_id from orders where id = ?', [orderId]))[0]!.group_id);
    const statusOf = async (groupId: number) => (await queryTestDatabase<{ status: string }>(server.dataDir, 'select status from group_buy_groups where id = ?', [groupId]))[0]!.status;
    const join = (phone: string, groupId?: number) => place({ product_id: giftCourse.id, mode: 'group', group_buy_id: group.id, buyer_phone: phone, ...(groupId ? { group_id: groupId } : {}) });
    // the leader of a group still open is refunded: the place is free, so the group fills only with buyers who paid
    const leader = (await join('13712340054')).body.data!;
    const open = await groupOf(leader.id);
    await refund(leader.id, leader.pay_amount);
    expect(await members(open)).toEqual([]);
    const first = (await join('13712340055', open)).body.data!;
    expect(await statusOf(open)).toBe('open');
    const second = (await join('13712340056', open)).body.data!;
    expect(await statusOf(open)).toBe('filled');
    // a filled group stays filled, its members as they were
    await refund(second.id, second.pay_amount);
    expect(await statusOf(open)).toBe('filled');
    expect(await members(open)).toEqual([first.id, second.id]);
    await made(CAMPAIGN_PATHS.group.stop, { id: group.id });
  });
});
