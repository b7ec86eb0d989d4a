/**
 * Migration 051 on a database of 050 that holds students: `student_channel_days` is filled from owner_buyers, and
 * from then on the triggers keep it equal to owner_buyers as orders come, move a first order and go.
 */
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '@server/db/migrate.ts';
import { MIGRATIONS } from '@server/migrations.ts';
import { emptyDatabases, migrationsBefore } from '@server/test-support/empty-databases.ts';

const DAY = 86_400;
/** 2026-06-01 00:00 China time */
const T = 1_780_243_200;
const before051 = migrationsBefore('051');
const emptyDatabase = emptyDatabases('lectern-m051-');

type Order = [no: string, buyer: number, channel: string, at: number];

async function insertOrders(raw: Kysely<unknown>, orders: Order[]): Promise<void> {
  for (const [no, buyer, channel, at] of orders) {
    await sql`insert into orders (order_no, owner_id, buyer_id, product_kind, product_id, product_title, channel, list_price, pay_amount,
      campaign_discount, coupon_discount, fee, refunded_amount, status, created_at, paid_at, available_at, updated_at)
      values (${no}, 510, ${buyer}, 'course', 7, '课', ${channel}, 990, 990, 0, 0, 0, 0, 'paid', ${at}, ${at}, ${at}, ${at})`.execute(raw);
  }
}

type Row = { day: number; first_channel: string; n: number };
const rowsOf = async (raw: Kysely<unknown>, query: ReturnType<typeof sql<Row>>) =>
  (await query.execute(raw)).rows.map((r) => ({ day: Number(r.day), first_channel: r.first_channel, n: Number(r.n) }));
const kept = (raw: Kysely<unknown>) => rowsOf(raw, sql<Row>`select day, first_channel, n from student_channel_days where owner_id = 510 and n <> 0 order by day, first_channel`);
/** what owner_buyers says, grouped here */
const expected = (raw: Kysely<unknown>) =>
  rowsOf(
    raw,
    sql<Row>`select (first_order_at + 28800) / 86400 as day, first_channel, count(*) as n from owner_buyers where owner_id = 510
      group by (first_order_at + 28800) / 86400, first_channel order by day, first_channel`,
  );

describe('migration 051: new students per day and first channel', () => {
  it('fills from owner_buyers and the triggers keep it equal as first orders come, move and go', async () => {
    const db = await emptyDatabase();
    await migrateToLatest(db, before051);
    const raw = db as unknown as Kysely<unknown>;
    await sql`insert into users (id, phone, password_hash, nickname, uid, uuid, main_id, mode, tier, created_at)
      values (510, '13900000510', 'x', '吴老师', '100510', 'u510', 510, 'teacher', 'free', ${T})`.execute(raw);
    for (const id of [1, 2, 3]) await sql`insert into buyers (id, nickname, phone, created_at) values (${id}, ${`学员${id}`}, ${`1370000000${id}`}, ${T})`.execute(raw);
    await insertOrders(raw, [
      ['o1', 1, 'dy', T + 3600],
      ['o2', 1, 'ks', T + DAY],
      ['o3', 2, 'xhs', T + DAY + 60],
    ]);

    await migrateToLatest(db, MIGRATIONS);
    const day = Math.floor((T + 8 * 3600) / DAY);
    expect(await kept(raw)).toEqual([
      { day, first_channel: 'dy', n: 1 },
      { day: day + 1, first_channel: 'xhs', n: 1 },
    ]);

    // a new student, an earlier first order (day and channel move), a first order gone
    await insertOrders(raw, [['o4', 3, 'h5', T + 2 * DAY]]);
    await insertOrders(raw, [['o5', 2, 'sph', T - DAY]]);
    await sql`delete from orders where order_no = 'o1'`.execute(raw);
    expect(await kept(raw)).toEqual(await expected(raw));
    expect(await kept(raw)).toContainEqual({ day: day - 1, first_channel: 'sph', n: 1 });
    expect(await kept(raw)).toContainEqual({ day: day + 1, first_channel: 'ks', n: 1 });
    await sql`delete from orders where buyer_id = 3`.execute(raw);
    expect(await kept(raw)).toEqual(await expected(raw));
  });
});
