/**
 * SaaS plans, trial goods and purchase orders (spec §7 "/api/v4/planet/money/*", §9 channel wx_pub_qr, env 2).
 *
 * An order is created unpaid (0) with the WeChat Pay QR payload; the payment platform's notice (the development
 * route here) marks it paid (1): the plan runs for a year from then and a 'saas' row (−amount) goes into the
 * ledger. An unpaid order can be closed (2). A paid order can be refunded (3) within 7 days, once: a 'saas' row
 * (+amount) goes back and the plan the order bought ends. One trial per account.
 */
import { randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { FUNDS_LIMITS, paymentQrPayload, refundable } from '@shared/planet-funds/rules.ts';
import {
  ORDER_STATUS,
  type CurrentPlan,
  type PayChannel,
  type PayEnv,
  type SaasOrder,
  type SaasOrderStatus,
  type SaasPlan,
  type TrialGoods,
} from '@shared/planet-funds/types.ts';
import type { SaasOrdersTable, SaasPlansTable } from './schema.ts';
import type { Database } from '@server/db/schema.ts';
import { fail } from '@server/errors.ts';
import { lockRowForWrite } from '@server/db/portable-sql.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { Session } from '@server/http/session-types.ts';
import { logOperation } from '@server/areas/operation-log/record.ts';
import { postTransaction } from '@server/areas/funds/ledger.ts';
import { saasLines } from '@shared/funds/ledger.ts';

export const ORDER_NOT_FOUND = '订单不存在';
export const PLAN_NOT_FOUND = '套餐不存在';

type OrderRow = Selectable<SaasOrdersTable> & { plan_name: string };

export function toPlan(row: Selectable<SaasPlansTable>): SaasPlan {
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
  const status = row.status as SaasOrderStatus;
  return {
    id: row.id,
    order_no: row.order_no,
    plan_id: row.plan_id,
    plan_name: row.plan_name,
    amount: row.amount,
    pay_channel: row.pay_channel as PayChannel,
    env: row.env as PayEnv,
    status,
    qr_payload: paymentQrPayload(row.order_no),
    created_at: row.created_at,
    paid_at: row.paid_at,
    closed_at: row.closed_at,
    refunded_at: row.refunded_at,
    refundable: refundable({ status, paid_at: row.paid_at }, now),
  };
}

/** 'P' + China-time yyyyMMddHHmmss + 6 random digits: sortable, unguessable enough for a payment link. */
function newOrderNo(now: number): string {
  const china = new Date((now + 8 * 3600) * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `P${china}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

const orders = (from: Kysely<Database>) =>
  from.selectFrom('saas_orders').innerJoin('saas_plans', 'saas_plans.id', 'saas_orders.plan_id').selectAll('saas_orders').select('saas_plans.name as plan_name');

async function subscribe(trx: Kysely<Database>, values: Selectable<Database['saas_subscriptions']>): Promise<void> {
  const { owner_id: _owner, ...rest } = values;
  await trx.insertInto('saas_subscriptions').values(values).onConflict((oc) => oc.column('owner_id').doUpdateSet(rest)).execute();
}

/** The payment platform's notice that an order was paid: activates the plan and books the payment. */
async function markPaid(trx: Kysely<Database>, row: OrderRow, now: number): Promise<void> {
  const ledgerId = await postTransaction(trx, {
    ownerId: row.owner_id,
    kind: 'saas_purchase',
    title: `购买${row.plan_name}（1 年）`,
    refType: 'saas_order',
    refId: row.id,
    lines: saasLines(row.amount, now),
    now,
  });
  await trx.updateTable('saas_orders').set({ status: ORDER_STATUS.paid, paid_at: now, ledger_id: ledgerId }).where('id', '=', row.id).execute();
  await subscribe(trx, { owner_id: row.owner_id, plan_id: row.plan_id, source: 'order', order_id: row.id, started_at: now, expires_at: now + FUNDS_LIMITS.planTerm });
}

function unpaidOrder(ownerId: number, planId: number, amount: number, payChannel: PayChannel, env: PayEnv, now: number) {
  return { order_no: newOrderNo(now), owner_id: ownerId, plan_id: planId, amount, pay_channel: payChannel, env, created_at: now, paid_at: null, closed_at: null, refunded_at: null, ledger_id: null, refund_ledger_id: null };
}

/** Demo seed: an order of `planCode` created at `createdAt` and paid at `paidAt`, booked like a real one. */
export async function seedPaidOrder(trx: Kysely<Database>, ownerId: number, planCode: string, createdAt: number, paidAt: number): Promise<number> {
  const plan = await trx.selectFrom('saas_plans').selectAll().where('code', '=', planCode).executeTakeFirstOrThrow();
  const { id } = await trx.insertInto('saas_orders').values(unpaidOrder(ownerId, plan.id, plan.price, 'wx_pub_qr', 2, createdAt)).returning('id').executeTakeFirstOrThrow();
  await markPaid(trx, await orders(trx).where('saas_orders.id', '=', id).executeTakeFirstOrThrow(), paidAt);
  return id;
}

export function createSaasService(ctx: ServiceContext) {
  const { db } = ctx;

  async function ownedOrder(from: Kysely<Database>, session: Session, id: number): Promise<OrderRow> {
    const row = await orders(from).where('saas_orders.id', '=', id).where('saas_orders.owner_id', '=', session.main.id).executeTakeFirst();
    if (!row) throw fail.notFound(ORDER_NOT_FOUND);
    return row;
  }

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
        .select(['saas_trial_goods.id', 'saas_trial_goods.plan_id', 'saas_trial_goods.days', 'saas_trial_goods.title', 'saas_plans.name as plan_name'])
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
      const now = seconds(ctx.now);
      return db.transaction().execute(async (trx) => {
        const order = unpaidOrder(session.main.id, plan.id, plan.price, payChannel, env, now);
        const { id } = await trx.insertInto('saas_orders').values(order).returning('id').executeTakeFirstOrThrow();
        await logOperation(trx, session, { action: 'saas.order.create', objectType: 'saas_order', objectId: id, summary: `下单：${plan.name}（订单号 ${order.order_no}）`, amount: plan.price }, now);
        return toOrder(await ownedOrder(trx, session, id), now);
      });
    },

    async listOrders(session: Session, page: number, pageSize: number, status?: SaasOrderStatus): Promise<{ rows: SaasOrder[]; totalCount: number }> {
      let base = db.selectFrom('saas_orders').where('owner_id', '=', session.main.id);
      if (status !== undefined) base = base.where('status', '=', status);
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      let list = orders(db).where('saas_orders.owner_id', '=', session.main.id);
      if (status !== undefined) list = list.where('saas_orders.status', '=', status);
      const rows = await list
        .orderBy('saas_orders.created_at', 'desc')
        .orderBy('saas_orders.id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const now = seconds(ctx.now);
      return { rows: rows.map((row) => toOrder(row, now)), totalCount: Number(n) };
    },

    orderDetail: async (session: Session, id: number): Promise<SaasOrder> => toOrder(await ownedOrder(db, session, id), seconds(ctx.now)),

    async closeOrder(session: Session, id: number): Promise<SaasOrder> {
      const now = seconds(ctx.now);
      return db.transaction().execute(async (trx) => {
        // changes of one order take turns: two refunds (or a payment and a close) sent at once see each other
        await lockRowForWrite(trx, 'saas_orders', id);
        const row = await ownedOrder(trx, session, id);
        if (row.status !== ORDER_STATUS.unpaid) throw fail.conflict('只有待支付的订单可以关闭');
        await trx.updateTable('saas_orders').set({ status: ORDER_STATUS.closed, closed_at: now }).where('id', '=', id).execute();
        await logOperation(trx, session, { action: 'saas.order.close', objectType: 'saas_order', objectId: id, summary: `关闭订单 ${row.order_no}` }, now);
        return toOrder(await ownedOrder(trx, session, id), now);
      });
    },

    /** The payment platform's "paid" notice (development route): repeated notices change nothing. */
    async payOrder(session: Session, id: number): Promise<SaasOrder> {
      const now = seconds(ctx.now);
      return db.transaction().execute(async (trx) => {
        // changes of one order take turns: two refunds (or a payment and a close) sent at once see each other
        await lockRowForWrite(trx, 'saas_orders', id);
        const row = await ownedOrder(trx, session, id);
        if (row.status === ORDER_STATUS.closed) throw fail.conflict('订单已关闭，无法支付');
        if (row.status === ORDER_STATUS.unpaid) {
          await markPaid(trx, row, now);
          await logOperation(trx, session, { action: 'saas.order.pay', objectType: 'saas_order', objectId: id, summary: `订单 ${row.order_no} 支付成功`, amount: row.amount }, now);
        }
        return toOrder(await ownedOrder(trx, session, id), now);
      });
    },

    async refundOrder(session: Session, id: number, payChannel: PayChannel, env: PayEnv): Promise<SaasOrder> {
      const now = seconds(ctx.now);
      return db.transaction().execute(async (trx) => {
        // changes of one order take turns: two refunds (or a payment and a close) sent at once see each other
        await lockRowForWrite(trx, 'saas_orders', id);
        const row = await ownedOrder(trx, session, id);
        if (row.status === ORDER_STATUS.refunded) throw fail.conflict('订单已退款，不能重复退款');
        if (row.status !== ORDER_STATUS.paid) throw fail.conflict('只有已支付的订单可以退款');
        if (!refundable({ status: ORDER_STATUS.paid, paid_at: row.paid_at }, now)) throw fail.conflict('已超过支付后 7 天的退款期限，无法退款');
        if (row.pay_channel !== payChannel || row.env !== env) throw fail.validation('退款的支付渠道和环境须与订单支付时一致');
        const ledgerId = await postTransaction(trx, {
          ownerId: row.owner_id,
          kind: 'saas_refund',
          title: `退款：${row.plan_name}`,
          refType: 'saas_order',
          refId: row.id,
          lines: saasLines(-row.amount, now),
          now,
        });
        await trx.updateTable('saas_orders').set({ status: ORDER_STATUS.refunded, refunded_at: now, refund_ledger_id: ledgerId }).where('id', '=', id).execute();
        await logOperation(trx, session, { action: 'saas.order.refund', objectType: 'saas_order', objectId: id, summary: `订单 ${row.order_no} 退款：${row.plan_name}`, amount: row.amount }, now);
        // the plan this order bought ends now
        await trx.updateTable('saas_subscriptions').set({ expires_at: now }).where('owner_id', '=', row.owner_id).where('order_id', '=', id).execute();
        return toOrder(await ownedOrder(trx, session, id), now);
      });
    },

  };
}

export type SaasService = ReturnType<typeof createSaasService>;
