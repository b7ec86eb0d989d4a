/**
 * Resource packages:
 * - `resource_packages`: the platform's catalogue of storage and traffic packages (product data, inserted here
 *   like the SaaS plans: every installation sells the same packages).
 * - `package_orders`: their orders, through the payment stand-in (server/areas/funds/payment-standin.ts); a paid
 *   order points at its purchase transaction in the ledger, a refunded one at the refund's.
 * - `package_grants`: what a paid order gives, from its payment until it expires (a refund ends it).
 */
import { sql, type Kysely } from 'kysely';

const GB = 1024 ** 3;

/** [code, kind, name, bytes, days, price fen] */
const PACKAGES: [string, 'storage' | 'traffic', string, number, number, number][] = [
  ['storage-10g', 'storage', '存储空间 10 GB（1 年）', 10 * GB, 365, 9_900],
  ['storage-50g', 'storage', '存储空间 50 GB（1 年）', 50 * GB, 365, 39_900],
  ['storage-200g', 'storage', '存储空间 200 GB（1 年）', 200 * GB, 365, 129_900],
  ['traffic-100g', 'traffic', '每月流量 100 GB（1 年）', 100 * GB, 365, 19_900],
  ['traffic-500g', 'traffic', '每月流量 500 GB（1 年）', 500 * GB, 365, 79_900],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resource_packages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('package_orders')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('package_id', 'integer', (c) => c.notNull().references('resource_packages.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('pay_channel', 'text', (c) => c.notNull())
    .addColumn('env', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('paid_at', 'integer')
    .addColumn('closed_at', 'integer')
    .addColumn('refunded_at', 'integer')
    .addColumn('ledger_id', 'integer', (c) => c.references('ledger_transactions.id'))
    .addColumn('refund_ledger_id', 'integer', (c) => c.references('ledger_transactions.id'))
    .execute();
  await db.schema.createIndex('package_orders_owner_created').on('package_orders').columns(['owner_id', 'created_at desc', 'id desc']).execute();
  await db.schema
    .createTable('package_grants')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('package_id', 'integer', (c) => c.notNull().references('resource_packages.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('package_orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('package_grants_owner_kind').on('package_grants').columns(['owner_id', 'kind', 'expires_at']).execute();

  for (const [sort, [code, kind, name, bytes, days, price]] of PACKAGES.entries()) {
    await sql`insert into resource_packages (code, kind, name, bytes, days, price, sort) values (${code}, ${kind}, ${name}, ${bytes}, ${days}, ${price}, ${sort})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['package_grants', 'package_orders', 'resource_packages']) await db.schema.dropTable(table).ifExists().execute();
}
