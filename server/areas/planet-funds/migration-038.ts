/**
 * The planet ledger joins the teacher's one ledger. Until now planet income, member refunds, SaaS
 * purchases and planet withdrawals were single signed rows in `planet_ledger`, beside the double-entry
 * ledger of migration 032. Each row becomes a balanced transaction of the income source 'planet':
 * - join / renew (+a): a payment, buyers −a, income +a. No platform fee: the old books charged none, and what a
 *   teacher had then stays what they have now. Available at once, as it was.
 * - refund (−a): buyers +a, income −a.
 * - saas (−a a purchase, +a its refund): income ∓a, platform_sales ±a.
 * - withdraw (−a) with its `planet_withdrawals` row: a `withdrawals` row drawing on 'planet' (no fee, no tax: the
 *   old books withheld none) and its freezing transaction; 已到账 adds the payout, 已失败 gives the money back.
 * Transactions carry the planet they belong to (`planet_id`), so the planet pages read their own figures. The
 * member refunds and SaaS orders that pointed at their planet_ledger row point at their transaction;
 * planet_withdrawals and planet_ledger go.
 */
import { sql, type Kysely } from 'kysely';
import { changeConstraints } from '@server/db/change-constraints.ts';
import { engineOf } from '@server/db/engine.ts';

type OldRow = { id: number; owner_id: number; planet_id: number | null; member_id: number | null; kind: string; amount: number; title: string; created_at: number };
type OldWithdrawal = { id: number; account_id: number | null; account_label: string; amount: number; status: string };
type Line = { account: string; amount: number; source?: 'planet' };

/** YYYYMM of the China-time month holding `at` (the month a withdrawal's tax belongs to) */
function chinaMonthOf(at: number): number {
  const china = new Date((at + 8 * 3600) * 1000);
  return china.getUTCFullYear() * 100 + china.getUTCMonth() + 1;
}

async function post(
  db: Kysely<unknown>,
  tx: { owner_id: number; kind: string; title: string; planet_id: number | null; ref_type: string; ref_id: number | null; created_at: number },
  lines: Line[],
): Promise<number> {
  if (lines.reduce((sum, line) => sum + line.amount, 0) !== 0) throw new Error(`migration 038: ${tx.kind} does not balance`);
  const { rows } = await sql<{ id: number }>`insert into ledger_transactions (owner_id, kind, title, order_id, ref_type, ref_id, planet_id, created_at)
    values (${tx.owner_id}, ${tx.kind}, ${tx.title}, null, ${tx.ref_type}, ${tx.ref_id}, ${tx.planet_id}, ${tx.created_at}) returning id`.execute(db);
  const id = rows[0]!.id;
  for (const line of lines) {
    await sql`insert into ledger_entries (transaction_id, owner_id, account, source, amount, available_at, created_at)
      values (${id}, ${tx.owner_id}, ${line.account}, ${line.source ?? ''}, ${line.amount}, ${tx.created_at}, ${tx.created_at})`.execute(db);
  }
  return id;
}

async function copyRow(db: Kysely<unknown>, row: OldRow): Promise<number> {
  const base = { owner_id: row.owner_id, title: row.title, planet_id: row.planet_id, created_at: row.created_at };
  const a = Math.abs(row.amount);
  switch (row.kind) {
    case 'join':
    case 'renew':
      return post(db, { ...base, kind: 'payment', ref_type: 'planet_member', ref_id: row.member_id }, [
        { account: 'buyers', amount: -a },
        { account: 'income', source: 'planet', amount: a },
      ]);
    case 'refund':
      return post(db, { ...base, kind: 'refund', ref_type: 'planet_member', ref_id: row.member_id }, [
        { account: 'buyers', amount: a },
        { account: 'income', source: 'planet', amount: -a },
      ]);
    case 'saas': {
      const purchase = row.amount < 0;
      const { rows } = await sql<{ id: number }>`select id from saas_orders where ${sql.ref(purchase ? 'ledger_id' : 'refund_ledger_id')} = ${row.id}`.execute(db);
      return post(db, { ...base, kind: purchase ? 'saas_purchase' : 'saas_refund', ref_type: 'saas_order', ref_id: rows[0]?.id ?? null }, [
        { account: 'income', source: 'planet', amount: row.amount },
        { account: 'platform_sales', amount: -row.amount },
      ]);
    }
    case 'withdraw':
      return copyWithdrawal(db, row);
    default:
      throw new Error(`migration 038: planet_ledger row ${row.id} has an unknown kind '${row.kind}'`);
  }
}

async function copyWithdrawal(db: Kysely<unknown>, row: OldRow): Promise<number> {
  const { rows } = await sql<OldWithdrawal>`select id, account_id, account_label, amount, status from planet_withdrawals where ledger_id = ${row.id}`.execute(db);
  const old = rows[0];
  const amount = Math.abs(row.amount);
  const state = old?.status === 'done' ? 'paid' : old?.status === 'failed' ? 'failed' : 'processing';
  const inserted = await sql<{ id: number }>`insert into withdrawals (owner_id, account_id, account_label, amount, fee, tax, state, failure_reason, tax_month, created_at, updated_at)
    values (${row.owner_id}, ${old?.account_id ?? null}, ${old?.account_label ?? row.title}, ${amount}, 0, 0, ${state}, ${state === 'failed' ? '打款失败' : ''}, ${chinaMonthOf(row.created_at)}, ${row.created_at}, ${row.created_at})
    returning id`.execute(db);
  const withdrawalId = inserted.rows[0]!.id;
  await sql`insert into withdrawal_sources (withdrawal_id, source, amount) values (${withdrawalId}, 'planet', ${amount})`.execute(db);
  const base = { owner_id: row.owner_id, planet_id: null, ref_type: 'withdrawal', ref_id: withdrawalId, created_at: row.created_at };
  const id = await post(db, { ...base, kind: 'withdrawal', title: row.title }, [
    { account: 'income', source: 'planet', amount: -amount },
    { account: 'frozen', source: 'planet', amount },
  ]);
  if (state === 'paid') {
    await post(db, { ...base, kind: 'withdrawal_paid', title: `提现到账：${old?.account_label ?? ''}` }, [
      { account: 'frozen', source: 'planet', amount: -amount },
      { account: 'payout', amount },
    ]);
  } else if (state === 'failed') {
    await post(db, { ...base, kind: 'withdrawal_failed', title: '提现失败，已退回余额：打款失败' }, [
      { account: 'frozen', source: 'planet', amount: -amount },
      { account: 'income', source: 'planet', amount },
    ]);
  }
  return id;
}

