/**
 * The teacher's double-entry ledger (docs/decisions.md "The ledger"): transactions of balanced lines,
 * withdrawals with their state and the income sources they draw on, the verified payee, and the idempotency keys
 * that answer a repeated money write once.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_transactions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('ref_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ref_id', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_transactions_owner_created').on('ledger_transactions').columns(['owner_id', 'created_at desc', 'id desc']).execute();
  await db.schema.createIndex('ledger_transactions_order').on('ledger_transactions').columns(['order_id']).execute();
  await db.schema.createIndex('ledger_transactions_ref').on('ledger_transactions').columns(['ref_type', 'ref_id']).execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('transaction_id', 'integer', (c) => c.notNull().references('ledger_transactions.id').onDelete('cascade'))
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('available_at', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_entries_transaction').on('ledger_entries').columns(['transaction_id']).execute();
  // the balance sums read this index alone
  await db.schema.createIndex('ledger_entries_balance').on('ledger_entries').columns(['owner_id', 'account', 'source', 'available_at', 'amount']).execute();

  await db.schema
    .createTable('withdrawals')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.references('payout_accounts.id').onDelete('set null'))
    .addColumn('account_label', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('fee', 'integer', (c) => c.notNull())
    .addColumn('tax', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('failure_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tax_month', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('withdrawals_owner_created').on('withdrawals').columns(['owner_id', 'created_at desc', 'id desc']).execute();
  await db.schema
    .createTable('withdrawal_sources')
    .addColumn('withdrawal_id', 'integer', (c) => c.notNull().references('withdrawals.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('withdrawal_sources_pk', ['withdrawal_id', 'source'])
    .execute();

  await db.schema
    .createTable('payees')
    .addColumn('owner_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('id_number', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['owner_id', 'scope', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['idempotency_keys', 'payees', 'withdrawal_sources', 'withdrawals', 'ledger_entries', 'ledger_transactions']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
