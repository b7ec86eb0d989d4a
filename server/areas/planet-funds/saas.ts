/**
 * SaaS plans, trial goods and purchase orders (spec §7 "/api/v4/planet/money/*", §9 channel wx_pub_qr, env 2).
 *
 * Orders go through the payment stand-in (server/areas/funds/payment-standin.ts): created unpaid (0) with the
 * WeChat Pay QR payload; the payment platform's notice (the development route here) marks it paid (1): the plan
 * runs for a year from then and a purchase out of the planet income goes into the ledger. An unpaid order can be
 * closed (2). A paid order can be refunded (3) within 7 days, once: the money goes back and the plan the order
 * bought ends. One trial per account.
 */
import type { Kysely, Selectable } from 'kysely';
import { FUNDS_LIMITS } from '@shared/planet-funds/rules.ts';
import type { CurrentPlan, PayChannel, PayEnv, SaasOrder, SaasOrderStatus, SaasPlan, TrialGoods } from '@shared/planet-funds/types.ts';
import type { SaasOrdersTable, SaasPlansTable } from './schema.ts';
import type { Database } from '@server/db/schema.ts';
import { fail } from '@server/errors.ts';
import { lockRowForWrite } from '@server/db/portable-sql.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import type { Session } from '@server/http/session-types.ts';
import { createPaymentStandin, markOrderPaid, paymentOrderView, unpaidOrderColumns, type PaymentStandinSpec } from '@server/areas/funds/payment-standin.ts';

const PLAN_NOT_FOUND = '套餐不存在';

type OrderRow = Selectable<SaasOrdersTable> & { plan_code: string; plan_name: string; product_name: string };

function toPlan(row: Selectable<SaasPlansTable>): SaasPlan {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    price: row.price,
    planets_limit: row.planets_limit,
    members_limit: row.members_limit,
    storage_gb: row.storage_gb,
    staff_limit: row.staff_limit,
  };
}

function toOrder(row: OrderRow, now: number): SaasOrder {
  const { id, order_no, ...view } = paymentOrderView(row, now);
  return { id, order_no, plan_id: row.plan_id, plan_code: row.plan_code, plan_name: row.plan_name, ...view };
}

const orders = (from: Kysely<Database>) =>
  from
    .selectFrom('saas_orders')
    .innerJoin('saas_plans', 'saas_plans.id', 'saas_orders.plan_id')
    .selectAll('saas_orders')
    .select(['saas_plans.code as plan_code', 'saas_plans.name as plan_name', 'saas_plans.name as product_name']);

async function subscribe(trx: Kysely<Database>, values: Selectable<Database['saas_subscriptions']>): Promise<void> {
  const { owner_id: _owner, ...rest } = values;
  await trx.insertInto('saas_subscriptions').values(values).onConflict((oc) => oc.column('owner_id').doUpdateSet(rest)).execute();
}

/** The SaaS orders in the payment stand-in: paid out of the planet income; a payment starts the plan for a year. */
const SAAS_ORDERS: PaymentStandinSpec<OrderRow> = {
  table: 'saas_orders',
  load: (from, ownerId, id) => orders(from).where('saas_orders.id', '=', id).where('saas_orders.owner_id', '=', ownerId).executeTakeFirst(),
  actions: { create: 'saas.order.create', close: 'saas.order.close', pay: 'saas.order.pay', refund: 'saas.order.refund' },
  objectType: 'saas_order',
  ledger: (row) => ({ source: 'planet', purchaseTitle: { code: 'purchase.year', params: { name: row.plan_name } }, refundTitle: { code: 'purchase.refund', params: { name: row.plan_name } } }),
  onPaid: (trx, row, now) => subscribe(trx, { owner_id: row.owner_id, plan_id: row.plan_id, source: 'order', order_id: row.id, started_at: now, expires_at: now + FUNDS_LIMITS.planTerm }),
  // the plan this order bought ends now
  onRefunded: async (trx, row, now) => {
    await trx.updateTable('saas_subscriptions').set({ expires_at: now }).where('owner_id', '=', row.owner_id).where('order_id', '=', row.id).execute();
  },
};

/** Demo seed: an order of `planCode` created at `createdAt` and paid at `paidAt`, booked like a real one. */
export async function seedPaidOrder(trx: Kysely<Database>, ownerId: number, planCode: string, createdAt: number, paidAt: number): Promise<number> {
  const plan = await trx.selectFrom('saas_plans').selectAll().where('code', '=', planCode).executeTakeFirstOrThrow();
  const { id } = await trx.insertInto('saas_orders').values({ ...unpaidOrderColumns(ownerId, plan.price, 'wx_pub_qr', 2, createdAt), plan_id: plan.id }).returning('id').executeTakeFirstOrThrow();
  await markOrderPaid(trx, SAAS_ORDERS, (await SAAS_ORDERS.load(trx, ownerId, id))!, paidAt);
  return id;
}

