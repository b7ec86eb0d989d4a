/**
 * Stream tickets in the database: a ticket asked for through one instance opens a stream on any other.
 * Only hashes are kept: the ticket's (its key) and the access token's it stands in for; `exp` is unix seconds.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stream_tickets')
    .addColumn('hash', 'text', (column) => column.primaryKey())
    .addColumn('token_hash', 'text', (column) => column.notNull())
    .addColumn('exp', 'integer', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('stream_tickets_exp').on('stream_tickets').column('exp').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stream_tickets').ifExists().execute();
}
