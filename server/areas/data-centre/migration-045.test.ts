/**
 * Migration 045 on a database of 044 that holds orders: the day table gains its money and the product table is
 * filled from the orders, and from then on the triggers keep both right as orders change.
 */
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '@server/db/migrate.ts';
import { MIGRATIONS } from '@server/migrations.ts';
import { emptyDatabases, migrationsBefore } from '@server/test-support/empty-databases.ts';

const DAY = 86_400;
/** 2026-06-01 00:00 China time */
const T = 1_780_243_200;
const before045 = migrationsBefore('045');

const emptyDatabase = emptyDatabases('lectern-m045-');

type Order = [no: string, kind: string, product: number, channel: string, pay: number, refunded: number, status: string, at: number];
const ORDERS: Order[] = [
  ['o1', 'course', 7, 'dy', 19_900, 0, 'paid', T + 3600],
  ['o2', 'course', 7, 'dy', 19_900, 5_000, 'partially_refunded', T + 7200],
  ['o3', 'content', 9, 'xhs', 990, 990, 'refunded', T + 23 * 3600],
  // 16:30 UTC is the next China day
  ['o4', 'course', 7, 'dy', 19_900, 0, 'paid', T + DAY + 60],
  ['o5', 'planet', 3, 'h5', 9_900, 0, 'closed', T + DAY + 120],
];

async function insertOrders(raw: Kysely<unknown>, owner: number, orders: Order[]): Promise<void> {
  for (const [no, kind, product, channel, pay, refunded, status, at] of orders) {
    await sql`insert into orders (order_no, owner_id, buyer_id, product_kind, product_id, product_title, channel, list_price, pay_amount,
      campaign_discount, coupon_discount, fee, refunded_amount, status, created_at, paid_at, available_at, updated_at)
      values (${no}, ${owner}, 1, ${kind}, ${product}, '课', ${channel}, ${pay}, ${pay}, 0, 0, 0, ${refunded}, ${status}, ${at}, ${at}, ${at}, ${at})`.execute(raw);
  }
}

type DayRow = { day: number; status: string; product_kind: string; channel: string; n: number; paid: number; refunded: number };
type ProductRow = { day: number; product_kind: string; product_id: number; channel: string; n: number; paid: number; refunded: number };
const numbers = <R extends object>(rows: R[]) => rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v])) as R);

async function dayRows(raw: Kysely<unknown>): Promise<DayRow[]> {
  const { rows } = await sql<DayRow>`select day, status, product_kind, channel, n, paid, refunded from order_day_counts where n <> 0 order by day, status, product_kind, channel`.execute(raw);
  return numbers(rows);
}
async function productRows(raw: Kysely<unknown>): Promise<ProductRow[]> {
  const { rows } = await sql<ProductRow>`select day, product_kind, product_id, channel, n, paid, refunded from order_product_days where n <> 0 order by day, product_kind, product_id, channel`.execute(raw);
  return numbers(rows);
}

/** what the orders say, added up here */
async function expected(raw: Kysely<unknown>): Promise<{ days: DayRow[]; products: ProductRow[] }> {
  const { rows } = await sql<{ created_at: number; status: string; product_kind: string; product_id: number; channel: string; pay_amount: number; refunded_amount: number }>`
    select created_at, status, product_kind, product_id, channel, pay_amount, refunded_amount from orders`.execute(raw);
  const days = new Map<string, DayRow>();
  const products = new Map<string, ProductRow>();
  for (const o of numbers(rows)) {
    const day = Math.floor((Number(o.created_at) + 8 * 3600) / DAY);
    const d = days.get(`${day}|${o.status}|${o.product_kind}|${o.channel}`) ?? { day, status: o.status, product_kind: o.product_kind, channel: o.channel, n: 0, paid: 0, refunded: 0 };
    days.set(`${day}|${o.status}|${o.product_kind}|${o.channel}`, { ...d, n: d.n + 1, paid: d.paid + o.pay_amount, refunded: d.refunded + o.refunded_amount });
    if (o.status === 'closed') continue;
    const key = `${day}|${o.product_kind}|${o.product_id}|${o.channel}`;
    const p = products.get(key) ?? { day, product_kind: o.product_kind, product_id: o.product_id, channel: o.channel, n: 0, paid: 0, refunded: 0 };
    products.set(key, { ...p, n: p.n + 1, paid: p.paid + o.pay_amount, refunded: p.refunded + o.refunded_amount });
  }
  const sorted = <R>(map: Map<string, R>) => [...map.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, v]) => v);
  return { days: sorted(days), products: sorted(products) };
}

describe('migration 045: money in the order day tables', () => {
  it('fills the sums of a database of 044 from its orders, and the triggers keep them right as orders change', async () => {
    const db = await emptyDatabase();
    await migrateToLatest(db, before045);
    const raw = db as unknown as Kysely<unknown>;
    await sql`insert into users (id, phone, password_hash, nickname, uid, uuid, main_id, mode, tier, created_at)
      values (450, '13900000450', 'x', '周老师', '100450', 'u450', 450, 'teacher', 'free', ${T})`.execute(raw);
    await sql`insert into buyers (id, nickname, phone, created_at) values (1, '阿安', '13700000001', ${T})`.execute(raw);
    await insertOrders(raw, 450, ORDERS);

    await migrateToLatest(db, MIGRATIONS);
    const filled = await dayRows(raw);
    expect(filled).toEqual((await expected(raw)).days);
    const day = Math.floor((T + 8 * 3600) / DAY);
    expect(filled.find((r) => r.day === day && r.status === 'partially_refunded')).toMatchObject({ n: 1, paid: 19_900, refunded: 5_000 });
    expect(await productRows(raw)).toEqual((await expected(raw)).products);
    expect(await productRows(raw)).toContainEqual({ day, product_kind: 'course', product_id: 7, channel: 'dy', n: 2, paid: 39_800, refunded: 5_000 });
    // the closed (unpaid) planet order is in the day counts, not among the products
    expect((await productRows(raw)).some((r) => r.product_kind === 'planet')).toBe(false);

    // a refund, a change of price, of day and of product, a new order and a deleted one
    await sql`update orders set refunded_amount = 19900, status = 'refunded' where order_no = 'o1'`.execute(raw);
    await sql`update orders set pay_amount = 18000 where order_no = 'o4'`.execute(raw);
    await sql`update orders set created_at = ${T + 2 * DAY}, product_id = 8 where order_no = 'o2'`.execute(raw);
    await sql`update orders set status = 'paid' where order_no = 'o5'`.execute(raw);
    await insertOrders(raw, 450, [['o6', 'column', 11, 'sph', 2_990, 0, 'paid', T + 3 * DAY]]);
    await sql`delete from orders where order_no = 'o3'`.execute(raw);
    expect(await dayRows(raw)).toEqual((await expected(raw)).days);
    expect(await productRows(raw)).toEqual((await expected(raw)).products);
    // the teacher's account goes with its orders and every count (migration 055: a delete takes back by update)
    await sql`delete from users where id = 450`.execute(raw);
    const left = await sql<{ n: number }>`select (select count(*) from orders) + (select count(*) from order_day_counts) + (select count(*) from order_product_days) + (select count(*) from owner_buyers) as n`.execute(raw);
    expect(Number(left.rows[0]!.n)).toBe(0);
  });
});
