/**
 * Learning records and the student day counts (/user/dashboard and /user/detail's 课程学习).
 *
 * - `student_progress`: per teacher, student and product, the seconds played, the furthest point (0–100), the plays
 *   and the first and last play. Written by the plays (the student's app; `POST /api/v3/user/dev/play` stands in).
 * - `student_active_days` (owner, day, buyer): the student played or ordered on that China day. An order adds its
 *   day by a trigger, a play by the service; rows are a record of activity and are not taken back.
 * - `student_paying_days` (owner, day, buyer): the student paid an order on that China day (the day of `paid_at`),
 *   kept by triggers on orders: a paid order adds its day; an order moved, unpaid or deleted takes its old day back
 *   when no other paid order of that student and teacher falls on it.
 * - `student_day_counts` (owner, day): `new_n` students whose first order (owner_buyers.first_order_at, migration
 *   046) fell on the day, `active_n` and `paying_n` the rows of the two day tables; kept by triggers on owner_buyers
 *   and the day tables, so a dashboard of any range adds up day rows.
 *
 * Triggers that fire while a teacher's account goes (orders and owner_buyers deleted by cascade) only update and
 * delete; the one insert that can run then (a student's first order moving) first asks whether the teacher is there.
 * Everything is filled from the orders there are.
 */
import { sql, type Kysely } from 'kysely';
import { createRowTrigger, dropRowTrigger } from '@server/db/portable-sql.ts';

/** the China day of a unix time column (days since 1970-01-01 in UTC+8), as the other day tables key days */
const day = (time: string) => `(${time} + 28800) / 86400`;

type Count = 'new_n' | 'active_n' | 'paying_n';
/** +1 on a teacher's day; `when` guards the insert (a select's `where` also lets SQLite read `on conflict`) */
const countUp = (owner: string, dayOf: string, count: Count, when = '1 = 1') =>
  `insert into student_day_counts (owner_id, day, new_n, active_n, paying_n)
    select ${owner}, ${dayOf}, ${count === 'new_n' ? 1 : 0}, ${count === 'active_n' ? 1 : 0}, ${count === 'paying_n' ? 1 : 0} where ${when}
    on conflict (owner_id, day) do update set ${count} = student_day_counts.${count} + 1`;
const countDown = (owner: string, dayOf: string, count: Count) =>
  `update student_day_counts set ${count} = ${count} - 1 where owner_id = ${owner} and day = ${dayOf}`;

/** the paying day of `old` taken back unless another paid order of the student with the teacher falls on it */
const payingDayBack = `delete from student_paying_days
  where owner_id = old.owner_id and buyer_id = old.buyer_id and day = ${day('old.paid_at')}
    and not exists (select 1 from orders x where x.owner_id = old.owner_id and x.buyer_id = old.buyer_id
      and x.paid_at is not null and ${day('x.paid_at')} = ${day('old.paid_at')})`;
const payingDay = `insert into student_paying_days (owner_id, day, buyer_id)
  select new.owner_id, ${day('new.paid_at')}, new.buyer_id where new.paid_at is not null
  on conflict (owner_id, day, buyer_id) do nothing`;
const activeDay = `insert into student_active_days (owner_id, day, buyer_id) values (new.owner_id, ${day('new.created_at')}, new.buyer_id)
  on conflict (owner_id, day, buyer_id) do nothing`;

