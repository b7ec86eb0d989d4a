/**
 * Live sessions (spec §2 "Live"): a teacher's scheduled broadcasts with their stream keys and the figures
 * the live room recorded. The status is not stored: it follows from the time and the teacher's start and end
 * (shared/live/rules.ts).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_sessions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('cover_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('introduce', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('start_at', 'integer', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('course_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('series_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('series_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('landscape', 'portrait')`))
    .addColumn('replay', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('started_at', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ended_at', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stream_key', 'text', (c) => c.notNull())
    .addColumn('reservations', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('viewers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('peak_online', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('replay_views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_sessions_owner_start').on('live_sessions').columns(['owner_id', 'start_at']).execute();
  await db.schema.createIndex('live_sessions_stream_key').on('live_sessions').column('stream_key').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_sessions').ifExists().execute();
}