/** Points `columns` of `table` at the transactions their planet_ledger rows became. */
async function repoint(db: Kysely<unknown>, table: string, columns: string[]): Promise<void> {
  for (const column of columns) {
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = (select new_id from planet_ledger_moved where old_id = ${sql.ref(`${table}.${column}`)})
      where ${sql.ref(column)} is not null`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ledger_transactions').addColumn('planet_id', 'integer', (c) => c.references('planets.id').onDelete('set null')).execute();
  await db.schema.createIndex('ledger_transactions_planet_created').on('ledger_transactions').columns(['planet_id', 'created_at']).execute();
  // planet orders of the order centre (migration 033) name their planet too
  await sql`update ledger_transactions set planet_id = (select p.id from orders o join planets p on p.id = o.product_id where o.id = ledger_transactions.order_id and o.product_kind = 'planet')
    where order_id is not null`.execute(db);

  await db.schema
    .createTable('planet_ledger_moved')
    .addColumn('old_id', 'integer', (c) => c.primaryKey())
    .addColumn('new_id', 'integer', (c) => c.notNull())
    .execute();
  const { rows } = await sql<OldRow>`select id, owner_id, planet_id, member_id, kind, amount, title, created_at from planet_ledger order by id`.execute(db);
  for (const row of rows) {
    const newId = await copyRow(db, row);
    await sql`insert into planet_ledger_moved (old_id, new_id) values (${row.id}, ${newId})`.execute(db);
  }

  await changeConstraints(db, {
    table: 'planet_member_refunds',
    create: (db) =>
      db.schema
        .createTable('planet_member_refunds')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('planet_id', 'integer', (c) => c.notNull().references('planets.id').onDelete('cascade'))
        .addColumn('member_id', 'integer', (c) => c.notNull().unique().references('planet_members.id').onDelete('cascade'))
        .addColumn('ledger_id', 'integer', (c) => c.notNull().references('ledger_transactions.id'))
        .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('operator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .execute(),
    alter: (db) => sql`alter table planet_member_refunds drop constraint planet_member_refunds_ledger_id_fkey`.execute(db),
    rewrite: (db) => repoint(db, 'planet_member_refunds', ['ledger_id']),
  });
  await changeConstraints(db, {
    table: 'saas_orders',
    create: (db) =>
      db.schema
        .createTable('saas_orders')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('order_no', 'text', (c) => c.notNull().unique())
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('plan_id', 'integer', (c) => c.notNull().references('saas_plans.id'))
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('pay_channel', 'text', (c) => c.notNull())
        .addColumn('env', 'integer', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .addColumn('paid_at', 'integer')
        .addColumn('closed_at', 'integer')
        .addColumn('refunded_at', 'integer')
        .addColumn('ledger_id', 'integer', (c) => c.references('ledger_transactions.id'))
        .addColumn('refund_ledger_id', 'integer', (c) => c.references('ledger_transactions.id'))
        .execute(),
    alter: async (db) => {
      await sql`alter table saas_orders drop constraint saas_orders_ledger_id_fkey`.execute(db);
      await sql`alter table saas_orders drop constraint saas_orders_refund_ledger_id_fkey`.execute(db);
      await sql`drop index saas_orders_owner_created`.execute(db);
    },
    rewrite: (db) => repoint(db, 'saas_orders', ['ledger_id', 'refund_ledger_id']),
  });
  if (engineOf(db) === 'postgres') {
    await sql`alter table planet_member_refunds add constraint planet_member_refunds_ledger_id_fkey foreign key (ledger_id) references ledger_transactions (id)`.execute(db);
    await sql`alter table saas_orders add constraint saas_orders_ledger_id_fkey foreign key (ledger_id) references ledger_transactions (id)`.execute(db);
    await sql`alter table saas_orders add constraint saas_orders_refund_ledger_id_fkey foreign key (refund_ledger_id) references ledger_transactions (id)`.execute(db);
  } else {
    await db.schema.createIndex('planet_member_refunds_planet_created').on('planet_member_refunds').columns(['planet_id', 'created_at']).execute();
  }
  await db.schema.createIndex('saas_orders_owner_created').on('saas_orders').columns(['owner_id', 'created_at desc', 'id desc']).execute();

  await db.schema.dropTable('planet_ledger_moved').execute();
  await db.schema.dropTable('planet_withdrawals').execute();
  await db.schema.dropTable('planet_ledger').execute();
}

export async function down(): Promise<void> {
  throw new Error('migration 038 joined the planet ledger into the double-entry ledger; it cannot be undone');
}
