/**
 * After-sale: buyers' refund requests and complaints with the teacher's answers, the evidence pictures
 * of complaints (files of the evidence store: evidence-files.ts) and the messages the student side shows a buyer.
 * One waiting request and one waiting complaint per order: partial unique indexes stand guard.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('aftersale_refunds')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('buyer_id', 'integer', (c) => c.notNull().references('buyers.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('refund_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reject_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('refund_transaction_id', 'integer', (c) => c.references('ledger_transactions.id').onDelete('set null'))
    .addColumn('handled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('handled_at', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('aftersale_refunds_owner_created').on('aftersale_refunds').columns(['owner_id', 'created_at desc', 'id desc']).execute();
  await db.schema.createIndex('aftersale_refunds_owner_state').on('aftersale_refunds').columns(['owner_id', 'state', 'created_at desc', 'id desc']).execute();
  await db.schema.createIndex('aftersale_refunds_order').on('aftersale_refunds').column('order_id').execute();
  await db.schema.createIndex('aftersale_refunds_one_pending').on('aftersale_refunds').column('order_id').unique().where(sql.ref('state'), '=', 'pending').execute();

  await db.schema
    .createTable('aftersale_appeals')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('buyer_id', 'integer', (c) => c.notNull().references('buyers.id'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reply', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('replied_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('replied_at', 'integer')
    .addColumn('closed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('closed_at', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('aftersale_appeals_owner_state').on('aftersale_appeals').columns(['owner_id', 'state', 'created_at desc', 'id desc']).execute();
  await db.schema.createIndex('aftersale_appeals_order').on('aftersale_appeals').column('order_id').execute();
  await db.schema.createIndex('aftersale_appeals_one_pending').on('aftersale_appeals').column('order_id').unique().where(sql.ref('state'), '=', 'pending').execute();

  await db.schema
    .createTable('aftersale_appeal_pictures')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('appeal_id', 'integer', (c) => c.notNull().references('aftersale_appeals.id').onDelete('cascade'))
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('aftersale_appeal_pictures_appeal').on('aftersale_appeal_pictures').columns(['appeal_id', 'sort']).execute();

  await db.schema
    .createTable('buyer_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('buyer_id', 'integer', (c) => c.notNull().references('buyers.id'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('ref_type', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  // the student side reads a buyer's messages, newest first; the detail page finds the answer to one request
  await db.schema.createIndex('buyer_messages_buyer').on('buyer_messages').columns(['buyer_id', 'created_at desc', 'id desc']).execute();
  await db.schema.createIndex('buyer_messages_ref').on('buyer_messages').columns(['ref_type', 'ref_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['buyer_messages', 'aftersale_appeal_pictures', 'aftersale_appeals', 'aftersale_refunds']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
