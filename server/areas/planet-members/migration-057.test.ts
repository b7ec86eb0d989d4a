/**
 * Migration 057: the joins a member paid before it, kept as ledger payments without an order, become orders of the
 * member's buyer, with what their member refunds gave back; the payment and the refund then name the order, the
 * member names it too, and the order counts in the day figures. Down takes them back out.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from '@server/test-support/fresh-database.ts';
import { down, up } from './migration-057.ts';

const T = 1_767_000_000;
const DAY = 86_400;

describe('migration 057', () => {
  let fresh: FreshDatabase;
  beforeAll(async () => {
    fresh = await freshDatabase();
  });
  afterAll(() => fresh.remove());

  const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(fresh.db)).rows[0]!;
  const post = async (raw: Kysely<unknown>, tx: { owner: number; kind: string; planet: number; member: number; at: number }, lines: [string, number, number][]) => {
    const { id } = await one(sql<{ id: number }>`insert into ledger_transactions (owner_id, kind, title_code, title_params, order_id, ref_type, ref_id, planet_id, created_at)
      values (${tx.owner}, ${tx.kind}, 'payment.planet', '{"planet":"写作星球"}', null, 'planet_member', ${tx.member}, ${tx.planet}, ${tx.at}) returning id`);
    for (const [account, amount, availableAt] of lines) {
      await sql`insert into ledger_entries (transaction_id, owner_id, account, source, amount, available_at, created_at)
        values (${id}, ${tx.owner}, ${account}, ${account === 'income' ? 'planet' : ''}, ${amount}, ${availableAt}, ${tx.at})`.execute(raw);
    }
    return Number(id);
  };

  it('makes an order of each join paid without one, refunded as its member was', async () => {
    const raw = fresh.db as unknown as Kysely<unknown>;
    await down(raw);
    const owner = 5701;
    await sql`insert into users (id, phone, password_hash, nickname, uid, uuid, main_id, mode, tier, created_at)
      values (${owner}, '13900005701', 'x', '老师', '1005701', 'u5701', ${owner}, 'teacher', 'free', 0)`.execute(raw);
    const planet = Number((await one(sql<{ id: number }>`insert into planets (owner_id, title, created_at) values (${owner}, '写作星球', ${T}) returning id`)).id);
    const member = async (nickname: string, phone: string) =>
      Number((await one(sql<{ id: number }>`insert into planet_members (planet_id, nickname, role, status, created_at, phone, paid_amount, joined_at)
        values (${planet}, ${nickname}, 'member', 1, ${T}, ${phone}, 19900, ${T}) returning id`)).id);
    const kept = await member('晨读的鱼', '13900570001');
    const gone = await member('夜航船', '13900570002');
    const keptPay = await post(raw, { owner, kind: 'payment', planet, member: kept, at: T }, [['buyers', -19_900, T], ['income', 19_701, T + 7 * DAY], ['platform_fee', 199, T]]);
    const gonePay = await post(raw, { owner, kind: 'payment', planet, member: gone, at: T + 60 }, [['buyers', -19_900, T + 60], ['income', 19_701, T + 60 + 7 * DAY], ['platform_fee', 199, T + 60]]);
    const goneRefund = await post(raw, { owner, kind: 'refund', planet, member: gone, at: T + DAY }, [['buyers', 19_900, T + DAY], ['income', -19_701, T + 60 + 7 * DAY], ['platform_fee', -199, T + DAY]]);

    await up(raw);
    type Order = { id: number; buyer_id: number; product_kind: string; product_id: number; product_title: string; channel: string; pay_amount: number; fee: number; refunded_amount: number; status: string; created_at: number; available_at: number };
    const orders = (await sql<Order>`select id, buyer_id, product_kind, product_id, product_title, channel, pay_amount, fee, refunded_amount, status, created_at, available_at
      from orders where owner_id = ${owner} order by created_at`.execute(raw)).rows;
    expect(orders.map((o) => ({ ...o, id: undefined, buyer_id: undefined }))).toEqual([
      { id: undefined, buyer_id: undefined, product_kind: 'planet', product_id: planet, product_title: '写作星球', channel: 'dy', pay_amount: 19_900, fee: 199, refunded_amount: 0, status: 'paid', created_at: T, available_at: T + 7 * DAY },
      { id: undefined, buyer_id: undefined, product_kind: 'planet', product_id: planet, product_title: '写作星球', channel: 'dy', pay_amount: 19_900, fee: 199, refunded_amount: 19_900, status: 'refunded', created_at: T + 60, available_at: T + 60 + 7 * DAY },
    ]);
    const [keptOrder, goneOrder] = orders.map((o) => Number(o.id));
    const orderOf = async (table: 'ledger_transactions' | 'planet_members', id: number) => Number((await one(sql<{ order_id: number }>`select order_id from ${sql.table(table)} where id = ${id}`)).order_id);
    expect([await orderOf('ledger_transactions', keptPay), await orderOf('ledger_transactions', gonePay), await orderOf('ledger_transactions', goneRefund)]).toEqual([keptOrder, goneOrder, goneOrder]);
    expect([await orderOf('planet_members', kept), await orderOf('planet_members', gone)]).toEqual([keptOrder, goneOrder]);
    // the members' buyers, by phone, and the day figures the order triggers keep
    const buyers = (await sql<{ phone: string }>`select b.phone from orders o join buyers b on b.id = o.buyer_id where o.owner_id = ${owner} order by o.created_at`.execute(raw)).rows;
    expect(buyers.map((b) => b.phone)).toEqual(['13900570001', '13900570002']);
    const counted = await one(sql<{ n: number; paid: number }>`select sum(n) n, sum(paid) paid from order_day_counts where owner_id = ${owner} and product_kind = 'planet'`);
    expect([Number(counted.n), Number(counted.paid)]).toEqual([2, 39_800]);

    // a second run finds nothing left to do; down takes the orders out and the ledger back as it was
    await down(raw);
    expect(Number((await one(sql<{ n: number }>`select count(*) n from orders where owner_id = ${owner}`)).n)).toBe(0);
    expect(Number((await one(sql<{ n: number }>`select count(*) n from ledger_transactions where owner_id = ${owner} and order_id is not null`)).n)).toBe(0);
    await up(raw);
    expect(Number((await one(sql<{ n: number }>`select count(*) n from orders where owner_id = ${owner}`)).n)).toBe(2);
  });
});