export function createSaasService(ctx: ServiceContext) {
  const { db } = ctx;
  const standin = createPaymentStandin(ctx, SAAS_ORDERS);

  async function activePlan(from: Kysely<Database>, ownerId: number, now: number): Promise<CurrentPlan | null> {
    const row = await from
      .selectFrom('saas_subscriptions')
      .innerJoin('saas_plans', 'saas_plans.id', 'saas_subscriptions.plan_id')
      .selectAll('saas_plans')
      .select(['saas_subscriptions.source', 'saas_subscriptions.order_id', 'saas_subscriptions.started_at', 'saas_subscriptions.expires_at'])
      .where('saas_subscriptions.owner_id', '=', ownerId)
      .where('saas_subscriptions.expires_at', '>', now)
      .executeTakeFirst();
    if (!row) return null;
    return { plan: toPlan(row), source: row.source, order_id: row.order_id, started_at: row.started_at, expires_at: row.expires_at };
  }

  return {
    async plans(): Promise<SaasPlan[]> {
      return (await db.selectFrom('saas_plans').selectAll().orderBy('sort').orderBy('id').execute()).map(toPlan);
    },

    async trialGoods(session: Session): Promise<TrialGoods[]> {
      const used = await db.selectFrom('saas_trials').select('owner_id').where('owner_id', '=', session.main.id).executeTakeFirst();
      const rows = await db
        .selectFrom('saas_trial_goods')
        .innerJoin('saas_plans', 'saas_plans.id', 'saas_trial_goods.plan_id')
        .select(['saas_trial_goods.id', 'saas_trial_goods.plan_id', 'saas_trial_goods.days', 'saas_trial_goods.title', 'saas_plans.code as plan_code', 'saas_plans.name as plan_name'])
        .orderBy('saas_trial_goods.id')
        .execute();
      return rows.map((row) => ({ ...row, used: used !== undefined }));
    },

    /** Starts the account's one trial; an account with a bought plan still running has no need of one. */
    async startTrial(session: Session, goodsId: number): Promise<CurrentPlan> {
      const now = seconds(ctx.now);
      const ownerId = session.main.id;
      return db.transaction().execute(async (trx) => {
        // one trial per account, also when asked twice at once
        await lockRowForWrite(trx, 'users', ownerId);
        const goods = await trx.selectFrom('saas_trial_goods').selectAll().where('id', '=', goodsId).executeTakeFirst();
        if (!goods) throw fail.notFound('试用商品不存在');
        if (await trx.selectFrom('saas_trials').select('owner_id').where('owner_id', '=', ownerId).executeTakeFirst()) {
          throw fail.conflict('每个账号只能免费试用一次');
        }
        const current = await activePlan(trx, ownerId, now);
        if (current?.source === 'order') throw fail.conflict('当前套餐生效中，无需试用');
        await trx.insertInto('saas_trials').values({ owner_id: ownerId, goods_id: goods.id, started_at: now }).execute();
        await subscribe(trx, { owner_id: ownerId, plan_id: goods.plan_id, source: 'trial', order_id: null, started_at: now, expires_at: now + goods.days * 86_400 });
        return (await activePlan(trx, ownerId, now))!;
      });
    },

    current: (session: Session) => activePlan(db, session.main.id, seconds(ctx.now)),

    async createOrder(session: Session, planId: number, payChannel: PayChannel, env: PayEnv): Promise<SaasOrder> {
      const plan = await db.selectFrom('saas_plans').selectAll().where('id', '=', planId).executeTakeFirst();
      if (!plan) throw fail.notFound(PLAN_NOT_FOUND);
      const row = await standin.create(session, { name: plan.name, amount: plan.price }, payChannel, env, async (trx, columns) =>
        (await trx.insertInto('saas_orders').values({ ...columns, plan_id: plan.id }).returning('id').executeTakeFirstOrThrow()).id,
      );
      return toOrder(row, seconds(ctx.now));
    },

    async listOrders(session: Session, page: number, pageSize: number, status?: SaasOrderStatus): Promise<{ rows: SaasOrder[]; totalCount: number }> {
      let list = orders(db).where('saas_orders.owner_id', '=', session.main.id);
      if (status !== undefined) list = list.where('saas_orders.status', '=', status);
      const now = seconds(ctx.now);
      // every order has its plan (plan_id is a required reference), so counting through the join counts the orders
      return countedPage(list.clearSelect(), { page, pageSize }, () => list.orderBy('saas_orders.created_at', 'desc').orderBy('saas_orders.id', 'desc'), (rows) => rows.map((row) => toOrder(row, now)));
    },

    orderDetail: async (session: Session, id: number): Promise<SaasOrder> => toOrder(await standin.detail(session, id), seconds(ctx.now)),
    closeOrder: async (session: Session, id: number): Promise<SaasOrder> => toOrder(await standin.close(session, id), seconds(ctx.now)),
    /** The payment platform's "paid" notice (development route): repeated notices change nothing. */
    payOrder: async (session: Session, id: number): Promise<SaasOrder> => toOrder(await standin.pay(session, id), seconds(ctx.now)),
    refundOrder: async (session: Session, id: number, payChannel: PayChannel, env: PayEnv): Promise<SaasOrder> =>
      toOrder(await standin.refund(session, id, payChannel, env), seconds(ctx.now)),
  };
}
