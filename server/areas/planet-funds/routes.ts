/**
 * Planet funds (docs/api.md): the SaaS money calls of spec §7 (/api/v4/planet/money/*, pay
 * channel default wx_pub_qr and env default 2 as spec §9 says), the ledger with withdrawals, payout accounts and the
 * courses offered in planets. JSON bodies; a staff account acts for its main account. With LECTERN_DEV_ROUTES=1
 * (never in production) `order/paid` is the payment platform's notice that an order was paid.
 */
import type { FastifyInstance } from 'fastify';
import { FUNDS_LIMITS } from '@shared/planet-funds/rules.ts';
import { PLANET_COURSE_PATHS, PLANET_FUNDS_PATHS, PLANET_MONEY_PATHS } from '@shared/planet-funds/paths.ts';
import { LEDGER_FILTERS, PAY_CHANNELS, PAY_ENVS, type LedgerFilter, type PayChannel, type PayEnv, type PayoutAccountInput, type SaasOrderStatus } from '@shared/planet-funds/types.ts';
import { fail } from '@server/errors.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { bodySchema, idField, pageFields, querySchema } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';
import type { Services } from '@server/services.ts';
import { parseChinaDateTime } from '@server/db/time.ts';
import { devRoutesEnabled } from '@server/config.ts';

/** spec §9: payment channel default wx_pub_qr, environment default 2 */
const payFields = {
  pay_channel: { type: 'string', enum: [...PAY_CHANNELS], default: 'wx_pub_qr', [RULE_KEYWORD]: '必须是 wx_pub_qr（微信扫码支付）' },
  env: { type: 'integer', enum: [...PAY_ENVS], default: 2, [RULE_KEYWORD]: '必须是 1（沙箱）或 2（生产）' },
} as const;

const dateTime = { type: 'string', pattern: '^(|\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?)$', [RULE_KEYWORD]: '必须是 YYYY-MM-DD HH:mm:ss 格式' } as const;
const fen = (max: number, min = 0) => ({ type: 'integer', minimum: min, maximum: max, [RULE_KEYWORD]: `必须是 ${min} 到 ${max} 之间的整数（分）` });

/** 会员 (the SaaS plans), 资金 (ledger, withdrawals, payout accounts), 课程 and a planet's course page (docs/api.md "Modules") */
const VIP = inModule('planet-vip');
// 账户余额 of planet member mode, and the teacher centre's withdrawal form and 收款账户, which use the same payout accounts
const FUNDS = inModule(['accounting.balance', 'setting.accounting']);
const HOME = inModule('accounting.home');
const LEDGER = inModule(['accounting.home', 'accounting.balance']);
const WITHDRAW = inModule('accounting.balance');
const COURSES = inModule(['planet-lesson', 'planet']);

type IdBody = { id: number };
type AccountBody = Partial<PayoutAccountInput> & Pick<PayoutAccountInput, 'type' | 'real_name'>;

/** a payout account's fields (create, and update with its id) */
const accountFields = {
  type: { type: 'string', enum: ['bank', 'alipay'], [RULE_KEYWORD]: '必须是 bank（银行卡）或 alipay（支付宝）' },
  real_name: { type: 'string', maxLength: 60 },
  account_no: { type: 'string', maxLength: 100 },
  bank_name: { type: 'string', maxLength: 100 },
  bank_branch: { type: 'string', maxLength: 100 },
  is_default: { type: 'boolean' },
} as const;

const accountInputOf = (body: AccountBody): PayoutAccountInput => ({
  type: body.type,
  real_name: body.real_name,
  account_no: body.account_no ?? '',
  bank_name: body.bank_name ?? '',
  bank_branch: body.bank_branch ?? '',
  is_default: body.is_default ?? false,
});
type PayBody = { pay_channel: PayChannel; env: PayEnv };

function timeOf(field: string, text: string | undefined, endOfDay: boolean): number | undefined {
  if (!text) return undefined;
  const value = parseChinaDateTime(text, endOfDay);
  if (value === undefined) throw fail.validation(`参数错误：${field} 不是有效的日期时间`);
  return value;
}

