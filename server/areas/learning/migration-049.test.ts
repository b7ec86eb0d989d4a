/**
 * Migration 049 on a database of 046 that holds orders: the active and paying days and the per-day counts of new,
 * active and paying students come out of the orders there are, and the triggers keep them equal to what the orders
 * say when an order is placed, paid, refunded, moved to another buyer or day, and deleted.
 */
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '@server/db/database.ts';
import { migrateToLatest } from '@server/db/migrate.ts';
import { MIGRATIONS } from '@server/migrations.ts';
import { emptyDatabases, migrationsBefore } from '@server/test-support/empty-databases.ts';
import * as m049 from './migration-049.ts';

const DAY = 86_400;
/** 2026-05-28 00:00 China time, a day's start */
const T = 1_779_897_600;
const dayOf = (at: number) => Math.floor((at + 28_800) / DAY);
const before049 = migrationsBefore('049');

const emptyDatabase = emptyDatabases('lectern-m049-');

type DayCount = { owner_id: number; day: number; new_n: number; active_n: number; paying_n: number };
const key = (r: { owner_id: number; day: number }) => `${r.owner_id}:${r.day}`;
const sortRows = (rows: DayCount[]) => rows.sort((a, b) => a.owner_id - b.owner_id || a.day - b.day);

/** the day counts the triggers keep, zero rows left out */
async function counted(db: Db): Promise<DayCount[]> {
  const rows = await db.selectFrom('student_day_counts').selectAll().execute();
  return sortRows(
    rows
      .map((r) => ({ owner_id: Number(r.owner_id), day: Number(r.day), new_n: Number(r.new_n), active_n: Number(r.active_n), paying_n: Number(r.paying_n) }))
      .filter((r) => r.new_n !== 0 || r.active_n !== 0 || r.paying_n !== 0),
  );
}

/** the day counts as the orders (and the active days, which plays also write) say, counted here */
async function expected(db: Db): Promise<DayCount[]> {
  const orders = await db.selectFrom('orders').select(['owner_id', 'buyer_id', 'created_at', 'paid_at']).execute();
  const active = await db.selectFrom('student_active_days').select(['owner_id', 'day', 'buyer_id']).execute();
  const out = new Map<string, DayCount>();
  const at = (owner: number, day: number) => {
    const k = key({ owner_id: owner, day });
    if (!out.has(k)) out.set(k, { owner_id: owner, day, new_n: 0, active_n: 0, paying_n: 0 });
    return out.get(k)!;
  };
  const first = new Map<string, { owner: number; at: number }>();
  const paying = new Set<string>();
  for (const o of orders) {
    const owner = Number(o.owner_id);
    const pair = `${owner}:${o.buyer_id}`;
    const created = Number(o.created_at);
    if (!first.has(pair) || first.get(pair)!.at > created) first.set(pair, { owner, at: created });
    if (o.paid_at !== null) paying.add(`${owner}:${dayOf(Number(o.paid_at))}:${o.buyer_id}`);
    // every order's day is active
    expect(active.some((a) => Number(a.owner_id) === owner && Number(a.buyer_id) === Number(o.buyer_id) && Number(a.day) === dayOf(created))).toBe(true);
  }
  for (const { owner, at: when } of first.values()) at(owner, dayOf(when)).new_n += 1;
  for (const a of active) at(Number(a.owner_id), Number(a.day)).active_n += 1;
  for (const p of paying) {
    const [owner, day] = p.split(':').map(Number);
    at(owner!, day!).paying_n += 1;
  }
  const payingRows = await db.selectFrom('student_paying_days').select(['owner_id', 'day', 'buyer_id']).execute();
  expect(payingRows.map((r) => `${r.owner_id}:${r.day}:${r.buyer_id}`).sort()).toEqual([...paying].sort());
  return sortRows([...out.values()]);
}

async function expectCountsHold(db: Db): Promise<DayCount[]> {
  const rows = await counted(db);
  expect(rows).toEqual(await expected(db));
  return rows;
}

