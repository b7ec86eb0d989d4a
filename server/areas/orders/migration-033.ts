/**
 * Orders: the platform's buyers, the orders they placed with a teacher and the gifts an order brought,
 * and `order_day_counts`: orders per owner, China day, status, product kind and channel, kept by triggers like
 * `material_day_counts` (migration 021), so a filtered list counts whole days from a few rows instead of scanning
 * a million (server/areas/orders/query.ts).
 */
import type { Kysely } from 'kysely';
import { createRowTrigger, dropRowTrigger } from '@server/db/portable-sql.ts';
import { BUYER_KEYWORDS } from './keyword-index.ts';
import { createKeywordIndex, dropKeywordIndex } from '@server/db/keyword-search.ts';

const day = (row: 'new' | 'old') => `(${row}.created_at + 28800) / 86400`;
const add = (row: 'new' | 'old', n: 1 | -1) =>
  `insert into order_day_counts(owner_id, day, status, product_kind, channel, n)
    values (${row}.owner_id, ${day(row)}, ${row}.status, ${row}.product_kind, ${row}.channel, ${n})
    on conflict(owner_id, day, status, product_kind, channel) do update set n = order_day_counts.n + ${n}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('buyers')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('buyers_phone').on('buyers').columns(['phone']).execute();
  await createKeywordIndex(db, BUYER_KEYWORDS);

  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('buyer_id', 'integer', (c) => c.notNull().references('buyers.id'))
    .addColumn('product_kind', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('product_title', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('list_price', 'integer', (c) => c.notNull())
    .addColumn('pay_amount', 'integer', (c) => c.notNull())
    .addColumn('campaign_discount', 'integer', (c) => c.notNull())
    .addColumn('coupon_discount', 'integer', (c) => c.notNull())
    .addColumn('campaign_kind', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('campaign_id', 'integer')
    .addColumn('coupon_id', 'integer')
    .addColumn('coupon_claim_id', 'integer')
    .addColumn('group_id', 'integer')
    .addColumn('fee', 'integer', (c) => c.notNull())
    .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('paid_at', 'integer')
    .addColumn('available_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_owner_created').on('orders').columns(['owner_id', 'created_at desc', 'id desc']).execute();
  await db.schema.createIndex('orders_owner_status').on('orders').columns(['owner_id', 'status', 'created_at desc', 'id desc']).execute();
  await db.schema.createIndex('orders_owner_kind').on('orders').columns(['owner_id', 'product_kind', 'created_at desc', 'id desc']).execute();
  await db.schema.createIndex('orders_owner_channel').on('orders').columns(['owner_id', 'channel', 'created_at desc', 'id desc']).execute();
  await db.schema.createIndex('orders_owner_buyer').on('orders').columns(['owner_id', 'buyer_id', 'created_at desc', 'id desc']).execute();
  await db.schema.createIndex('orders_product').on('orders').columns(['product_kind', 'product_id']).execute();

  await db.schema
    .createTable('order_gifts')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_kind', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('product_title', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_gifts_pk', ['order_id', 'product_kind', 'product_id'])
    .execute();

  await db.schema
    .createTable('order_day_counts')
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('product_kind', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_day_counts_pk', ['owner_id', 'day', 'status', 'product_kind', 'channel'])
    .execute();
  await createRowTrigger(db, { name: 'order_day_counts_insert', event: 'after insert on orders', body: add('new', 1) });
  await createRowTrigger(db, { name: 'order_day_counts_delete', event: 'after delete on orders', body: add('old', -1) });
  await createRowTrigger(db, {
    name: 'order_day_counts_update',
    event: 'after update of owner_id, status, product_kind, channel, created_at on orders',
    body: `${add('old', -1)}; ${add('new', 1)}`,
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['order_day_counts_insert', 'order_day_counts_delete', 'order_day_counts_update']) {
    await dropRowTrigger(db, name, 'orders');
  }
  for (const table of ['order_day_counts', 'order_gifts', 'orders']) await db.schema.dropTable(table).ifExists().execute();
  await dropKeywordIndex(db, BUYER_KEYWORDS);
  await db.schema.dropTable('buyers').ifExists().execute();
}
