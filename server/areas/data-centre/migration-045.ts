/**
 * Money in the order day table (/database/analysis): `order_day_counts` gains `paid` (Σ pay_amount) and
 * `refunded` (Σ refunded_amount), and `order_product_days` keeps orders and money per owner, China day, product and
 * channel, so the sales analysis of any range adds up day rows instead of scanning orders. The triggers of
 * migration 033 are recreated to fire on pay_amount and refunded_amount too; a refund counts on the order's day
 * (docs/decisions.md "Data centre"). Both tables are rebuilt from the orders, so a database of 044 arrives filled.
 * Only unpaid (closed) orders stay out of the product table; the day table keeps every status, as before.
 */
import { sql, type Kysely } from 'kysely';
import { createRowTrigger, dropRowTrigger } from '@server/db/portable-sql.ts';

const day = (row: 'new' | 'old') => `(${row}.created_at + 28800) / 86400`;
const addDay = (row: 'new' | 'old', n: 1 | -1) =>
  `insert into order_day_counts(owner_id, day, status, product_kind, channel, n, paid, refunded)
    values (${row}.owner_id, ${day(row)}, ${row}.status, ${row}.product_kind, ${row}.channel, ${n}, ${n} * ${row}.pay_amount, ${n} * ${row}.refunded_amount)
    on conflict(owner_id, day, status, product_kind, channel) do update set n = order_day_counts.n + excluded.n,
      paid = order_day_counts.paid + excluded.paid, refunded = order_day_counts.refunded + excluded.refunded`;
/** `where` both keeps closed orders out and lets SQLite read `on conflict` after a select */
const addProduct = (row: 'new' | 'old', n: 1 | -1) =>
  `insert into order_product_days(owner_id, day, product_kind, product_id, channel, n, paid, refunded)
    select ${row}.owner_id, ${day(row)}, ${row}.product_kind, ${row}.product_id, ${row}.channel, ${n}, ${n} * ${row}.pay_amount, ${n} * ${row}.refunded_amount
    where ${row}.status <> 'closed'
    on conflict(owner_id, day, product_kind, product_id, channel) do update set n = order_product_days.n + excluded.n,
      paid = order_product_days.paid + excluded.paid, refunded = order_product_days.refunded + excluded.refunded`;

const TRIGGERS = ['order_day_counts_insert', 'order_day_counts_delete', 'order_day_counts_update'] as const;
const COLUMNS_033 = 'owner_id, status, product_kind, channel, created_at';
const COLUMNS_045 = 'owner_id, status, product_kind, product_id, channel, created_at, pay_amount, refunded_amount';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const name of TRIGGERS) await dropRowTrigger(db, name, 'orders');
  await db.schema.alterTable('order_day_counts').addColumn('paid', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('order_day_counts').addColumn('refunded', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('order_product_days')
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('product_kind', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('paid', 'integer', (c) => c.notNull())
    .addColumn('refunded', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_product_days_pk', ['owner_id', 'day', 'product_kind', 'product_id', 'channel'])
    .execute();

  // backfill: rebuild both tables from the orders (the day counts of 033 come out the same, now with money)
  await sql`delete from order_day_counts`.execute(db);
  await sql`insert into order_day_counts(owner_id, day, status, product_kind, channel, n, paid, refunded)
    select owner_id, (created_at + 28800) / 86400, status, product_kind, channel, count(*), sum(pay_amount), sum(refunded_amount)
    from orders group by owner_id, (created_at + 28800) / 86400, status, product_kind, channel`.execute(db);
  await sql`insert into order_product_days(owner_id, day, product_kind, product_id, channel, n, paid, refunded)
    select owner_id, (created_at + 28800) / 86400, product_kind, product_id, channel, count(*), sum(pay_amount), sum(refunded_amount)
    from orders where status <> 'closed' group by owner_id, (created_at + 28800) / 86400, product_kind, product_id, channel`.execute(db);

  await createRowTrigger(db, { name: 'order_day_counts_insert', event: 'after insert on orders', body: `${addDay('new', 1)}; ${addProduct('new', 1)}` });
  await createRowTrigger(db, { name: 'order_day_counts_delete', event: 'after delete on orders', body: `${addDay('old', -1)}; ${addProduct('old', -1)}` });
  await createRowTrigger(db, {
    name: 'order_day_counts_update',
    event: `after update of ${COLUMNS_045} on orders`,
    body: `${addDay('old', -1)}; ${addDay('new', 1)}; ${addProduct('old', -1)}; ${addProduct('new', 1)}`,
  });
}

/** Back to 033: counts only, no product table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of TRIGGERS) await dropRowTrigger(db, name, 'orders');
  await db.schema.dropTable('order_product_days').ifExists().execute();
  await db.schema.alterTable('order_day_counts').dropColumn('refunded').execute();
  await db.schema.alterTable('order_day_counts').dropColumn('paid').execute();
  const add = (row: 'new' | 'old', n: 1 | -1) =>
    `insert into order_day_counts(owner_id, day, status, product_kind, channel, n)
    values (${row}.owner_id, ${day(row)}, ${row}.status, ${row}.product_kind, ${row}.channel, ${n})
    on conflict(owner_id, day, status, product_kind, channel) do update set n = order_day_counts.n + ${n}`;
  await createRowTrigger(db, { name: 'order_day_counts_insert', event: 'after insert on orders', body: add('new', 1) });
  await createRowTrigger(db, { name: 'order_day_counts_delete', event: 'after delete on orders', body: add('old', -1) });
  await createRowTrigger(db, { name: 'order_day_counts_update', event: `after update of ${COLUMNS_033} on orders`, body: `${add('old', -1)}; ${add('new', 1)}` });
}
