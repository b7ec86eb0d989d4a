/**
 * The planet ledger: every money movement of a planet owner, in fen, signed. Member joins and renewals
 * are income (+), refunds and withdrawals are outgoing (−), SaaS purchases are what the owner paid the platform (−).
 * The members area writes refunds; the planet-mode funds screens read the balance and the detail from here.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('planet_ledger')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('planet_id', 'integer', (c) => c.references('planets.id').onDelete('set null'))
    .addColumn('member_id', 'integer')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('planet_ledger_owner_created').on('planet_ledger').columns(['owner_id', 'created_at desc', 'id desc']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('planet_ledger').execute();
}
