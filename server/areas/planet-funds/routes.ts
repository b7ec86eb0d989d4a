/**
 * Planet funds (docs/api.md): the SaaS money calls of spec §7 (/api/v4/planet/money/*, pay
 * channel default wx_pub_qr and env default 2 as spec §9 says), the ledger with withdrawals, payout accounts and the
 * courses offered in planets. JSON bodies; a staff account acts for its main account. With LECTERN_DEV_ROUTES=1
 * (never in production) `order/paid` is the payment platform's notice that an order was paid.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id, RULE_KEYWORD, Type, type TObject } from '@shared/api/schema.ts';
import { FUNDS_LIMITS } from '@shared/planet-funds/rules.ts';
import { PLANET_COURSE_PATHS, PLANET_FUNDS_PATHS, PLANET_MONEY_PATHS } from '@shared/planet-funds/paths.ts';
import {
  CurrentPlan, FundsOverview, FundsVerification, LEDGER_FILTERS, LedgerBalances, LedgerEntry, PAY_CHANNELS, PAY_ENVS, PayoutAccount, PlanetCourse, SaasOrder, SaasPlan,
  TrialGoods, WithdrawResult, type PayoutAccountInput,
} from '@shared/planet-funds/types.ts';
import { fail } from '@server/errors.ts';
import { answers, dataAnswer, rowsAnswer, rowsWithDataAnswer } from '@server/http/answer-schemas.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { closedBody, idBody, pagingFields, queryOf } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';
import { parseChinaDateTime } from '@server/db/time.ts';
import { devRoutesEnabled } from '@server/config.ts';

/** spec §9: payment channel default wx_pub_qr, environment default 2 */
const payFields = {
  pay_channel: Type.Enum([...PAY_CHANNELS], { type: 'string', default: 'wx_pub_qr', [RULE_KEYWORD]: '必须是 wx_pub_qr（微信扫码支付）' }),
  env: Type.Enum([...PAY_ENVS], { type: 'integer', default: 2, [RULE_KEYWORD]: '必须是 1（沙箱）或 2（生产）' }),
};

const dateTime = Type.Optional(Type.String({ pattern: '^(|\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?)$', [RULE_KEYWORD]: '必须是 YYYY-MM-DD HH:mm:ss 格式' }));
const fen = (max: number, min = 0) => Type.Integer({ minimum: min, maximum: max, [RULE_KEYWORD]: `必须是 ${min} 到 ${max} 之间的整数（分）` });

/** 会员 (the SaaS plans), 资金 (ledger, withdrawals, payout accounts), 课程 and a planet's course page (docs/api.md "Modules") */
const VIP = inModule('planet-vip');
// 账户余额 of planet member mode, and the teacher centre's withdrawal form and 收款账户, which use the same payout accounts
const FUNDS = inModule(['accounting.balance', 'setting.accounting']);
const HOME = inModule('accounting.home');
const LEDGER = inModule(['accounting.home', 'accounting.balance']);
const WITHDRAW = inModule('accounting.balance');
const COURSES = inModule(['planet-lesson', 'planet']);

const noQuery = queryOf({});
const write = <B extends TObject>(body: B) => ({ querystring: noQuery, body: closedBody(body) });

/** a payout account's fields (create, and update with its id) */
const accountFields = {
  type: Type.Enum(['bank', 'alipay'], { type: 'string', [RULE_KEYWORD]: '必须是 bank（银行卡）或 alipay（支付宝）' }),
  real_name: Type.String({ maxLength: 60 }),
  account_no: Type.Optional(Type.String({ maxLength: 100 })),
  bank_name: Type.Optional(Type.String({ maxLength: 100 })),
  bank_branch: Type.Optional(Type.String({ maxLength: 100 })),
  is_default: Type.Optional(Type.Boolean()),
};
type AccountBody = Partial<PayoutAccountInput> & Pick<PayoutAccountInput, 'type' | 'real_name'>;

const accountInputOf = (body: AccountBody): PayoutAccountInput => ({
  type: body.type,
  real_name: body.real_name,
  account_no: body.account_no ?? '',
  bank_name: body.bank_name ?? '',
  bank_branch: body.bank_branch ?? '',
  is_default: body.is_default ?? false,
});

