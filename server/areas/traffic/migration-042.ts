/**
 * Media traffic: `media_traffic_days`, the bytes the media routes served per owner, China-time day and
 * kind. Each server instance adds what it counted every few seconds (server/areas/traffic/recorder.ts), so the
 * rows only grow, by additive upserts.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_traffic_days')
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('requests', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('media_traffic_days_pk', ['owner_id', 'day', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_traffic_days').ifExists().execute();
}
