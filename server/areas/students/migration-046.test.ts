/**
 * Migration 046 on a database of 045 that holds orders: every teacher's buyers become their students with the
 * figures their orders give, and from then on the triggers keep them: a new order, a refund, an order moved to
 * another buyer and an order deleted.
 */
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '@server/db/database.ts';
import { migrateToLatest } from '@server/db/migrate.ts';
import { MIGRATIONS } from '@server/migrations.ts';
import { emptyDatabases, migrationsBefore } from '@server/test-support/empty-databases.ts';

const T = 1_780_000_000;
const before046 = migrationsBefore('046');

const emptyDatabase = emptyDatabases('lectern-m046-');

const students = (db: Db) =>
  db
    .selectFrom('owner_buyers')
    .select(['owner_id', 'buyer_id', 'first_order_at', 'last_order_at', 'orders_n', 'paid_total', 'refunded_total', 'spend', 'first_channel', 'note'])
    .orderBy('owner_id')
    .orderBy('buyer_id')
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, orders_n: Number(r.orders_n), paid_total: Number(r.paid_total), refunded_total: Number(r.refunded_total), spend: Number(r.spend) })));

/** the per-channel counts must equal the rows they count (zero counts left by deletions aside) */
async function expectCountsHold(db: Db): Promise<void> {
  const counts = await db.selectFrom('owner_buyer_counts').select(['owner_id', 'first_channel', 'n']).where('n', '<>', 0).orderBy('owner_id').orderBy('first_channel').execute();
  const rows = await db
    .selectFrom('owner_buyers')
    .select(['owner_id', 'first_channel', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['owner_id', 'first_channel'])
    .orderBy('owner_id')
    .orderBy('first_channel')
    .execute();
  expect(counts.map((c) => ({ ...c, n: Number(c.n) }))).toEqual(rows.map((r) => ({ ...r, n: Number(r.n) })));
}

describe('migration 046: students of each teacher', () => {
  it('fills owner_buyers from the orders there are, and its triggers keep it after', async () => {
    const db = await emptyDatabase();
    await migrateToLatest(db, before046);
    const raw = db as unknown as Kysely<unknown>;
    for (const id of [460, 461]) {
      await sql`insert into users (id, phone, password_hash, nickname, uid, uuid, main_id, mode, tier, created_at)
        values (${id}, ${`13900000${id}`}, 'x', ${`老师${id}`}, ${`100${id}`}, ${`u${id}`}, ${id}, 'teacher', 'free', ${T})`.execute(raw);
    }
    for (const [id, phone] of [[1, '13700000001'], [2, '13700000002']] as const) {
      await sql`insert into buyers (id, nickname, phone, created_at) values (${id}, ${`学员${id}`}, ${phone}, ${T})`.execute(raw);
    }
    let no = 0;
    const order = async (owner: number, buyer: number, at: number, channel: string, pay: number, refunded = 0, paid = true) => {
      no += 1;
      const status = refunded === 0 ? (paid ? 'paid' : 'closed') : refunded === pay ? 'refunded' : 'partially_refunded';
      const { rows } = await sql<{ id: number }>`insert into orders (order_no, owner_id, buyer_id, product_kind, product_id, product_title, channel, list_price, pay_amount,
          campaign_discount, coupon_discount, fee, refunded_amount, status, created_at, paid_at, available_at, updated_at)
        values (${String(no).padStart(20, '0')}, ${owner}, ${buyer}, 'course', 1, '课', ${channel}, ${pay}, ${pay}, 0, 0, 0, ${refunded}, ${status}, ${at}, ${paid ? at : null}, ${at}, ${at})
        returning id`.execute(raw);
      return Number(rows[0]!.id);
    };
    // teacher 460: buyer 1 three times (one refunded in part, one never paid), buyer 2 once; teacher 461: buyer 1 once
    await order(460, 1, T + 300, 'dy', 10_000, 2_500);
    await order(460, 1, T + 100, 'ks', 5_000);
    await order(460, 1, T + 200, 'xhs', 7_000, 0, false);
    const two = await order(460, 2, T + 50, 'h5', 900);
    await order(461, 1, T + 400, 'sph', 3_000, 3_000);

    await migrateToLatest(db, MIGRATIONS);

    const row = (owner: number, buyer: number, first: number, last: number, n: number, paid: number, refunded: number, channel: string, note = '') => ({
      owner_id: owner, buyer_id: buyer, first_order_at: first, last_order_at: last, orders_n: n, paid_total: paid, refunded_total: refunded, spend: paid - refunded, first_channel: channel, note,
    });
    expect(await students(db)).toEqual([
      row(460, 1, T + 100, T + 300, 3, 15_000, 2_500, 'ks'),
      row(460, 2, T + 50, T + 50, 1, 900, 0, 'h5'),
      row(461, 1, T + 400, T + 400, 1, 3_000, 3_000, 'sph'),
    ]);

    // a note, then: an earlier order, a refund, a move to another buyer, a deletion
    await expectCountsHold(db);
    await db.updateTable('owner_buyers').set({ note: '老学员' }).where('owner_id', '=', 460).where('buyer_id', '=', 1).execute();
    await order(460, 1, T + 10, 'sph', 2_000);
    expect((await students(db))[0]).toEqual(row(460, 1, T + 10, T + 300, 4, 17_000, 2_500, 'sph', '老学员'));
    await db.updateTable('orders').set({ refunded_amount: 900, status: 'refunded' }).where('id', '=', two).execute();
    expect((await students(db))[1]).toEqual(row(460, 2, T + 50, T + 50, 1, 900, 900, 'h5'));
    await db.updateTable('orders').set({ buyer_id: 1 }).where('id', '=', two).execute();
    expect((await students(db)).slice(0, 2)).toEqual([row(460, 1, T + 10, T + 300, 5, 17_900, 3_400, 'sph', '老学员'), row(461, 1, T + 400, T + 400, 1, 3_000, 3_000, 'sph')]);
    await expectCountsHold(db);
    await db.deleteFrom('orders').where('owner_id', '=', 461).execute();
    expect(await students(db)).toEqual([row(460, 1, T + 10, T + 300, 5, 17_900, 3_400, 'sph', '老学员')]);
    await expectCountsHold(db);
    await db.deleteFrom('orders').where('owner_id', '=', 460).execute();
    expect(await students(db)).toEqual([]);
    await expectCountsHold(db);
  });
});
