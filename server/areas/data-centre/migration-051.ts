/**
 * Student data (/database/student): `student_channel_days` keeps, per teacher, China day and first-order
 * channel, the students whose first order with the teacher (owner_buyers.first_order_at, migration 046) fell on that
 * day through that channel, so the new students of any range by channel add up day rows. Kept by triggers on
 * owner_buyers like `student_day_counts` (migration 049): the update trigger that may run while a teacher's account
 * goes (owner_buyers counted again by cascade) inserts only for a teacher who is there. Filled from owner_buyers.
 */
import { sql, type Kysely } from 'kysely';
import { createRowTrigger, dropRowTrigger } from '@server/db/portable-sql.ts';

const day = (row: 'new' | 'old') => `(${row}.first_order_at + 28800) / 86400`;
const up1 = (when: string) =>
  `insert into student_channel_days (owner_id, day, first_channel, n)
    select new.owner_id, ${day('new')}, new.first_channel, 1 where ${when}
    on conflict (owner_id, day, first_channel) do update set n = student_channel_days.n + 1`;
const down1 = `update student_channel_days set n = n - 1
  where owner_id = old.owner_id and day = ${day('old')} and first_channel = old.first_channel`;

const TRIGGERS = ['student_channel_days_insert', 'student_channel_days_update', 'student_channel_days_delete'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('student_channel_days')
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('first_channel', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('student_channel_days_pk', ['owner_id', 'day', 'first_channel'])
    .execute();
  await sql`insert into student_channel_days (owner_id, day, first_channel, n)
    select owner_id, (first_order_at + 28800) / 86400, first_channel, count(*) from owner_buyers
    group by owner_id, (first_order_at + 28800) / 86400, first_channel`.execute(db);
  await createRowTrigger(db, { name: 'student_channel_days_insert', event: 'after insert on owner_buyers', body: up1('1 = 1') });
  await createRowTrigger(db, {
    name: 'student_channel_days_update',
    event: 'after update of owner_id, first_order_at, first_channel on owner_buyers',
    body: `${down1}; ${up1('exists (select 1 from users u where u.id = new.owner_id)')}`,
  });
  await createRowTrigger(db, { name: 'student_channel_days_delete', event: 'after delete on owner_buyers', body: down1 });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of TRIGGERS) await dropRowTrigger(db, name, 'owner_buyers');
  await db.schema.dropTable('student_channel_days').ifExists().execute();
}
