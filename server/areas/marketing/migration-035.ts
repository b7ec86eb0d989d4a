/**
 * Marketing campaigns (spec §2 "Marketing"): flash sales, group buys with their groups and members, buy a
 * course get courses, red packets with their rewards, and marketing pages with their products. The status of a
 * campaign is not stored: it follows from its window and the teacher's 结束 (shared/marketing/campaign-rules.ts).
 */
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

const TABLES = [
  'marketing_page_products',
  'marketing_pages',
  'packet_rewards',
  'packet_campaign_products',
  'packet_campaigns',
  'gift_campaign_products',
  'gift_campaigns',
  'group_buy_members',
  'group_buy_groups',
  'group_buys',
  'flash_sales',
];

/** the columns every campaign has */
function campaign<T extends string>(table: CreateTableBuilder<T>) {
  return table
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'integer', (c) => c.notNull())
    .addColumn('ends_at', 'integer', (c) => c.notNull())
    .addColumn('stopped_at', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull());
}

const productKind = sql`product_kind in ('course', 'content', 'column', 'planet')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await campaign(db.schema.createTable('flash_sales'))
    .addColumn('product_kind', 'text', (c) => c.notNull().check(productKind))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull())
    .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('per_user_limit', 'integer', (c) => c.notNull())
    .addCheckConstraint('flash_sales_sold', sql`sold >= 0 and sold <= stock`)
    .execute();

  await campaign(db.schema.createTable('group_buys'))
    .addColumn('product_kind', 'text', (c) => c.notNull().check(productKind))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('group_size', 'integer', (c) => c.notNull())
    .addColumn('fill_hours', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('group_buy_groups')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('group_buys.id').onDelete('cascade'))
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('leader_buyer_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'filled', 'failed')`))
    .addColumn('opened_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .addColumn('filled_at', 'integer')
    .addColumn('failed_at', 'integer')
    .execute();

  await db.schema
    .createTable('group_buy_members')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('group_buy_groups.id').onDelete('cascade'))
    .addColumn('buyer_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('joined_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_buy_members_pk', ['group_id', 'buyer_id'])
    .execute();

  await campaign(db.schema.createTable('gift_campaigns'))
    .addColumn('product_kind', 'text', (c) => c.notNull().check(productKind))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('gift_campaign_products')
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('gift_campaigns.id').onDelete('cascade'))
    .addColumn('product_kind', 'text', (c) => c.notNull().check(productKind))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('gift_campaign_products_pk', ['campaign_id', 'product_kind', 'product_id'])
    .execute();

  await campaign(db.schema.createTable('packet_campaigns'))
    .addColumn('all_products', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reward', 'integer', (c) => c.notNull())
    .addColumn('budget', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('packet_campaign_products')
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('packet_campaigns.id').onDelete('cascade'))
    .addColumn('product_kind', 'text', (c) => c.notNull().check(productKind))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('packet_campaign_products_pk', ['campaign_id', 'product_kind', 'product_id'])
    .execute();

  await db.schema
    .createTable('packet_rewards')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('packet_campaigns.id').onDelete('cascade'))
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('sharer_buyer_id', 'integer', (c) => c.notNull())
    // a paid order brings one reward at most: writing it again changes nothing
    .addColumn('order_id', 'integer', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('marketing_pages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('cover_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('marketing_page_products')
    .addColumn('page_id', 'integer', (c) => c.notNull().references('marketing_pages.id').onDelete('cascade'))
    .addColumn('product_kind', 'text', (c) => c.notNull().check(productKind))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('marketing_page_products_pk', ['page_id', 'product_kind', 'product_id'])
    .execute();

  // each list: the owner's rows by start; the product's campaigns for the one-at-a-time check and the pricing terms
  for (const table of ['flash_sales', 'group_buys', 'gift_campaigns', 'packet_campaigns']) {
    await db.schema.createIndex(`${table}_owner_start`).on(table).columns(['owner_id', 'starts_at']).execute();
  }
  for (const table of ['flash_sales', 'group_buys', 'gift_campaigns']) {
    await db.schema.createIndex(`${table}_product`).on(table).columns(['product_kind', 'product_id', 'ends_at']).execute();
  }
  await db.schema.createIndex('packet_campaign_products_product').on('packet_campaign_products').columns(['product_kind', 'product_id']).execute();
  await db.schema.createIndex('group_buy_groups_campaign').on('group_buy_groups').columns(['campaign_id', 'status']).execute();
  // the expiry sweep: open groups by expiry
  await db.schema.createIndex('group_buy_groups_expiry').on('group_buy_groups').columns(['status', 'expires_at']).execute();
  await db.schema.createIndex('group_buy_members_order').on('group_buy_members').column('order_id').execute();
  await db.schema.createIndex('packet_rewards_campaign').on('packet_rewards').columns(['campaign_id', 'created_at']).execute();
  await db.schema.createIndex('marketing_pages_owner').on('marketing_pages').columns(['owner_id', 'updated_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
}
