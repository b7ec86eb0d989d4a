/**
 * Student tags (/user/tags): a teacher's tags, each either given by hand (`student_tag_links`, bulk
 * tagging on /user/index) or a rule the server evaluates whenever it is read (spent at least, ordered at least,
 * first order's channel, bought any of some products: `student_tag_products`), so a rule tag always names the
 * students who meet it now. Tag names are unique per teacher.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('student_tags')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    /** manual | rule */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** the rule's conditions, all of which a student meets (null: no such condition) */
    .addColumn('spend_min', 'integer')
    .addColumn('orders_min', 'integer')
    .addColumn('channel', 'text')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('student_tags_owner_name').on('student_tags').columns(['owner_id', 'name']).unique().execute();

  await db.schema
    .createTable('student_tag_products')
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('student_tags.id').onDelete('cascade'))
    .addColumn('product_kind', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('student_tag_products_pk', ['tag_id', 'product_kind', 'product_id'])
    .execute();

  await db.schema
    .createTable('student_tag_links')
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('student_tags.id').onDelete('cascade'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('buyer_id', 'integer', (c) => c.notNull().references('buyers.id'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('student_tag_links_pk', ['tag_id', 'buyer_id'])
    .execute();
  await db.schema.createIndex('student_tag_links_buyer').on('student_tag_links').columns(['owner_id', 'buyer_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('student_tag_links').ifExists().execute();
  await db.schema.dropTable('student_tag_products').ifExists().execute();
  await db.schema.dropTable('student_tags').ifExists().execute();
}
