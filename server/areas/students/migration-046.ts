/**
 * Students (/user/index): `owner_buyers`, one row per teacher and buyer who ordered from them, with the
 * figures the list filters and sorts on (first and last order, orders, money paid, refunded and kept, the channel
 * of the first order) and the teacher's note. Triggers on `orders` keep it (names `owner_buyers_*`, beside the
 * `order_day_counts_*` triggers of migrations 033/045), and the migration fills it from the orders there are.
 *
 * A new order adds itself; a refund (or any change of an order's money) adds its difference; an order that moves
 * to another teacher, buyer, time or channel, or goes, makes its students' rows count again from their orders
 * (a buyer's orders with one teacher are few, read through `orders_owner_buyer`). Tags join the table later by
 * (owner_id, buyer_id). `owner_buyer_counts` counts each teacher's students per first channel (triggers on
 * owner_buyers), so the list's total without a range or keyword reads a row or five instead of a million.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { createRowTrigger, dropRowTrigger, greatestOf, leastOf } from '@server/db/portable-sql.ts';

/** money an order brought: its pay amount once paid */
const paid = (row: string) => `(case when ${row}.paid_at is null then 0 else ${row}.pay_amount end)`;

const FIGURES = ['first_order_at', 'last_order_at', 'orders_n', 'paid_total', 'refunded_total', 'spend', 'first_channel', 'updated_at'] as const;

/** The student rows counted again from their orders (`o`), note kept; `where` names the orders. */
function countedFrom(where: string): string {
  return `insert into owner_buyers (owner_id, buyer_id, ${FIGURES.join(', ')}, note)
    select o.owner_id, o.buyer_id, min(o.created_at), max(o.created_at), count(*), sum(${paid('o')}), sum(o.refunded_amount),
      sum(${paid('o')}) - sum(o.refunded_amount),
      (select f.channel from orders f where f.owner_id = o.owner_id and f.buyer_id = o.buyer_id order by f.created_at, f.id limit 1),
      max(o.updated_at), ''
    from orders o where ${where}
    group by o.owner_id, o.buyer_id
    on conflict (owner_id, buyer_id) do update set ${FIGURES.map((c) => `${c} = excluded.${c}`).join(', ')}`;
}

/**
 * The existing row of `old`'s teacher and buyer counted again from their orders, or gone with their last order. It
 * only updates and deletes: while a teacher's account is deleted, its orders go by cascade, and a row written back
 * then would point at an account that is gone.
 */
function recountOld(): string {
  const of = (select: string) => `(select ${select} from orders x where x.owner_id = old.owner_id and x.buyer_id = old.buyer_id)`;
  const pair = 'owner_id = old.owner_id and buyer_id = old.buyer_id';
  return `delete from owner_buyers where ${pair} and not exists ${of('1')};
  update owner_buyers set
    first_order_at = ${of('min(x.created_at)')},
    last_order_at = ${of('max(x.created_at)')},
    orders_n = ${of('count(*)')},
    paid_total = ${of(`sum(${paid('x')})`)},
    refunded_total = ${of('sum(x.refunded_amount)')},
    spend = ${of(`sum(${paid('x')}) - sum(x.refunded_amount)`)},
    first_channel = (select x.channel from orders x where x.owner_id = old.owner_id and x.buyer_id = old.buyer_id order by x.created_at, x.id limit 1)
  where ${pair}`;
}