export function registerPlanetFundsRoutes(app: FastifyInstance, services: Services): void {
  const { saas, ledger, accounts, courses, verification } = services.planetFunds;
  const idBody = { schema: { querystring: querySchema(), body: bodySchema({ id: idField }) } };
  const noQuery = { schema: { querystring: querySchema() } };
  const vip = { ...noQuery, config: VIP };
  const funds = { ...noQuery, config: FUNDS };
  const home = { ...noQuery, config: HOME };

  // ---- SaaS plans, trial goods, orders (spec §7 "/api/v4/planet/money/*")
  app.get(PLANET_MONEY_PATHS.plans, vip, async () => okRows(await saas.plans()));
  app.get(PLANET_MONEY_PATHS.trialGoods, vip, async (request) => okRows(await saas.trialGoods(sessionOf(request))));
  app.post<{ Body: { goods_id: number } }>(PLANET_MONEY_PATHS.trial, { config: VIP, schema: { querystring: querySchema(), body: bodySchema({ goods_id: idField }) } }, async (request) =>
    ok(await saas.startTrial(sessionOf(request), request.body.goods_id)),
  );
  app.get(PLANET_MONEY_PATHS.current, vip, async (request) => ok(await saas.current(sessionOf(request))));

  app.post<{ Body: PayBody & { plan_id: number } }>(
    PLANET_MONEY_PATHS.orderCreate,
    { config: VIP, schema: { querystring: querySchema(), body: bodySchema({ plan_id: idField, ...payFields }, ['plan_id']) } },
    async (request) => ok(await saas.createOrder(sessionOf(request), request.body.plan_id, request.body.pay_channel, request.body.env)),
  );
  app.get<{ Querystring: { page: number; pageSize: number; status?: SaasOrderStatus } }>(
    PLANET_MONEY_PATHS.orderList,
    { config: VIP, schema: { querystring: querySchema({ ...pageFields(50, 10), status: { type: 'integer', enum: [0, 1, 2, 3], [RULE_KEYWORD]: '必须是 0、1、2 或 3' } }) } },
    async (request) => {
      const found = await saas.listOrders(sessionOf(request), request.query.page, request.query.pageSize, request.query.status);
      return okRows(found.rows, found.totalCount);
    },
  );
  app.get<{ Querystring: IdBody }>(PLANET_MONEY_PATHS.orderDetail, { config: VIP, schema: { querystring: querySchema({ id: idField }, ['id']) } }, async (request) =>
    ok(await saas.orderDetail(sessionOf(request), request.query.id)),
  );
  app.post<{ Body: IdBody }>(PLANET_MONEY_PATHS.orderClose, { ...idBody, config: VIP }, async (request) => ok(await saas.closeOrder(sessionOf(request), request.body.id)));
  app.post<{ Body: IdBody & PayBody }>(
    PLANET_MONEY_PATHS.orderRefund,
    { config: VIP, schema: { querystring: querySchema(), body: bodySchema({ id: idField, ...payFields }, ['id']) } },
    async (request) => ok(await saas.refundOrder(sessionOf(request), request.body.id, request.body.pay_channel, request.body.env)),
  );
  if (devRoutesEnabled()) {
    app.post<{ Body: IdBody }>(PLANET_MONEY_PATHS.orderPaid, { ...idBody, config: VIP }, async (request) => ok(await saas.payOrder(sessionOf(request), request.body.id)));
  }

  // ---- the ledger and withdrawals (ours)
  app.get(PLANET_FUNDS_PATHS.overview, home, async (request) => ok(await ledger.overview(sessionOf(request))));
  app.get<{ Querystring: { page: number; pageSize: number; kind: LedgerFilter; start_at?: string; end_at?: string; planet_id?: number } }>(
    PLANET_FUNDS_PATHS.ledger,
    {
      config: LEDGER,
      schema: {
        querystring: querySchema({
          ...pageFields(100, 20),
          kind: { type: 'string', enum: [...LEDGER_FILTERS], default: 'all', [RULE_KEYWORD]: `必须是 ${LEDGER_FILTERS.join('、')} 之一` },
          start_at: dateTime,
          end_at: dateTime,
          planet_id: idField,
        }),
      },
    },
    async (request) => {
      const q = request.query;
      const startAt = timeOf('start_at', q.start_at, false);
      const endAt = timeOf('end_at', q.end_at, true);
      const found = await ledger.ledger(sessionOf(request), {
        page: q.page,
        pageSize: q.pageSize,
        filter: q.kind,
        ...(startAt !== undefined ? { startAt } : {}),
        ...(endAt !== undefined ? { endAt } : {}),
        ...(q.planet_id !== undefined ? { planetId: q.planet_id } : {}),
      });
      return { ...okRows(found.rows, found.totalCount), data: { balance: found.balance, pending: found.pending } };
    },
  );
  app.post<{ Body: { amount: number; account_id: number } }>(
    PLANET_FUNDS_PATHS.withdraw,
    { config: WITHDRAW, schema: { querystring: querySchema(), body: bodySchema({ amount: fen(FUNDS_LIMITS.withdrawMax, 1), account_id: idField }) } },
    async (request) => ok(await ledger.withdraw(sessionOf(request), request.body.amount, request.body.account_id)),
  );

  // ---- fresh SMS verification of the main account before money changes
  app.get(PLANET_FUNDS_PATHS.verification, funds, async (request) => ok(await verification.status(sessionOf(request))));
  app.post(PLANET_FUNDS_PATHS.verificationSend, { config: FUNDS, schema: { querystring: querySchema(), body: bodySchema({}) } }, async (request) =>
    ok(await verification.sendCode(sessionOf(request))),
  );
  app.post<{ Body: { sms_code: string } }>(
    PLANET_FUNDS_PATHS.verificationConfirm,
    { config: FUNDS, schema: { querystring: querySchema(), body: bodySchema({ sms_code: { type: 'string', pattern: '^[0-9]{6}$', [RULE_KEYWORD]: '必须是 6 位数字' } }) } },
    async (request) => ok(await verification.verify(sessionOf(request), request.body.sms_code)),
  );

  // ---- payout accounts (ours)
  app.get(PLANET_FUNDS_PATHS.accounts, funds, async (request) => okRows(await accounts.list(sessionOf(request))));
  app.post<{ Body: AccountBody }>(
    PLANET_FUNDS_PATHS.accountCreate,
    { config: FUNDS, schema: { querystring: querySchema(), body: bodySchema(accountFields, ['type', 'real_name', 'account_no']) } },
    async (request) => ok(await accounts.create(sessionOf(request), accountInputOf(request.body))),
  );
  // the client leaves out empty fields: an update without account_no keeps the stored number
  app.post<{ Body: AccountBody & IdBody }>(
    PLANET_FUNDS_PATHS.accountUpdate,
    { config: FUNDS, schema: { querystring: querySchema(), body: bodySchema({ id: idField, ...accountFields }, ['id', 'type', 'real_name']) } },
    async (request) => ok(await accounts.update(sessionOf(request), request.body.id, accountInputOf(request.body))),
  );
  app.post<{ Body: IdBody }>(PLANET_FUNDS_PATHS.accountDelete, { ...idBody, config: FUNDS }, async (request) => okRows(await accounts.remove(sessionOf(request), request.body.id)));
  app.post<{ Body: IdBody }>(PLANET_FUNDS_PATHS.accountDefault, { ...idBody, config: FUNDS }, async (request) => okRows(await accounts.setDefault(sessionOf(request), request.body.id)));

  // ---- courses offered in planets (ours)
  app.get<{ Querystring: { page: number; pageSize: number; planet_id?: number; keyword?: string } }>(
    PLANET_COURSE_PATHS.list,
    { config: COURSES, schema: { querystring: querySchema({ ...pageFields(100, 20), planet_id: idField, keyword: { type: 'string', maxLength: 100 } }) } },
    async (request) => {
      const q = request.query;
      const found = await courses.list(sessionOf(request), {
        page: q.page,
        pageSize: q.pageSize,
        ...(q.planet_id !== undefined ? { planetId: q.planet_id } : {}),
        ...(q.keyword ? { keyword: q.keyword } : {}),
      });
      return okRows(found.rows, found.totalCount);
    },
  );
  app.post<{ Body: { planet_id: number; course_id: number; member_price?: number } }>(
    PLANET_COURSE_PATHS.relate,
    { config: COURSES, schema: { querystring: querySchema(), body: bodySchema({ planet_id: idField, course_id: idField, member_price: fen(FUNDS_LIMITS.memberPriceMax) }, ['planet_id', 'course_id']) } },
    async (request) => ok(await courses.relate(sessionOf(request), request.body.planet_id, request.body.course_id, request.body.member_price ?? 0)),
  );
  app.post<{ Body: { planet_id: number; course_id: number } }>(
    PLANET_COURSE_PATHS.unrelate,
    { config: COURSES, schema: { querystring: querySchema(), body: bodySchema({ planet_id: idField, course_id: idField }) } },
    async (request) => ok(await courses.unrelate(sessionOf(request), request.body.planet_id, request.body.course_id)),
  );
}
