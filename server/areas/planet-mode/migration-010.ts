/**
 * Planet member mode's own records (docs/decisions.md): activities, live streams (with their
 * figures once ended), the owner's live defaults, wiki articles, roadmap items, WeChat groups and the chapters of
 * the planet book. Each row keeps its owner (the main account) beside its planet, so the owner-wide pages read one
 * index; a planet's rows go with it.
 */
import type { CreateTableBuilder, Kysely } from 'kysely';

type Columns = CreateTableBuilder<string, never>;

/** id, owner, planet: what every planet record starts with. */
function planetRecord(table: Columns): Columns {
  return table
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('planet_id', 'integer', (c) => c.notNull().references('planets.id').onDelete('cascade'));
}

function stamped(table: Columns): Columns {
  return table.addColumn('created_at', 'integer', (c) => c.notNull()).addColumn('updated_at', 'integer', (c) => c.notNull());
}

const TABLES = ['planet_activities', 'planet_lives', 'planet_wiki', 'planet_roadmap', 'planet_wx_groups', 'planet_book_chapters'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await stamped(
    planetRecord(db.schema.createTable('planet_activities'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('offline'))
      .addColumn('place', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('start_at', 'integer', (c) => c.notNull())
      .addColumn('end_at', 'integer', (c) => c.notNull())
      .addColumn('quota', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('signups', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo('')),
  ).execute();

  await stamped(
    planetRecord(db.schema.createTable('planet_lives'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('start_at', 'integer', (c) => c.notNull())
      .addColumn('duration', 'integer', (c) => c.notNull())
      .addColumn('cover_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('introduce', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('viewers', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('peak_online', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('avg_watch_minutes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('replay_views', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await db.schema
    .createTable('planet_live_settings')
    .addColumn('owner_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('chat', 'integer', (c) => c.notNull())
    .addColumn('auto_replay', 'integer', (c) => c.notNull())
    .addColumn('replay_days', 'integer', (c) => c.notNull())
    .addColumn('remind_minutes', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();

  await stamped(
    planetRecord(db.schema.createTable('planet_wiki'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('content', 'text', (c) => c.notNull().defaultTo('')),
  ).execute();

  await stamped(
    planetRecord(db.schema.createTable('planet_roadmap'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('planned_on', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('note', 'text', (c) => c.notNull().defaultTo('')),
  ).execute();

  await stamped(
    planetRecord(db.schema.createTable('planet_wx_groups'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('qr_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('member_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('qr_expires_at', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await stamped(
    planetRecord(db.schema.createTable('planet_book_chapters'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('sections', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  for (const table of TABLES) {
    await db.schema.createIndex(`${table}_owner_planet`).on(table).columns(['owner_id', 'planet_id']).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...TABLES, 'planet_live_settings'].reverse()) await db.schema.dropTable(table).ifExists().execute();
}
