/**
 * Migration 038 on a database that holds the earlier planet ledger: every row becomes a balanced transaction of the
 * planet income, the balance a teacher had stays the balance they have, and the member refunds and SaaS orders
 * point at their transactions.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '@server/db/migrate.ts';
import { MIGRATIONS } from '@server/migrations.ts';
import { balancesOf } from '@server/areas/funds/ledger.ts';
import { emptyDatabases, migrationsBefore } from '@server/test-support/empty-databases.ts';

const DAY = 86_400;
const T = 1_780_000_000;
const before038 = migrationsBefore('038');

const emptyDatabase = emptyDatabases('lectern-m038-');

async function insert(db: Kysely<unknown>, query: RawBuilder<{ id: number }>): Promise<number> {
  const { rows } = await query.execute(db);
  return rows[0]!.id;
}

describe('migration 038: the planet ledger joins the ledger', () => {
  it('turns every planet_ledger row into a balanced transaction, keeps the balance and repoints the references', async () => {
    const db = await emptyDatabase();
    await migrateToLatest(db, before038);
    const raw = db as unknown as Kysely<unknown>;
    const owner = await insert(raw, sql`insert into users (id, phone, password_hash, nickname, uid, uuid, main_id, mode, tier, created_at)
      values (380, '13900000380', 'x', '周老师', '100380', 'u380', 380, 'teacher', 'free', ${T}) returning id`);
    const planet = await insert(raw, sql`insert into planets (owner_id, title, created_at) values (${owner}, '摄影星球', ${T}) returning id`);
    const [ann, bob] = [
      await insert(raw, sql`insert into planet_members (planet_id, nickname, created_at) values (${planet}, '阿安', ${T}) returning id`),
      await insert(raw, sql`insert into planet_members (planet_id, nickname, created_at) values (${planet}, '阿博', ${T}) returning id`),
    ];
    const ledger = (kind: string, amount: number, at: number, member: number | null = null, planetId: number | null = planet) =>
      insert(raw, sql`insert into planet_ledger (owner_id, planet_id, member_id, kind, amount, title, created_at)
        values (${owner}, ${planetId}, ${member}, ${kind}, ${amount}, ${`${kind} ${amount}`}, ${at}) returning id`);
    await ledger('join', 19_900, T, ann);
    await ledger('join', 19_900, T + DAY, bob);
    const refundRow = await ledger('refund', -19_900, T + 2 * DAY, bob);
    await sql`insert into planet_member_refunds (planet_id, member_id, ledger_id, amount, reason, operator_id, created_at)
      values (${planet}, ${bob}, ${refundRow}, 19900, '时间冲突', ${owner}, ${T + 2 * DAY})`.execute(raw);
    const plan = await insert(raw, sql`select id from saas_plans where code = 'basic'`);
    const paidRow = await ledger('saas', -29_900, T + 3 * DAY, null, null);
    const refundedRow = await ledger('saas', 29_900, T + 4 * DAY, null, null);
    const order = await insert(raw, sql`insert into saas_orders (order_no, owner_id, plan_id, amount, pay_channel, env, status, created_at, paid_at, refunded_at, ledger_id, refund_ledger_id)
      values ('P1', ${owner}, ${plan}, 29900, 'wx_pub_qr', 2, 3, ${T + 3 * DAY}, ${T + 3 * DAY}, ${T + 4 * DAY}, ${paidRow}, ${refundedRow}) returning id`);
    const account = await insert(raw, sql`insert into payout_accounts (owner_id, type, real_name, account_no, created_at) values (${owner}, 'bank', '周明远', '6214835719028464', ${T}) returning id`);
    const withdrawRow = await ledger('withdraw', -5_000, T + 5 * DAY, null, null);
    await sql`insert into planet_withdrawals (owner_id, ledger_id, account_id, account_label, amount, status, created_at)
      values (${owner}, ${withdrawRow}, ${account}, '招商银行 尾号 8464', 5000, 'processing', ${T + 5 * DAY})`.execute(raw);
    const oldBalance = 19_900 + 19_900 - 19_900 - 29_900 + 29_900 - 5_000;

    await migrateToLatest(db, MIGRATIONS);

    const transactions = await db.selectFrom('ledger_transactions').select(['id', 'kind', 'planet_id', 'ref_type', 'ref_id']).orderBy('id').execute();
    expect(transactions.map((tx) => tx.kind)).toEqual(['payment', 'payment', 'refund', 'saas_purchase', 'saas_refund', 'withdrawal']);
    expect(transactions.slice(0, 3).map((tx) => [tx.planet_id, tx.ref_type, tx.ref_id])).toEqual([
      [planet, 'planet_member', ann],
      [planet, 'planet_member', bob],
      [planet, 'planet_member', bob],
    ]);
    const lines = await db.selectFrom('ledger_entries').select(['transaction_id', 'amount']).execute();
    for (const tx of transactions) expect(lines.filter((line) => line.transaction_id === tx.id).reduce((sum, line) => sum + Number(line.amount), 0)).toBe(0);
    expect(await balancesOf(db, owner, T + 10 * DAY, 'planet')).toEqual({ available: oldBalance, pending: 0, frozen: 5_000 });

    const refund = await db.selectFrom('planet_member_refunds').select('ledger_id').executeTakeFirstOrThrow();
    expect(refund.ledger_id).toBe(transactions[2]!.id);
    const saas = await db.selectFrom('saas_orders').select(['ledger_id', 'refund_ledger_id']).where('id', '=', order).executeTakeFirstOrThrow();
    expect(saas).toEqual({ ledger_id: transactions[3]!.id, refund_ledger_id: transactions[4]!.id });
    expect(transactions.slice(3, 5).map((tx) => [tx.ref_type, tx.ref_id])).toEqual([
      ['saas_order', order],
      ['saas_order', order],
    ]);
    const withdrawal = await db.selectFrom('withdrawals').selectAll().executeTakeFirstOrThrow();
    expect(withdrawal).toMatchObject({ owner_id: owner, account_id: account, amount: 5_000, fee: 0, tax: 0, state: 'processing', account_label: '招商银行 尾号 8464' });
    expect(transactions[5]).toMatchObject({ ref_type: 'withdrawal', ref_id: withdrawal.id });
    expect(await db.selectFrom('withdrawal_sources').select(['source', 'amount']).execute()).toEqual([{ source: 'planet', amount: 5_000 }]);

    // the old tables are gone, and the references hold: a transaction that is pointed at cannot go
    const tables = await db.introspection.getTables();
    expect(tables.map((table) => table.name)).not.toContain('planet_ledger');
    expect(tables.map((table) => table.name)).not.toContain('planet_withdrawals');
    await expect(db.deleteFrom('ledger_transactions').where('id', '=', transactions[2]!.id).execute()).rejects.toThrow();
  });
});
