/**
 * The payment platform's stand-in (spec §9: WeChat Pay by QR code, pay_channel wx_pub_qr, env 2), one order flow
 * for everything the teacher buys from the platform: SaaS plans (planet-funds/saas.ts) and resource packages
 * (packages/orders.ts). An order is created unpaid (0) with the QR payload; the platform's "paid" notice (a
 * development route here) marks it paid (1), books the purchase in the ledger and runs the area's `onPaid` (the
 * plan or the package starts); an unpaid order can be closed (2); a paid one refunded (3) once, within 7 days of
 * the payment, on the channel and environment it was paid with: the ledger gets the money back and the area's
 * `onRefunded` ends what it bought. Every change locks the order's row, so two changes sent at once take turns,
 * and writes its operation-log line in the same transaction.
 */
import { randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { platformPurchaseLines, type IncomeSource } from '@shared/funds/ledger.ts';
import type { LedgerTitle } from '@shared/funds/titles.ts';
import type { OperationAction } from '@shared/operation-log/types.ts';
import { paymentQrPayload, refundable } from '@shared/planet-funds/rules.ts';
import { ORDER_STATUS, type PayChannel, type PayEnv, type SaasOrderStatus } from '@shared/planet-funds/types.ts';
import type { Database } from '@server/db/schema.ts';
import { fail } from '@server/errors.ts';
import { lockRowForWrite } from '@server/db/portable-sql.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { Session } from '@server/http/session-types.ts';
import { logOperation } from '@server/areas/operation-log/record.ts';
import { postTransaction } from './ledger.ts';
import type { PaymentOrderColumns } from './payment-order-columns.ts';

const ORDER_NOT_FOUND = '订单不存在';

/** An order as the stand-in reads it: its columns and the name of what it bought. */
export type PaymentOrderRow = Selectable<PaymentOrderColumns> & { product_name: string };

/** The order fields every answer carries (SaasOrder, PackageOrder add what was bought). */
export type PaymentOrderView = {
  id: number;
  order_no: string;
  amount: number;
  pay_channel: PayChannel;
  env: PayEnv;
  status: SaasOrderStatus;
  qr_payload: string;
  created_at: number;
  paid_at: number | null;
  closed_at: number | null;
  refunded_at: number | null;
  refundable: boolean;
};

type PaymentOrderTable = 'saas_orders' | 'package_orders';

/** Writes an area's order row from the stand-in's columns (and what was bought); answers its id. */
export type OrderInsert = (trx: Kysely<Database>, columns: ReturnType<typeof unpaidOrderColumns>) => Promise<number>;

export type PaymentStandinSpec<Row extends PaymentOrderRow> = {
  table: PaymentOrderTable;
  /** one order of `ownerId` with what it bought, or undefined (another teacher's order does not exist) */
  load(from: Kysely<Database>, ownerId: number, id: number): Promise<Row | undefined>;
  /** the operation-log actions: `<prefix>.create|close|pay|refund` */
  actions: { create: OperationAction; close: OperationAction; pay: OperationAction; refund: OperationAction };
  /** the operation log's and the ledger's object type ('saas_order', 'package_order') */
  objectType: string;
  /** the ledger: which income pays, and the titles of the purchase and its refund */
  ledger(row: Row): { source: IncomeSource; purchaseTitle: LedgerTitle; refundTitle: LedgerTitle };
  /** what the payment gives (a plan, a package), in the payment's transaction */
  onPaid(trx: Kysely<Database>, row: Row, now: number): Promise<void>;
  /** what the refund takes back, in the refund's transaction */
  onRefunded(trx: Kysely<Database>, row: Row, now: number): Promise<void>;
};

/** 'P' + China-time yyyyMMddHHmmss + 6 random digits: sortable, unguessable enough for a payment link. */
function newOrderNo(now: number): string {
  const china = new Date((now + 8 * 3600) * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `P${china}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** The columns of a new, unpaid order. */
export function unpaidOrderColumns(ownerId: number, amount: number, payChannel: PayChannel, env: PayEnv, now: number) {
  return { order_no: newOrderNo(now), owner_id: ownerId, amount, pay_channel: payChannel, env, created_at: now, paid_at: null, closed_at: null, refunded_at: null, ledger_id: null, refund_ledger_id: null };
}

/** The fields every order answer carries. */
export function paymentOrderView(row: PaymentOrderRow, now: number): PaymentOrderView {
  const status = row.status as SaasOrderStatus;
  return {
    id: row.id,
    order_no: row.order_no,
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

/** The platform's notice that an order was paid: books the payment and gives what was bought (also the demo seed's). */
export async function markOrderPaid<Row extends PaymentOrderRow>(trx: Kysely<Database>, spec: PaymentStandinSpec<Row>, row: Row, now: number): Promise<void> {
  const booking = spec.ledger(row);
  const ledgerId = await postTransaction(trx, {
    ownerId: row.owner_id,
    kind: 'saas_purchase',
    title: booking.purchaseTitle,
    refType: spec.objectType,
    refId: row.id,
    lines: platformPurchaseLines(row.amount, now, booking.source),
    now,
  });
  await trx.updateTable(spec.table).set({ status: ORDER_STATUS.paid, paid_at: now, ledger_id: ledgerId }).where('id', '=', row.id).execute();
  await spec.onPaid(trx, { ...row, status: ORDER_STATUS.paid, paid_at: now, ledger_id: ledgerId }, now);
}

export function createPaymentStandin<Row extends PaymentOrderRow>(ctx: ServiceContext, spec: PaymentStandinSpec<Row>) {
  const { db } = ctx;

  async function owned(from: Kysely<Database>, ownerId: number, id: number): Promise<Row> {
    const row = await spec.load(from, ownerId, id);
    if (!row) throw fail.notFound(ORDER_NOT_FOUND);
    return row;
  }

  const markPaid = (trx: Kysely<Database>, row: Row, now: number) => markOrderPaid(trx, spec, row, now);

  type Change = (trx: Kysely<Database>, row: Row, now: number) => Promise<void>;

  /**
   * Runs `change` on one of the caller's orders, locked, in its own transaction or in the caller's `conn` (an
   * idempotent write's); answers the order after it.
   */
  async function withOrder(session: Session, id: number, change: Change, conn?: Kysely<Database>): Promise<Row> {
    const now = seconds(ctx.now);
    const run = async (trx: Kysely<Database>) => {
      // changes of one order take turns: two refunds (or a payment and a close) sent at once see each other
      await lockRowForWrite(trx, spec.table, id);
      await change(trx, await owned(trx, session.main.id, id), now);
      return owned(trx, session.main.id, id);
    };
    return conn ? run(conn) : db.transaction().execute(run);
  }

  return {
    markPaid,
    owned,

    /**
     * A new unpaid order; `insert` writes the area's row with the stand-in's columns and answers its id. In its own
     * transaction, or in the caller's `conn`.
     */
    async create(session: Session, product: { name: string; amount: number }, payChannel: PayChannel, env: PayEnv, insert: OrderInsert, conn?: Kysely<Database>): Promise<Row> {
      const now = seconds(ctx.now);
      const columns = unpaidOrderColumns(session.main.id, product.amount, payChannel, env, now);
      const run = async (trx: Kysely<Database>) => {
        const id = await insert(trx, columns);
        await logOperation(trx, session, { action: spec.actions.create, objectType: spec.objectType, objectId: id, summary: { code: 'order.create', params: { product: product.name, order: columns.order_no } }, amount: product.amount }, now);
        return owned(trx, session.main.id, id);
      };
      return conn ? run(conn) : db.transaction().execute(run);
    },

    detail: (session: Session, id: number): Promise<Row> => owned(db, session.main.id, id),

    close: (session: Session, id: number): Promise<Row> =>
      withOrder(session, id, async (trx, row, now) => {
        if (row.status !== ORDER_STATUS.unpaid) throw fail.conflict('只有待支付的订单可以关闭');
        await trx.updateTable(spec.table).set({ status: ORDER_STATUS.closed, closed_at: now }).where('id', '=', id).execute();
        await logOperation(trx, session, { action: spec.actions.close, objectType: spec.objectType, objectId: id, summary: { code: 'order.close', params: { order: row.order_no } } }, now);
      }),

    /** The payment platform's "paid" notice (development route): repeated notices change nothing. */
    pay: (session: Session, id: number): Promise<Row> =>
      withOrder(session, id, async (trx, row, now) => {
        if (row.status === ORDER_STATUS.closed) throw fail.conflict('订单已关闭，无法支付');
        if (row.status !== ORDER_STATUS.unpaid) return;
        await markPaid(trx, row, now);
        await logOperation(trx, session, { action: spec.actions.pay, objectType: spec.objectType, objectId: id, summary: { code: 'order.pay', params: { order: row.order_no } }, amount: row.amount }, now);
      }),

    /** Refunds a paid order within 7 days of its payment, on the channel and environment it was paid with. */
    refund: (session: Session, id: number, payChannel: PayChannel, env: PayEnv, conn?: Kysely<Database>): Promise<Row> =>
      withOrder(session, id, async (trx, row, now) => {
        if (row.status === ORDER_STATUS.refunded) throw fail.conflict('订单已退款，不能重复退款');
        if (row.status !== ORDER_STATUS.paid) throw fail.conflict('只有已支付的订单可以退款');
        if (!refundable({ status: ORDER_STATUS.paid, paid_at: row.paid_at }, now)) throw fail.conflict('已超过支付后 7 天的退款期限，无法退款');
        if (row.pay_channel !== payChannel || row.env !== env) throw fail.validation('退款的支付渠道和环境须与订单支付时一致');
        const booking = spec.ledger(row);
        const ledgerId = await postTransaction(trx, {
          ownerId: row.owner_id,
          kind: 'saas_refund',
          title: booking.refundTitle,
          refType: spec.objectType,
          refId: row.id,
          lines: platformPurchaseLines(-row.amount, now, booking.source),
          now,
        });
        await trx.updateTable(spec.table).set({ status: ORDER_STATUS.refunded, refunded_at: now, refund_ledger_id: ledgerId }).where('id', '=', id).execute();
        await logOperation(trx, session, { action: spec.actions.refund, objectType: spec.objectType, objectId: id, summary: { code: 'order.refund', params: { order: row.order_no, product: row.product_name } }, amount: row.amount }, now);
        await spec.onRefunded(trx, row, now);
      }, conn),
  };
}
