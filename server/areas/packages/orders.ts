/**
 * Orders of resource packages through the payment stand-in (server/areas/funds/payment-standin.ts), as
 * the SaaS plans are bought: created unpaid with the WeChat Pay QR payload; the platform's notice (a development
 * route) marks it paid, books the purchase out of the income of the account's mode (knowledge for a teacher,
 * planet in planet mode) and starts the package's grant for its days; a refund within 7 days gives the money back
 * and ends the grant at once. Creating and refunding are idempotent by the Idempotency-Key header.
 */
import type { Kysely, Selectable } from 'kysely';
import type { PayChannel, PayEnv } from '@shared/planet-funds/types.ts';
import type { PackageKind, PackageOrder, PackageOrderStatus } from '@shared/packages/types.ts';
import type { Database } from '@server/db/schema.ts';
import { idempotentCall } from '@server/areas/operation-log/idempotent-call.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { Session } from '@server/http/session-types.ts';
import { createPaymentStandin, markOrderPaid, paymentOrderView, unpaidOrderColumns, type PaymentStandinSpec } from '@server/areas/funds/payment-standin.ts';
import type { PackageOrdersTable } from './schema.ts';

const PACKAGE_NOT_FOUND = '资源包不存在';

type OrderRow = Selectable<PackageOrdersTable> & { product_code: string; product_name: string; kind: PackageKind; bytes: number; days: number; owner_mode: string };

const orders = (from: Kysely<Database>) =>
  from
    .selectFrom('package_orders')
    .innerJoin('resource_packages', 'resource_packages.id', 'package_orders.package_id')
    .innerJoin('users', 'users.id', 'package_orders.owner_id')
    .selectAll('package_orders')
    .select(['resource_packages.code as product_code', 'resource_packages.name as product_name', 'resource_packages.kind', 'resource_packages.bytes', 'resource_packages.days', 'users.mode as owner_mode']);

function toOrder(row: OrderRow, now: number): PackageOrder {
  const { id, order_no, ...view } = paymentOrderView(row, now);
  return { id, order_no, package_id: row.package_id, package_code: row.product_code, package_name: row.product_name, kind: row.kind, bytes: Number(row.bytes), days: row.days, ...view };
}

/** The package orders in the payment stand-in: a payment starts the grant; a refund ends it. */
const PACKAGE_ORDERS: PaymentStandinSpec<OrderRow> = {
  table: 'package_orders',
  load: (from, ownerId, id) => orders(from).where('package_orders.id', '=', id).where('package_orders.owner_id', '=', ownerId).executeTakeFirst(),
  actions: { create: 'package.order.create', close: 'package.order.close', pay: 'package.order.pay', refund: 'package.order.refund' },
  objectType: 'package_order',
  ledger: (row) => ({
    source: row.owner_mode === 'planet' ? 'planet' : 'knowledge',
    purchaseTitle: { code: 'purchase', params: { name: row.product_name } },
    refundTitle: { code: 'purchase.refund', params: { name: row.product_name } },
  }),
  onPaid: async (trx, row, now) => {
    await trx
      .insertInto('package_grants')
      .values({ owner_id: row.owner_id, package_id: row.package_id, order_id: row.id, kind: row.kind, bytes: Number(row.bytes), started_at: now, expires_at: now + row.days * 86_400 })
      .execute();
  },
  // what the order bought ends now; the files over a smaller quota stay, uploads are refused
  onRefunded: async (trx, row, now) => {
    await trx.updateTable('package_grants').set({ expires_at: now }).where('order_id', '=', row.id).where('expires_at', '>', now).execute();
  },
};

/** Demo seed: an order of `code` created at `createdAt` and paid at `paidAt`, booked like a real one. */
export async function seedPaidPackage(trx: Kysely<Database>, ownerId: number, code: string, createdAt: number, paidAt: number): Promise<number> {
  const item = await trx.selectFrom('resource_packages').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
  const { id } = await trx
    .insertInto('package_orders')
    .values({ ...unpaidOrderColumns(ownerId, item.price, 'wx_pub_qr', 2, createdAt), package_id: item.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await markOrderPaid(trx, PACKAGE_ORDERS, (await PACKAGE_ORDERS.load(trx, ownerId, id))!, paidAt);
  return id;
}

export function createPackageOrderService(ctx: ServiceContext) {
  const { db } = ctx;
  const standin = createPaymentStandin(ctx, PACKAGE_ORDERS);
  const view = (row: OrderRow) => toOrder(row, seconds(ctx.now));

  return {
    /** Orders a package, once per idempotency key; 高级讲师 have unlimited storage and buy no storage package. */
    async create(session: Session, packageId: number, payChannel: PayChannel, env: PayEnv, key: string): Promise<PackageOrder> {
      const item = await db.selectFrom('resource_packages').selectAll().where('id', '=', packageId).executeTakeFirst();
      if (!item) throw fail.notFound(PACKAGE_NOT_FOUND);
      if (item.kind === 'storage' && session.main.tier === 'advanced') throw fail.conflict('您的存储空间不限，无需购买存储空间资源包');
      const request = { package_id: packageId, pay_channel: payChannel, env };
      return idempotentCall(db, session, { scope: 'package.order.create', key, request, now: seconds(ctx.now) }, async (trx) =>
        view(
          await standin.create(
            session,
            { name: item.name, amount: item.price },
            payChannel,
            env,
            async (conn, columns) => (await conn.insertInto('package_orders').values({ ...columns, package_id: item.id }).returning('id').executeTakeFirstOrThrow()).id,
            trx,
          ),
        ),
      );
    },

    async list(session: Session, page: number, pageSize: number, status?: PackageOrderStatus): Promise<{ rows: PackageOrder[]; totalCount: number }> {
      let base = db.selectFrom('package_orders').where('owner_id', '=', session.main.id);
      if (status !== undefined) base = base.where('status', '=', status);
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      let list = orders(db).where('package_orders.owner_id', '=', session.main.id);
      if (status !== undefined) list = list.where('package_orders.status', '=', status);
      const rows = await list.orderBy('package_orders.created_at', 'desc').orderBy('package_orders.id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute();
      return { rows: rows.map(view), totalCount: Number(n) };
    },

    detail: async (session: Session, id: number): Promise<PackageOrder> => view(await standin.detail(session, id)),
    close: async (session: Session, id: number): Promise<PackageOrder> => view(await standin.close(session, id)),
    /** The payment platform's "paid" notice (development route): repeated notices change nothing. */
    pay: async (session: Session, id: number): Promise<PackageOrder> => view(await standin.pay(session, id)),

    /** Refunds within 7 days of the payment, once per idempotency key: a repeat answers the refunded order. */
    refund(session: Session, id: number, payChannel: PayChannel, env: PayEnv, key: string): Promise<PackageOrder> {
      const request = { id, pay_channel: payChannel, env };
      return idempotentCall(db, session, { scope: 'package.order.refund', key, request, now: seconds(ctx.now) }, async (trx) =>
        view(await standin.refund(session, id, payChannel, env, trx)),
      );
    },
  };
}
