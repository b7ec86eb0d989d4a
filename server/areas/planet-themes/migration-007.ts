/**
 * Planet themes (posts), topics and columns (spec §3 "Theme", "Planet topic", "Planet column").
 * docs/decisions.md explains the choices.
 *
 * - `planet_themes.status`: 0 hidden, 1 published, 2 waiting for the owner's approval. `user_id` is the author's
 *   planet_members.id; `media` a JSON array of {id, source_type} (the owner's picture, audio and video materials,
 *   in order); `top_at` orders the topped themes (newest topped first); the counts are kept with the rows that
 *   make them (praises, collects).
 * - `planet_topics.sort` is the position within the planet, from 1; names are unique within a planet.
 * - `planet_theme_topics`, `planet_column_themes`: the relations; deleting a theme, topic or column removes them.
 * - `planet_theme_praises`, `planet_theme_collects`: one row per theme and account (users.id) that praised or collected it.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('planet_themes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('planet_id', 'integer', (c) => c.notNull().references('planets.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('top', 'integer', (c) => c.notNull().defaultTo(0).check(sql`top in (0, 1)`))
    .addColumn('highlight', 'integer', (c) => c.notNull().defaultTo(0).check(sql`highlight in (0, 1)`))
    .addColumn('target', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('target_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('media', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('top_at', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('praise_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('collect_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('planet_themes_feed').on('planet_themes').columns(['planet_id', 'status', 'top', 'top_at', 'created_at', 'id']).execute();
  await db.schema.createIndex('planet_themes_planet_created').on('planet_themes').columns(['planet_id', 'created_at']).execute();

  await db.schema
    .createTable('planet_topics')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('planet_id', 'integer', (c) => c.notNull().references('planets.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('show_timeline', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('member_use', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .addUniqueConstraint('planet_topics_planet_name', ['planet_id', 'name'])
    .execute();
  await db.schema.createIndex('planet_topics_planet_sort').on('planet_topics').columns(['planet_id', 'sort']).execute();

  await db.schema
    .createTable('planet_theme_topics')
    .addColumn('theme_id', 'integer', (c) => c.notNull().references('planet_themes.id').onDelete('cascade'))
    .addColumn('topic_id', 'integer', (c) => c.notNull().references('planet_topics.id').onDelete('cascade'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('planet_theme_topics_pk', ['theme_id', 'topic_id'])
    .execute();
  await db.schema.createIndex('planet_theme_topics_topic').on('planet_theme_topics').columns(['topic_id', 'theme_id']).execute();

  await db.schema
    .createTable('planet_columns')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('planet_id', 'integer', (c) => c.notNull().references('planets.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('planet_columns_planet').on('planet_columns').columns(['planet_id', 'created_at']).execute();

  await db.schema
    .createTable('planet_column_themes')
    .addColumn('column_id', 'integer', (c) => c.notNull().references('planet_columns.id').onDelete('cascade'))
    .addColumn('theme_id', 'integer', (c) => c.notNull().references('planet_themes.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('planet_column_themes_pk', ['column_id', 'theme_id'])
    .execute();
  await db.schema.createIndex('planet_column_themes_theme').on('planet_column_themes').columns(['theme_id']).execute();

  for (const table of ['planet_theme_praises', 'planet_theme_collects']) {
    await db.schema
      .createTable(table)
      .addColumn('theme_id', 'integer', (c) => c.notNull().references('planet_themes.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['theme_id', 'user_id'])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['planet_theme_collects', 'planet_theme_praises', 'planet_column_themes', 'planet_columns', 'planet_theme_topics', 'planet_topics', 'planet_themes']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