const ORDER_TRIGGERS = ['student_days_order_insert', 'student_days_order_update', 'student_days_order_delete'] as const;
const OWNER_BUYER_TRIGGERS = ['student_day_counts_new_insert', 'student_day_counts_new_update', 'student_day_counts_new_delete'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('student_progress')
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('buyer_id', 'integer', (c) => c.notNull().references('buyers.id'))
    .addColumn('product_kind', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('seconds_played', 'integer', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull())
    .addColumn('plays_n', 'integer', (c) => c.notNull())
    .addColumn('first_played_at', 'integer', (c) => c.notNull())
    .addColumn('last_played_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('student_progress_pk', ['owner_id', 'buyer_id', 'product_kind', 'product_id'])
    .execute();
  // day first: a range's distinct students are read from the index of its days
  for (const table of ['student_active_days', 'student_paying_days']) {
    await db.schema
      .createTable(table)
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('buyer_id', 'integer', (c) => c.notNull().references('buyers.id'))
      .addPrimaryKeyConstraint(`${table}_pk`, ['owner_id', 'day', 'buyer_id'])
      .execute();
  }
  await db.schema
    .createTable('student_day_counts')
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('new_n', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active_n', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paying_n', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('student_day_counts_pk', ['owner_id', 'day'])
    .execute();

  // fill from the orders there are (before the triggers, which would count the rows twice)
  await sql`insert into student_active_days (owner_id, day, buyer_id)
    select distinct owner_id, (created_at + 28800) / 86400, buyer_id from orders`.execute(db);
  await sql`insert into student_paying_days (owner_id, day, buyer_id)
    select distinct owner_id, (paid_at + 28800) / 86400, buyer_id from orders where paid_at is not null`.execute(db);
  await sql`insert into student_day_counts (owner_id, day, new_n, active_n, paying_n)
    select owner_id, day, sum(new_n), sum(active_n), sum(paying_n) from (
      select owner_id, (first_order_at + 28800) / 86400 as day, 1 as new_n, 0 as active_n, 0 as paying_n from owner_buyers
      union all select owner_id, day, 0, 1, 0 from student_active_days
      union all select owner_id, day, 0, 0, 1 from student_paying_days
    ) t group by owner_id, day`.execute(db);

  await createRowTrigger(db, { name: 'student_days_order_insert', event: 'after insert on orders', body: `${activeDay}; ${payingDay}` });
  await createRowTrigger(db, {
    name: 'student_days_order_update',
    event: 'after update of owner_id, buyer_id, created_at, paid_at on orders',
    body: `${payingDayBack}; ${payingDay}; ${activeDay}`,
  });
  await createRowTrigger(db, { name: 'student_days_order_delete', event: 'after delete on orders', body: payingDayBack });

  const firstDay = (row: 'new' | 'old') => day(`${row}.first_order_at`);
  await createRowTrigger(db, { name: 'student_day_counts_new_insert', event: 'after insert on owner_buyers', body: countUp('new.owner_id', firstDay('new'), 'new_n') });
  await createRowTrigger(db, {
    name: 'student_day_counts_new_update',
    event: 'after update of owner_id, first_order_at on owner_buyers',
    // also while a teacher's orders go by cascade (owner_buyers counted again): no row for an account that is gone
    body: `${countDown('old.owner_id', firstDay('old'), 'new_n')};
      ${countUp('new.owner_id', firstDay('new'), 'new_n', 'exists (select 1 from users u where u.id = new.owner_id)')}`,
  });
  await createRowTrigger(db, { name: 'student_day_counts_new_delete', event: 'after delete on owner_buyers', body: countDown('old.owner_id', firstDay('old'), 'new_n') });

  for (const [table, count] of [['student_active_days', 'active_n'], ['student_paying_days', 'paying_n']] as const) {
    await createRowTrigger(db, { name: `${table}_count_insert`, event: `after insert on ${table}`, body: countUp('new.owner_id', 'new.day', count) });
    await createRowTrigger(db, { name: `${table}_count_delete`, event: `after delete on ${table}`, body: countDown('old.owner_id', 'old.day', count) });
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ORDER_TRIGGERS) await dropRowTrigger(db, name, 'orders');
  for (const name of OWNER_BUYER_TRIGGERS) await dropRowTrigger(db, name, 'owner_buyers');
  for (const table of ['student_active_days', 'student_paying_days']) {
    await dropRowTrigger(db, `${table}_count_insert`, table);
    await dropRowTrigger(db, `${table}_count_delete`, table);
  }
  for (const table of ['student_day_counts', 'student_paying_days', 'student_active_days', 'student_progress']) await db.schema.dropTable(table).ifExists().execute();
}