export const OWNER_BUYER_TRIGGERS = ['owner_buyers_insert', 'owner_buyers_money', 'owner_buyers_move', 'owner_buyers_delete'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const text = (b: RawBuilder<number>) => b.compile(db).sql;
  const ref = (c: string) => sql.raw(c);
  await db.schema
    .createTable('owner_buyers')
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('buyer_id', 'integer', (c) => c.notNull().references('buyers.id'))
    .addColumn('first_order_at', 'integer', (c) => c.notNull())
    .addColumn('last_order_at', 'integer', (c) => c.notNull())
    .addColumn('orders_n', 'integer', (c) => c.notNull())
    .addColumn('paid_total', 'integer', (c) => c.notNull())
    .addColumn('refunded_total', 'integer', (c) => c.notNull())
    /** paid − refunded: what the student has spent with the teacher, the list's 消费金额 */
    .addColumn('spend', 'integer', (c) => c.notNull())
    .addColumn('first_channel', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('owner_buyers_pk', ['owner_id', 'buyer_id'])
    .execute();
  const index = (name: string, columns: string[]) => db.schema.createIndex(name).on('owner_buyers').columns(columns).execute();
  await index('owner_buyers_last', ['owner_id', 'last_order_at desc', 'buyer_id desc']);
  await index('owner_buyers_first', ['owner_id', 'first_order_at desc', 'buyer_id desc']);
  await index('owner_buyers_spend', ['owner_id', 'spend desc', 'buyer_id desc']);
  await index('owner_buyers_channel_last', ['owner_id', 'first_channel', 'last_order_at desc', 'buyer_id desc']);

  // a student's planet memberships are found by their phone (planet_members has no buyer id)
  await db.schema.createIndex('planet_members_phone').on('planet_members').columns(['phone']).execute();

  await createRowTrigger(db, {
    name: 'owner_buyers_insert',
    event: 'after insert on orders',
    body: `insert into owner_buyers (owner_id, buyer_id, ${FIGURES.join(', ')}, note)
      values (new.owner_id, new.buyer_id, new.created_at, new.created_at, 1, ${paid('new')}, new.refunded_amount,
        ${paid('new')} - new.refunded_amount, new.channel, new.updated_at, '')
      on conflict (owner_id, buyer_id) do update set
        first_channel = case when excluded.first_order_at < owner_buyers.first_order_at then excluded.first_channel else owner_buyers.first_channel end,
        first_order_at = ${text(leastOf(db, ref('owner_buyers.first_order_at'), ref('excluded.first_order_at')))},
        last_order_at = ${text(greatestOf(db, ref('owner_buyers.last_order_at'), ref('excluded.last_order_at')))},
        orders_n = owner_buyers.orders_n + 1,
        paid_total = owner_buyers.paid_total + excluded.paid_total,
        refunded_total = owner_buyers.refunded_total + excluded.refunded_total,
        spend = owner_buyers.spend + excluded.spend,
        updated_at = ${text(greatestOf(db, ref('owner_buyers.updated_at'), ref('excluded.updated_at')))}`,
  });
  await createRowTrigger(db, {
    name: 'owner_buyers_money',
    event: 'after update of pay_amount, paid_at, refunded_amount on orders',
    // an order that also moved is counted again by owner_buyers_move instead
    body: `update owner_buyers set
        paid_total = paid_total + ${paid('new')} - ${paid('old')},
        refunded_total = refunded_total + new.refunded_amount - old.refunded_amount,
        spend = spend + (${paid('new')} - new.refunded_amount) - (${paid('old')} - old.refunded_amount),
        updated_at = ${text(greatestOf(db, ref('updated_at'), ref('new.updated_at')))}
      where owner_id = new.owner_id and buyer_id = new.buyer_id
        and new.owner_id = old.owner_id and new.buyer_id = old.buyer_id and new.created_at = old.created_at and new.channel = old.channel`,
  });
  await createRowTrigger(db, {
    name: 'owner_buyers_move',
    event: 'after update of owner_id, buyer_id, created_at, channel on orders',
    body: `${recountOld()}; ${countedFrom('o.owner_id = new.owner_id and o.buyer_id = new.buyer_id')}`,
  });
  await createRowTrigger(db, { name: 'owner_buyers_delete', event: 'after delete on orders', body: recountOld() });

  // the list's count without a range or keyword: per teacher and first channel, kept by triggers on owner_buyers
  await db.schema
    .createTable('owner_buyer_counts')
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('first_channel', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('owner_buyer_counts_pk', ['owner_id', 'first_channel'])
    .execute();
  const count = (row: 'new' | 'old', n: 1 | -1) => `insert into owner_buyer_counts (owner_id, first_channel, n) values (${row}.owner_id, ${row}.first_channel, ${n})
    on conflict (owner_id, first_channel) do update set n = owner_buyer_counts.n + ${n}`;
  await createRowTrigger(db, { name: 'owner_buyer_counts_insert', event: 'after insert on owner_buyers', body: count('new', 1) });
  // a teacher's rows going with their account: nothing to count for an account that is gone
  await createRowTrigger(db, {
    name: 'owner_buyer_counts_delete',
    event: 'after delete on owner_buyers',
    body: `update owner_buyer_counts set n = n - 1 where owner_id = old.owner_id and first_channel = old.first_channel`,
  });
  await createRowTrigger(db, {
    name: 'owner_buyer_counts_update',
    event: 'after update of owner_id, first_channel on owner_buyers',
    body: `update owner_buyer_counts set n = n - 1 where owner_id = old.owner_id and first_channel = old.first_channel; ${count('new', 1)}`,
  });

  await sql.raw(countedFrom('1 = 1')).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of OWNER_BUYER_TRIGGERS) await dropRowTrigger(db, name, 'orders');
  for (const name of ['owner_buyer_counts_insert', 'owner_buyer_counts_delete', 'owner_buyer_counts_update']) await dropRowTrigger(db, name, 'owner_buyers');
  await db.schema.dropTable('owner_buyer_counts').ifExists().execute();
  await db.schema.dropIndex('planet_members_phone').ifExists().execute();
  await db.schema.dropTable('owner_buyers').ifExists().execute();
}
