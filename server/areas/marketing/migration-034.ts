/**
 * Coupons (spec §2 "Marketing"): a teacher's coupons and the products they apply to, the code batches
 * generated for them and their codes, and the claims buyers hold. Claims and codes are what the screens count
 * (已领取, 已使用, the stock taken), so they carry the indexes those counts read.
 */
import { sql, type Kysely } from 'kysely';

const TABLES = ['coupon_claims', 'coupon_codes', 'coupon_code_batches', 'coupon_products', 'coupons'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('coupons')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('fixed', 'discount', 'threshold')`))
    .addColumn('amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rate', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('threshold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('all_products', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('stock', 'integer', (c) => c.notNull())
    .addColumn('per_user_limit', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'integer', (c) => c.notNull())
    .addColumn('ends_at', 'integer', (c) => c.notNull())
    .addColumn('stopped_at', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coupons_owner_created').on('coupons').columns(['owner_id', 'created_at desc', 'id desc']).execute();

  await db.schema
    .createTable('coupon_products')
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('product_kind', 'text', (c) => c.notNull().check(sql`product_kind in ('course', 'content', 'column', 'planet')`))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('coupon_products_pk', ['coupon_id', 'product_kind', 'product_id'])
    .execute();
  // the coupons of a product, for the student side and the order's pricing
  await db.schema.createIndex('coupon_products_product').on('coupon_products').columns(['product_kind', 'product_id']).execute();

  await db.schema
    .createTable('coupon_code_batches')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coupon_code_batches_coupon').on('coupon_code_batches').columns(['coupon_id', 'id']).execute();

  await db.schema
    .createTable('coupon_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('batch_id', 'integer', (c) => c.notNull().references('coupon_code_batches.id').onDelete('cascade'))
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    // a buyer of the orders area (migration 033), written in parallel: no foreign key
    .addColumn('redeemed_by', 'integer')
    .addColumn('redeemed_at', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coupon_codes_code').on('coupon_codes').column('code').unique().execute();
  await db.schema.createIndex('coupon_codes_batch').on('coupon_codes').columns(['batch_id', 'id']).execute();
  await db.schema.createIndex('coupon_codes_coupon').on('coupon_codes').columns(['coupon_id', 'id']).execute();

  await db.schema
    .createTable('coupon_claims')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('buyer_id', 'integer', (c) => c.notNull())
    .addColumn('code_id', 'integer', (c) => c.references('coupon_codes.id').onDelete('set null'))
    .addColumn('claimed_at', 'integer', (c) => c.notNull())
    .addColumn('used_order_id', 'integer')
    .addColumn('used_at', 'integer')
    .execute();
  await db.schema.createIndex('coupon_claims_coupon_buyer').on('coupon_claims').columns(['coupon_id', 'buyer_id']).execute();
  await db.schema.createIndex('coupon_claims_order').on('coupon_claims').column('used_order_id').execute();
  // a code is redeemed once
  await db.schema.createIndex('coupon_claims_code').on('coupon_claims').column('code_id').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
}