const Order = answers(dataAnswer(SaasOrder));
const Verification = answers(dataAnswer(FundsVerification));
const Account = answers(dataAnswer(PayoutAccount));
const Accounts = answers(rowsAnswer(PayoutAccount));
const Course = answers(dataAnswer(PlanetCourse));

function timeOf(field: string, text: string | undefined, endOfDay: boolean): number | undefined {
  if (!text) return undefined;
  const value = parseChinaDateTime(text, endOfDay);
  if (value === undefined) throw fail.validation(`参数错误：${field} 不是有效的日期时间`);
  return value;
}

export function registerPlanetFundsRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { saas, ledger, accounts, courses, verification } = services.planetFunds;
  const byId = { querystring: noQuery, body: idBody() };

  // ---- SaaS plans, trial goods, orders (spec §7 "/api/v4/planet/money/*")
  app.get(PLANET_MONEY_PATHS.plans, { config: VIP, schema: { querystring: noQuery, response: answers(rowsAnswer(SaasPlan)) } }, async () => okRows(await saas.plans()));
  app.get(PLANET_MONEY_PATHS.trialGoods, { config: VIP, schema: { querystring: noQuery, response: answers(rowsAnswer(TrialGoods)) } }, async (request) =>
    okRows(await saas.trialGoods(sessionOf(request))),
  );
  app.post(PLANET_MONEY_PATHS.trial, { config: VIP, schema: { ...write(Type.Object({ goods_id: Id })), response: answers(dataAnswer(CurrentPlan)) } }, async (request) =>
    ok(await saas.startTrial(sessionOf(request), request.body.goods_id)),
  );
  app.get(
    PLANET_MONEY_PATHS.current,
    { config: VIP, schema: { querystring: noQuery, response: answers(dataAnswer(Type.Union([CurrentPlan, Type.Null()]))) } },
    async (request) => ok(await saas.current(sessionOf(request))),
  );

  app.post(PLANET_MONEY_PATHS.orderCreate, { config: VIP, schema: { ...write(Type.Object({ plan_id: Id, ...payFields })), response: Order } }, async (request) =>
    ok(await saas.createOrder(sessionOf(request), request.body.plan_id, request.body.pay_channel, request.body.env)),
  );
  app.get(
    PLANET_MONEY_PATHS.orderList,
    {
      config: VIP,
      schema: {
        querystring: queryOf({ ...pagingFields(50, 10), status: Type.Optional(Type.Enum([0, 1, 2, 3], { type: 'integer', [RULE_KEYWORD]: '必须是 0、1、2 或 3' })) }),
        response: answers(rowsAnswer(SaasOrder)),
      },
    },
    async (request) => {
      const found = await saas.listOrders(sessionOf(request), request.query.page, request.query.pageSize, request.query.status);
      return okRows(found.rows, found.totalCount);
    },
  );
  app.get(PLANET_MONEY_PATHS.orderDetail, { config: VIP, schema: { querystring: queryOf({ id: Id }), response: Order } }, async (request) =>
    ok(await saas.orderDetail(sessionOf(request), request.query.id)),
  );
  app.post(PLANET_MONEY_PATHS.orderClose, { config: VIP, schema: { ...byId, response: Order } }, async (request) => ok(await saas.closeOrder(sessionOf(request), request.body.id)));
  app.post(PLANET_MONEY_PATHS.orderRefund, { config: VIP, schema: { ...write(Type.Object({ id: Id, ...payFields })), response: Order } }, async (request) =>
    ok(await saas.refundOrder(sessionOf(request), request.body.id, request.body.pay_channel, request.body.env)),
  );
  if (devRoutesEnabled()) {
    app.post(PLANET_MONEY_PATHS.orderPaid, { config: VIP, schema: { ...byId, response: Order } }, async (request) => ok(await saas.payOrder(sessionOf(request), request.body.id)));
  }

  // ---- the ledger and withdrawals (ours)
  app.get(PLANET_FUNDS_PATHS.overview, { config: HOME, schema: { querystring: noQuery, response: answers(dataAnswer(FundsOverview)) } }, async (request) =>
    ok(await ledger.overview(sessionOf(request))),
  );
  app.get(
    PLANET_FUNDS_PATHS.ledger,
    {
      config: LEDGER,
      schema: {
        querystring: queryOf({
          ...pagingFields(100, 20),
          kind: Type.Enum([...LEDGER_FILTERS], { type: 'string', default: 'all', [RULE_KEYWORD]: `必须是 ${LEDGER_FILTERS.join('、')} 之一` }),
          start_at: dateTime,
          end_at: dateTime,
          planet_id: Type.Optional(Id),
        }),
        response: answers(rowsWithDataAnswer(LedgerEntry, LedgerBalances)),
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
  app.post(
    PLANET_FUNDS_PATHS.withdraw,
    { config: WITHDRAW, schema: { ...write(Type.Object({ amount: fen(FUNDS_LIMITS.withdrawMax, 1), account_id: Id })), response: answers(dataAnswer(WithdrawResult)) } },
    async (request) => ok(await ledger.withdraw(sessionOf(request), request.body.amount, request.body.account_id)),
  );

  // ---- fresh SMS verification of the main account before money changes
  app.get(PLANET_FUNDS_PATHS.verification, { config: FUNDS, schema: { querystring: noQuery, response: Verification } }, async (request) =>
    ok(await verification.status(sessionOf(request))),
  );
  app.post(PLANET_FUNDS_PATHS.verificationSend, { config: FUNDS, schema: { ...write(Type.Object({})), response: Verification } }, async (request) =>
    ok(await verification.sendCode(sessionOf(request))),
  );
  app.post(
    PLANET_FUNDS_PATHS.verificationConfirm,
    { config: FUNDS, schema: { ...write(Type.Object({ sms_code: Type.String({ pattern: '^[0-9]{6}$', [RULE_KEYWORD]: '必须是 6 位数字' }) })), response: Verification } },
    async (request) => ok(await verification.verify(sessionOf(request), request.body.sms_code)),
  );

  // ---- payout accounts (ours)
  app.get(PLANET_FUNDS_PATHS.accounts, { config: FUNDS, schema: { querystring: noQuery, response: Accounts } }, async (request) => okRows(await accounts.list(sessionOf(request))));
  app.post(
    PLANET_FUNDS_PATHS.accountCreate,
    { config: FUNDS, schema: { ...write(Type.Object({ ...accountFields, account_no: Type.String({ maxLength: 100 }) })), response: Account } },
    async (request) => ok(await accounts.create(sessionOf(request), accountInputOf(request.body))),
  );
  // the client leaves out empty fields: an update without account_no keeps the stored number
  app.post(PLANET_FUNDS_PATHS.accountUpdate, { config: FUNDS, schema: { ...write(Type.Object({ id: Id, ...accountFields })), response: Account } }, async (request) =>
    ok(await accounts.update(sessionOf(request), request.body.id, accountInputOf(request.body))),
  );
  app.post(PLANET_FUNDS_PATHS.accountDelete, { config: FUNDS, schema: { ...byId, response: Accounts } }, async (request) =>
    okRows(await accounts.remove(sessionOf(request), request.body.id)),
  );
  app.post(PLANET_FUNDS_PATHS.accountDefault, { config: FUNDS, schema: { ...byId, response: Accounts } }, async (request) =>
    okRows(await accounts.setDefault(sessionOf(request), request.body.id)),
  );

  // ---- courses offered in planets (ours)
  app.get(
    PLANET_COURSE_PATHS.list,
    {
      config: COURSES,
      schema: {
        querystring: queryOf({ ...pagingFields(100, 20), planet_id: Type.Optional(Id), keyword: Type.Optional(Type.String({ maxLength: 100 })) }),
        response: answers(rowsAnswer(PlanetCourse)),
      },
    },
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
  app.post(
    PLANET_COURSE_PATHS.relate,
    { config: COURSES, schema: { ...write(Type.Object({ planet_id: Id, course_id: Id, member_price: Type.Optional(fen(FUNDS_LIMITS.memberPriceMax)) })), response: Course } },
    async (request) => ok(await courses.relate(sessionOf(request), request.body.planet_id, request.body.course_id, request.body.member_price ?? 0)),
  );
  app.post(PLANET_COURSE_PATHS.unrelate, { config: COURSES, schema: { ...write(Type.Object({ planet_id: Id, course_id: Id })), response: Course } }, async (request) =>
    ok(await courses.unrelate(sessionOf(request), request.body.planet_id, request.body.course_id)),
  );
}
