import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course, Material } from '@shared/materials/types.ts';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { PLANET_COURSE_PATHS, PLANET_FUNDS_PATHS, PLANET_MONEY_PATHS } from '@shared/planet-funds/paths.ts';
import type { CurrentPlan, FundsOverview, LedgerEntry, PayoutAccount, PlanetCourse, SaasOrder, SaasPlan, TrialGoods, Withdrawal } from '@shared/planet-funds/types.ts';
import { PLANET_PATHS } from '@shared/planets/paths.ts';
import type { Planet } from '@shared/planets/types.ts';
import { grantModules } from '@server/test-support/accounts.ts';
import { testClock } from '@server/test-support/clock.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { uploadMedia } from '@server/areas/materials/test-support.ts';
import { wav } from '@server/test-support/media-files.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

const DAY = 86_400;
const YEAR = 365 * DAY;

describe('planet funds calls (issue 6)', () => {
  let server: TestServer;
  /** 林老师 */
  let teacher: string;
  /** 林老师's staff account */
  let staff: string;
  /** 周老师 (planet member mode) */
  let zhou: string;
  let teacherPlanet: number;
  let zhouPlanet: number;
  const clock = testClock();
  const previousDevRoutes = process.env.LECTERN_DEV_ROUTES;

  const post = <T = unknown>(path: string, json: unknown, token = zhou) => call<T>(server.baseUrl, 'POST', path, { token, json });
  const get = <T = unknown>(path: string, token = zhou, query: Record<string, string | number> = {}) => call<T>(server.baseUrl, 'GET', path, { token, query });
  const data = async <T>(reply: Promise<{ body: { data?: T; result: string; message?: string } }>): Promise<T> => {
    const { body } = await reply;
    expect(body, body.message).toMatchObject({ result: 'ok' });
    return body.data as T;
  };
  const rows = async <T>(path: string, token = zhou, query: Record<string, string | number> = {}) => (await get(path, token, query)).body.rows as T[];
  const overview = (token = zhou) => data<FundsOverview>(get(PLANET_FUNDS_PATHS.overview, token));
  const allLedger = async (token = zhou, query: Record<string, string | number> = {}) => rows<LedgerEntry>(PLANET_FUNDS_PATHS.ledger, token, { pageSize: 100, ...query });
  const current = (token = zhou) => data<CurrentPlan | null>(get(PLANET_MONEY_PATHS.current, token));
  const plans = () => rows<SaasPlan>(PLANET_MONEY_PATHS.plans);
  const createOrder = (body: Record<string, unknown>, token = zhou) => data<SaasOrder>(post(PLANET_MONEY_PATHS.orderCreate, body, token));
  const firstPlanet = async (token: string) => ((await get(PLANET_PATHS.findList, token)).body.rows as Planet[])[0]!.id;

  beforeAll(async () => {
    process.env.LECTERN_DEV_ROUTES = '1';
    server = await startServer({ now: clock.now, accessTokenTtl: 86_400 * 365, refreshTokenTtl: 86_400 * 365 });
    teacher = (await login(server.baseUrl, PHONES.teacher)).token.id;
    staff = (await login(server.baseUrl, PHONES.staff)).token.id;
    // the demo grant is materials and courses; here the staff account works on funds (资金)
    await grantModules(server.dataDir, PHONES.staff, ['accounting']);
    zhou = (await login(server.baseUrl, PHONES.planet)).token.id;
    teacherPlanet = await firstPlanet(teacher);
    zhouPlanet = await firstPlanet(zhou);
  });
  afterAll(async () => {
    await server.close();
    if (previousDevRoutes === undefined) delete process.env.LECTERN_DEV_ROUTES;
    else process.env.LECTERN_DEV_ROUTES = previousDevRoutes;
  });

  describe('seed', () => {
    it('has the plans, the trial goods, and a paid order, payout account and withdrawal for each demo owner', async () => {
      expect((await plans()).map((plan) => [plan.name, plan.price])).toEqual([['基础版', 29_900], ['专业版', 99_900], ['旗舰版', 299_900]]);
      const goods = await rows<TrialGoods>(PLANET_MONEY_PATHS.trialGoods);
      expect(goods).toEqual([expect.objectContaining({ plan_name: '专业版', days: 7, used: false })]);
      for (const token of [zhou, teacher]) {
        const orders = await rows<SaasOrder>(PLANET_MONEY_PATHS.orderList, token);
        expect(orders).toHaveLength(1);
        expect(orders[0]).toMatchObject({ status: 1, pay_channel: 'wx_pub_qr', env: 2, refundable: false });
        const saas = await allLedger(token, { kind: 'saas' });
        expect(saas.map((row) => row.amount)).toEqual([-orders[0]!.amount]);
        expect((await current(token))?.plan.id).toBe(orders[0]!.plan_id);
        expect(await rows<PayoutAccount>(PLANET_FUNDS_PATHS.accounts, token)).toHaveLength(1);
        const withdrawals = await allLedger(token, { kind: 'withdraw' });
        expect(withdrawals).toHaveLength(1);
        expect(withdrawals[0]!.withdrawal_status).toBe('processing');
        expect((await overview(token)).withdrawals_pending).toBe(-withdrawals[0]!.amount);
      }
    });
  });

  describe('the balance', () => {
    it('is the sum of the ledger, with income, refunds, per-planet figures and the latest 10 movements', async () => {
      const ledger = await allLedger(teacher);
      const sum = (kinds: string[]) => ledger.filter((row) => kinds.includes(row.kind)).reduce((total, row) => total + row.amount, 0);
      const view = await overview(teacher);
      expect(ledger.length).toBeGreaterThan(3);
      expect(view.balance).toBe(sum(['join', 'renew', 'refund', 'withdraw', 'saas']));
      expect(view.income_total).toBe(sum(['join', 'renew']));
      expect(view.refunds_total).toBe(-sum(['refund']));
      expect(view.latest.map((row) => row.id)).toEqual(ledger.slice(0, 10).map((row) => row.id));
      const planet = view.planets.find((row) => row.planet_id === teacherPlanet)!;
      expect(planet.income).toBe(ledger.filter((row) => row.planet_id === teacherPlanet && row.kind === 'join').reduce((t, row) => t + row.amount, 0));
      expect(planet.members).toBeGreaterThan(0);
      // a staff account reads its main account's funds
      expect((await overview(staff)).balance).toBe(view.balance);
    });

    it('counts today\'s and this month\'s income by China time', async () => {
      const before = await overview(zhou);
      expect(before.income_today).toBe(0);
      expect(before.income_month).toBeLessThanOrEqual(before.income_total);
    });

    it('filters the detail by kind, date range and planet; another teacher\'s planet answers 404', async () => {
      const income = await allLedger(teacher, { kind: 'income' });
      expect(income.length).toBeGreaterThan(0);
      expect(income.every((row) => row.kind === 'join' || row.kind === 'renew')).toBe(true);
      const refunds = await allLedger(teacher, { kind: 'refund' });
      expect(refunds.every((row) => row.kind === 'refund' && row.amount < 0)).toBe(true);
      const byPlanet = await allLedger(teacher, { planet_id: teacherPlanet });
      expect(byPlanet.length).toBeGreaterThan(0);
      expect(byPlanet.every((row) => row.planet_id === teacherPlanet && row.planet_title === '林老师的写作星球')).toBe(true);
      // the seed's saas payment was 20 days before the clock: a range of the last week leaves it out
      const day = (offset: number) => new Date((clock.seconds() + offset * DAY + 8 * 3600) * 1000).toISOString().slice(0, 10);
      expect(await allLedger(teacher, { kind: 'saas', start_at: `${day(-7)} 00:00:00`, end_at: `${day(0)} 23:59:59` })).toEqual([]);
      expect(await allLedger(teacher, { kind: 'saas', start_at: `${day(-21)} 00:00:00`, end_at: `${day(-19)} 23:59:59` })).toHaveLength(1);
      const foreign = await get(PLANET_FUNDS_PATHS.ledger, teacher, { planet_id: zhouPlanet });
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe('星球不存在');
      const bad = await get(PLANET_FUNDS_PATHS.ledger, teacher, { kind: 'bonus' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/kind/);
      const page = await get(PLANET_FUNDS_PATHS.ledger, teacher, { pageSize: 2, page: 2 });
      expect(page.body.rows).toHaveLength(2);
      expect(page.body.totalCount).toBe((await allLedger(teacher)).length);
    });
  });

  describe('SaaS orders', () => {
    let pro: SaasPlan;
    beforeAll(async () => {
      pro = (await plans()).find((plan) => plan.code === 'pro')!;
    });

    it('creates an order with the defaults wx_pub_qr and env 2 and the payment QR payload; pays it; refunds it', async () => {
      const balance = (await overview()).balance;
      const order = await createOrder({ plan_id: pro.id });
      expect(order).toMatchObject({ plan_id: pro.id, plan_name: '专业版', amount: 99_900, pay_channel: 'wx_pub_qr', env: 2, status: 0, paid_at: null, refundable: false });
      expect(order.order_no).toMatch(/^P\d{20}$/);
      expect(order.qr_payload).toBe(`weixin://wxpay/bizpayurl?pr=${order.order_no}`);
      expect(await data<SaasOrder>(get(PLANET_MONEY_PATHS.orderDetail, zhou, { id: order.id }))).toEqual(order);
      expect((await rows<SaasOrder>(PLANET_MONEY_PATHS.orderList))[0]!.id).toBe(order.id);
      // unpaid: no ledger row, no refund
      expect((await overview()).balance).toBe(balance);
      expect((await post(PLANET_MONEY_PATHS.orderRefund, { id: order.id })).body.message).toBe('只有已支付的订单可以退款');

      clock.advance(60);
      const paid = await data<SaasOrder>(post(PLANET_MONEY_PATHS.orderPaid, { id: order.id }));
      expect(paid).toMatchObject({ status: 1, paid_at: clock.seconds(), refundable: true });
      // a repeated notice books nothing twice
      await data(post(PLANET_MONEY_PATHS.orderPaid, { id: order.id }));
      expect((await overview()).balance).toBe(balance - 99_900);
      const saasRows = await allLedger(zhou, { kind: 'saas' });
      expect(saasRows[0]).toMatchObject({ amount: -99_900, title: '购买专业版（1 年）', planet_id: null });
      expect(saasRows).toHaveLength(2);
      expect(await current()).toMatchObject({ plan: { id: pro.id }, source: 'order', order_id: order.id, expires_at: clock.seconds() + YEAR });
      // a paid order cannot be closed
      expect((await post(PLANET_MONEY_PATHS.orderClose, { id: order.id })).body.message).toBe('只有待支付的订单可以关闭');

      clock.advance(3 * DAY);
      const refunded = await data<SaasOrder>(post(PLANET_MONEY_PATHS.orderRefund, { id: order.id }));
      expect(refunded).toMatchObject({ status: 3, refunded_at: clock.seconds(), refundable: false });
      expect((await overview()).balance).toBe(balance);
      expect((await allLedger(zhou, { kind: 'saas' }))[0]).toMatchObject({ amount: 99_900, title: '退款：专业版' });
      // the plan the order bought has ended
      expect(await current()).toBeNull();
      const twice = await post(PLANET_MONEY_PATHS.orderRefund, { id: order.id });
      expect(twice.status).toBe(409);
      expect(twice.body.message).toBe('订单已退款，不能重复退款');
      expect((await allLedger(zhou, { kind: 'saas' })).length).toBe(3);
    });

    it('trial: once per account, and not while a bought plan runs', async () => {
      const [goods] = await rows<TrialGoods>(PLANET_MONEY_PATHS.trialGoods);
      const busy = await post(PLANET_MONEY_PATHS.trial, { goods_id: goods!.id }, teacher);
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
      expect((await post(PLANET_MONEY_PATHS.trial, { goods_id: 999 }, teacher)).status).toBe(404);
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
      expect((await data<SaasOrder>(get(PLANET_MONEY_PATHS.orderDetail, zhou, { id: order.id }))).status).toBe(1);
    });

    it('closes an unpaid order, which can then be neither paid nor closed again', async () => {
      const order = await createOrder({ plan_id: pro.id, pay_channel: 'wx_pub_qr', env: 2 });
      const closed = await data<SaasOrder>(post(PLANET_MONEY_PATHS.orderClose, { id: order.id }));
      expect(closed).toMatchObject({ status: 2, closed_at: clock.seconds() });
      expect((await post(PLANET_MONEY_PATHS.orderClose, { id: order.id })).status).toBe(409);
      expect((await post(PLANET_MONEY_PATHS.orderPaid, { id: order.id })).body.message).toBe('订单已关闭，无法支付');
      expect(await rows<SaasOrder>(PLANET_MONEY_PATHS.orderList, zhou, { status: 2 })).toEqual([closed]);
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
        const reply = await post(path, body, teacher);
        expect(reply.status).toBe(404);
        expect(reply.body.message).toBe('订单不存在');
      }
      expect((await get(PLANET_MONEY_PATHS.orderDetail, teacher, { id: order.id })).status).toBe(404);
      expect((await rows<SaasOrder>(PLANET_MONEY_PATHS.orderList, teacher, { pageSize: 50 })).map((row) => row.id)).not.toContain(order.id);
      expect((await data<SaasOrder>(get(PLANET_MONEY_PATHS.orderDetail, zhou, { id: order.id }))).status).toBe(0);
    });
  });

  describe('payout accounts', () => {
    const card = { type: 'bank', real_name: '周明远', account_no: '6222 0212 0356 7180', bank_name: '中国工商银行', bank_branch: '杭州西湖支行', is_default: false };

    it('refuses wrong numbers with the rule, and stores nothing', async () => {
      const before = await rows<PayoutAccount>(PLANET_FUNDS_PATHS.accounts);
      const refused = async (changes: Record<string, unknown>, message: string) => {
        const reply = await post(PLANET_FUNDS_PATHS.accountCreate, { ...card, ...changes });
        expect(reply.status).toBe(400);
        expect(reply.body.message).toBe(message);
      };
      await refused({ account_no: '6222021203567181' }, '银行卡号校验未通过，请核对后重新输入');
      await refused({ account_no: '62220212035' }, '银行卡号应为 12–19 位数字');
      await refused({ account_no: '62220212035671801234' }, '银行卡号应为 12–19 位数字');
      await refused({ bank_name: ' ' }, '请输入开户银行');
      await refused({ bank_branch: '' }, '请输入开户支行');
      await refused({ real_name: 'x' }, '真实姓名应为 2–30 个汉字或英文字母');
      await refused({ type: 'alipay', account_no: 'zhou@' }, '支付宝账号应为 11 位手机号或邮箱地址');
      const type = await post(PLANET_FUNDS_PATHS.accountCreate, { ...card, type: 'wechat' });
      expect(type.body.message).toMatch(/type/);
      expect(await rows<PayoutAccount>(PLANET_FUNDS_PATHS.accounts)).toEqual(before);
    });

    it('adds a card (masked), an Alipay account as the default, refuses a duplicate, deletes and moves the default', async () => {
      const added = await data<PayoutAccount>(post(PLANET_FUNDS_PATHS.accountCreate, card));
      expect(added).toMatchObject({ type: 'bank', real_name: '周明远', account_masked: '**** **** **** 7180', bank_name: '中国工商银行', bank_branch: '杭州西湖支行', is_default: false });
      expect((await post(PLANET_FUNDS_PATHS.accountCreate, { ...card, account_no: '6222021203567180' })).body.message).toBe('该收款账户已添加');
      const alipay = await data<PayoutAccount>(post(PLANET_FUNDS_PATHS.accountCreate, { type: 'alipay', real_name: '周明远', account_no: '13800000002', is_default: true }));
      expect(alipay).toMatchObject({ account_masked: '138****0002', bank_name: '', is_default: true });
      let list = await rows<PayoutAccount>(PLANET_FUNDS_PATHS.accounts);
      expect(list.filter((row) => row.is_default).map((row) => row.id)).toEqual([alipay.id]);
      expect(list[0]!.id).toBe(alipay.id);

      list = (await post(PLANET_FUNDS_PATHS.accountDefault, { id: added.id })).body.rows as PayoutAccount[];
      expect(list.filter((row) => row.is_default).map((row) => row.id)).toEqual([added.id]);
      list = (await post(PLANET_FUNDS_PATHS.accountDelete, { id: added.id })).body.rows as PayoutAccount[];
      expect(list.map((row) => row.id)).not.toContain(added.id);
      expect(list.filter((row) => row.is_default)).toHaveLength(1);

      for (const path of [PLANET_FUNDS_PATHS.accountDelete, PLANET_FUNDS_PATHS.accountDefault]) {
        const foreign = await post(path, { id: alipay.id }, teacher);
        expect(foreign.status).toBe(404);
        expect(foreign.body.message).toBe('收款账户不存在');
      }
      expect((await rows<PayoutAccount>(PLANET_FUNDS_PATHS.accounts, teacher)).map((row) => row.id)).not.toContain(alipay.id);
    });
  });

  describe('withdrawals', () => {
    it('takes at least 1 元 and at most the balance, to an own account, as a 处理中 withdraw row', async () => {
      const [account] = await rows<PayoutAccount>(PLANET_FUNDS_PATHS.accounts, teacher);
      const [foreignAccount] = await rows<PayoutAccount>(PLANET_FUNDS_PATHS.accounts, zhou);
      const { balance } = await overview(teacher);
      expect(balance).toBeGreaterThan(100);
      const count = (await allLedger(teacher)).length;
      const refused = async (amount: number, message: string, accountId = account!.id, token = teacher, status = 400) => {
        const reply = await post(PLANET_FUNDS_PATHS.withdraw, { amount, account_id: accountId }, token);
        expect(reply.status).toBe(status);
        expect(reply.body.message).toBe(message);
      };
      await refused(99, '提现金额不能低于 1 元');
      await refused(balance + 1, '提现金额不能超过账户余额');
      await refused(100, '收款账户不存在', foreignAccount!.id, teacher, 404);
      await refused(100, '收款账户不存在', 999, teacher, 404);
      expect((await post(PLANET_FUNDS_PATHS.withdraw, { amount: 1.5, account_id: account!.id }, teacher)).body.message).toMatch(/amount/);
      expect((await allLedger(teacher)).length).toBe(count);

      const pending = (await overview(teacher)).withdrawals_pending;
      const done = await data<{ withdrawal: Withdrawal; balance: number }>(post(PLANET_FUNDS_PATHS.withdraw, { amount: 100, account_id: account!.id }, teacher));
      expect(done.balance).toBe(balance - 100);
      expect(done.withdrawal).toMatchObject({ amount: 100, status: 'processing' });
      expect(done.withdrawal.account_label).toContain('林书言');
      const [row] = await allLedger(teacher, { kind: 'withdraw' });
      expect(row).toMatchObject({ id: done.withdrawal.ledger_id, amount: -100, withdrawal_status: 'processing' });
      expect((await overview(teacher)).withdrawals_pending).toBe(pending + 100);
      // all of it
      const all = await data<{ balance: number }>(post(PLANET_FUNDS_PATHS.withdraw, { amount: done.balance, account_id: account!.id }, teacher));
      expect(all.balance).toBe(0);
      await refused(100, '提现金额不能超过账户余额');
    });
  });

  describe('courses in planets', () => {
    let courseId: number;
    beforeAll(async () => {
      const audio = await uploadMedia(server.baseUrl, teacher, 'audio', '写作课第一讲.wav', wav(1));
      expect(audio.status).toBe(2);
      const source = ((await get(MATERIAL_PATHS.findSources('audio'), teacher, { pageSize: 200 })).body.rows as Material[]).find((row) => row.file_name === '写作课第一讲.wav')!;
      const batch = await post(MATERIAL_PATHS.batchCreateCourses, { type: 'audio', items: [{ source_id: source.id, title: '写作课第一讲' }] }, teacher);
      courseId = (batch.body.rows as Course[])[0]!.id;
    });

    it('relates a course to a planet with a member price, lists and filters by planet, unrelates', async () => {
      const listed = async (query: Record<string, string | number> = {}) => rows<PlanetCourse>(PLANET_COURSE_PATHS.list, teacher, { pageSize: 100, ...query });
      expect((await listed()).find((row) => row.id === courseId)).toMatchObject({ title: '写作课第一讲', type: 'audio', planets: [] });
      expect(await listed({ planet_id: teacherPlanet })).toEqual([]);

      const related = await data<PlanetCourse>(post(PLANET_COURSE_PATHS.relate, { planet_id: teacherPlanet, course_id: courseId, member_price: 990 }, teacher));
      expect(related.planets).toEqual([{ planet_id: teacherPlanet, planet_title: '林老师的写作星球', member_price: 990 }]);
      // again: the price changes, the relation stays one
      const free = await data<PlanetCourse>(post(PLANET_COURSE_PATHS.relate, { planet_id: teacherPlanet, course_id: courseId }, teacher));
      expect(free.planets).toEqual([{ planet_id: teacherPlanet, planet_title: '林老师的写作星球', member_price: 0 }]);
      expect((await listed({ planet_id: teacherPlanet })).map((row) => row.id)).toEqual([courseId]);
      expect((await listed({ keyword: '第一讲' })).map((row) => row.id)).toEqual([courseId]);
      expect(await listed({ keyword: '不存在的课' })).toEqual([]);

      const price = await post(PLANET_COURSE_PATHS.relate, { planet_id: teacherPlanet, course_id: courseId, member_price: -1 }, teacher);
      expect(price.status).toBe(400);
      expect(price.body.message).toMatch(/member_price/);

      const unrelated = await data<PlanetCourse>(post(PLANET_COURSE_PATHS.unrelate, { planet_id: teacherPlanet, course_id: courseId }, teacher));
      expect(unrelated.planets).toEqual([]);
      const twice = await post(PLANET_COURSE_PATHS.unrelate, { planet_id: teacherPlanet, course_id: courseId }, teacher);
      expect(twice.status).toBe(404);
      expect(twice.body.message).toBe('该课程未在这个星球中提供');
    });

    it('another teacher can neither use this course nor this planet', async () => {
      const myCourseTheirPlanet = await post(PLANET_COURSE_PATHS.relate, { planet_id: zhouPlanet, course_id: courseId }, teacher);
      expect(myCourseTheirPlanet.status).toBe(404);
      expect(myCourseTheirPlanet.body.message).toBe('星球不存在');
      const theirCourse = await post(PLANET_COURSE_PATHS.relate, { planet_id: zhouPlanet, course_id: courseId }, zhou);
      expect(theirCourse.status).toBe(404);
      expect(theirCourse.body.message).toBe('课程不存在');
      expect((await get(PLANET_COURSE_PATHS.list, zhou, { planet_id: teacherPlanet })).status).toBe(404);
      expect((await rows<PlanetCourse>(PLANET_COURSE_PATHS.list, zhou)).map((row) => row.id)).not.toContain(courseId);
    });
  });
});

describe('the payment notice route', () => {
  it('exists only with LECTERN_DEV_ROUTES=1', async () => {
    const previous = process.env.LECTERN_DEV_ROUTES;
    delete process.env.LECTERN_DEV_ROUTES;
    const server = await startServer();
    try {
      const token = (await login(server.baseUrl, PHONES.planet)).token.id;
      const order = await call<SaasOrder>(server.baseUrl, 'POST', PLANET_MONEY_PATHS.orderCreate, { token, json: { plan_id: 1 } });
      const paid = await call(server.baseUrl, 'POST', PLANET_MONEY_PATHS.orderPaid, { token, json: { id: order.body.data!.id } });
      expect(paid.status).toBe(404);
      const detail = await call<SaasOrder>(server.baseUrl, 'GET', PLANET_MONEY_PATHS.orderDetail, { token, query: { id: order.body.data!.id } });
      expect(detail.body.data!.status).toBe(0);
    } finally {
      await server.close();
      if (previous !== undefined) process.env.LECTERN_DEV_ROUTES = previous;
    }
  });
});