describe('migration 049: student days', () => {
  it('fills the day tables from the orders there are, and its triggers keep them after', async () => {
    const db = await emptyDatabase();
    await migrateToLatest(db, before049);
    const raw = db as unknown as Kysely<unknown>;
    for (const id of [490, 491]) {
      await sql`insert into users (id, phone, password_hash, nickname, uid, uuid, main_id, mode, tier, created_at)
        values (${id}, ${`13900000${id}`}, 'x', ${`老师${id}`}, ${`100${id}`}, ${`u${id}`}, ${id}, 'teacher', 'free', ${T})`.execute(raw);
    }
    for (const [id, phone] of [[1, '13700000001'], [2, '13700000002'], [3, '13700000003']] as const) {
      await sql`insert into buyers (id, nickname, phone, created_at) values (${id}, ${`学员${id}`}, ${phone}, ${T})`.execute(raw);
    }
    let no = 0;
    const order = async (owner: number, buyer: number, at: number, pay: number, paid = true) => {
      no += 1;
      const { rows } = await sql<{ id: number }>`insert into orders (order_no, owner_id, buyer_id, product_kind, product_id, product_title, channel, list_price, pay_amount,
          campaign_discount, coupon_discount, fee, refunded_amount, status, created_at, paid_at, available_at, updated_at)
        values (${String(no).padStart(20, '0')}, ${owner}, ${buyer}, 'course', 1, '课', 'dy', ${pay}, ${pay}, 0, 0, 0, 0, ${paid ? 'paid' : 'closed'}, ${at}, ${paid ? at : null}, ${at}, ${at})
        returning id`.execute(raw);
      return Number(rows[0]!.id);
    };
    // teacher 490: buyer 1 twice on day 0 and once on day 2, buyer 2 unpaid on day 1; teacher 491: buyer 1 on day 1
    await order(490, 1, T + 100, 1_000);
    await order(490, 1, T + 200, 2_000);
    await order(490, 1, T + 2 * DAY, 3_000);
    const unpaid = await order(490, 2, T + DAY + 50, 900, false);
    await order(491, 1, T + DAY, 500);

    await migrateToLatest(db, MIGRATIONS);
    const d0 = dayOf(T);
    expect(await expectCountsHold(db)).toEqual([
      { owner_id: 490, day: d0, new_n: 1, active_n: 1, paying_n: 1 },
      { owner_id: 490, day: d0 + 1, new_n: 1, active_n: 1, paying_n: 0 },
      { owner_id: 490, day: d0 + 2, new_n: 0, active_n: 1, paying_n: 1 },
      { owner_id: 491, day: d0 + 1, new_n: 1, active_n: 1, paying_n: 1 },
    ]);

    // placed: a new student of 490 on day 3; an earlier order of buyer 1 moves their first day back to day -1
    await order(490, 3, T + 3 * DAY, 700);
    await order(490, 1, T - DAY + 10, 400);
    let rows = await expectCountsHold(db);
    expect(rows.find((r) => r.owner_id === 490 && r.day === d0)).toMatchObject({ new_n: 0, active_n: 1, paying_n: 1 });
    expect(rows.find((r) => r.owner_id === 490 && r.day === d0 - 1)).toMatchObject({ new_n: 1, active_n: 1, paying_n: 1 });

    // paid: the unpaid order of buyer 2 paid a day later (active on the day they ordered, paying on the day they paid)
    await db.updateTable('orders').set({ paid_at: T + 2 * DAY + 60, status: 'paid' }).where('id', '=', unpaid).execute();
    rows = await expectCountsHold(db);
    expect(rows.find((r) => r.owner_id === 490 && r.day === d0 + 2)).toMatchObject({ active_n: 1, paying_n: 2 });

    // refunded: they paid that day all the same
    await db.updateTable('orders').set({ refunded_amount: 900, status: 'refunded', updated_at: T + 3 * DAY }).where('id', '=', unpaid).execute();
    await expectCountsHold(db);

    // moved to another buyer (a student already, since day 3), then to another day
    await db.updateTable('orders').set({ buyer_id: 3 }).where('id', '=', unpaid).execute();
    rows = await expectCountsHold(db);
    // buyer 2 is gone; buyer 3's first order is now the moved one, on day 1 instead of day 3
    expect(rows.find((r) => r.owner_id === 490 && r.day === d0 + 1)).toMatchObject({ new_n: 1 });
    expect(rows.find((r) => r.owner_id === 490 && r.day === d0 + 3)).toMatchObject({ new_n: 0 });
    await db.updateTable('orders').set({ created_at: T + 4 * DAY, paid_at: T + 4 * DAY }).where('id', '=', unpaid).execute();
    await expectCountsHold(db);

    // a play marks a day active, once per student and day
    for (let i = 0; i < 2; i++) {
      await db.insertInto('student_active_days').values({ owner_id: 490, day: d0 + 9, buyer_id: 2 }).onConflict((oc) => oc.columns(['owner_id', 'day', 'buyer_id']).doNothing()).execute();
    }
    rows = await expectCountsHold(db);
    expect(rows.find((r) => r.owner_id === 490 && r.day === d0 + 9)).toEqual({ owner_id: 490, day: d0 + 9, new_n: 0, active_n: 1, paying_n: 0 });

    // deleted: one of two paid orders on a day keeps the day paying; the last one takes it back
    const [a, b] = (await db.selectFrom('orders').select('id').where('owner_id', '=', 490).where('buyer_id', '=', 1).where('created_at', '<', T + DAY).where('created_at', '>=', T).orderBy('id').execute()).map((r) => r.id);
    await db.deleteFrom('orders').where('id', '=', a!).execute();
    rows = await expectCountsHold(db);
    expect(rows.find((r) => r.owner_id === 490 && r.day === d0)).toMatchObject({ paying_n: 1 });
    await db.deleteFrom('orders').where('id', '=', b!).execute();
    rows = await expectCountsHold(db);
    expect(rows.find((r) => r.owner_id === 490 && r.day === d0)).toMatchObject({ active_n: 1, paying_n: 0 });

    // every order gone: no new or paying students left (the active days stay, a record of what happened)
    await db.deleteFrom('orders').where('owner_id', 'in', [490, 491]).execute();
    await expectCountsHold(db);
    expect((await counted(db)).filter((r) => r.new_n !== 0 || r.paying_n !== 0)).toEqual([]);
  });

  it('goes back down to 046: tables and triggers gone, orders placed as before', async () => {
    const db = await emptyDatabase();
    await migrateToLatest(db, MIGRATIONS);
    const raw = db as unknown as Kysely<unknown>;
    await m049.down(raw);
    await sql`insert into users (id, phone, password_hash, nickname, uid, uuid, main_id, mode, tier, created_at)
      values (492, '13900000492', 'x', '老师492', '100492', 'u492', 492, 'teacher', 'free', ${T})`.execute(raw);
    await sql`insert into buyers (id, nickname, phone, created_at) values (1, '学员1', '13700000001', ${T})`.execute(raw);
    await sql`insert into orders (order_no, owner_id, buyer_id, product_kind, product_id, product_title, channel, list_price, pay_amount,
        campaign_discount, coupon_discount, fee, refunded_amount, status, created_at, paid_at, available_at, updated_at)
      values ('00000000000000000001', 492, 1, 'course', 1, '课', 'dy', 100, 100, 0, 0, 0, 0, 'paid', ${T}, ${T}, ${T}, ${T})`.execute(raw);
    await db.deleteFrom('orders').execute();
    await expect(sql`select count(*) from student_day_counts`.execute(raw)).rejects.toThrow();
    await m049.up(raw);
    expect(await counted(db)).toEqual([]);
  });
});
