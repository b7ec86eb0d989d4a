/**
 * Orders of the teacher's external shops (/order/manage): `shop_orders`, upserted by (owner, shop, the
 * shop's order number) so syncing twice changes nothing, and `shop_syncs`, when each shop was last synced.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shop_orders')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('shop', 'text', (c) => c.notNull())
    .addColumn('external_no', 'text', (c) => c.notNull())
    .addColumn('product_title', 'text', (c) => c.notNull())
    .addColumn('buyer_nickname', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('placed_at', 'integer', (c) => c.notNull())
    .addColumn('synced_at', 'integer', (c) => c.notNull())
    .addUniqueConstraint('shop_orders_external', ['owner_id', 'shop', 'external_no'])
    .execute();
  await db.schema.createIndex('shop_orders_owner_placed').on('shop_orders').columns(['owner_id', 'placed_at desc', 'id desc']).execute();
  await db.schema
    .createTable('shop_syncs')
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('shop', 'text', (c) => c.notNull())
    .addColumn('synced_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('shop_syncs_pk', ['owner_id', 'shop'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shop_syncs').ifExists().execute();
  await db.schema.dropTable('shop_orders').ifExists().execute();
}
