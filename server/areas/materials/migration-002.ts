/**
 * Material library (spec §3 Material, Material category, Source detail) and batch-created courses.
 *
 * - `materials` rows belong to a main account (`owner_id`); staff accounts act for it.
 * - findSources filters by owner, kind, optionally category and a created_at range, and sorts by time, size
 *   or title with the id as tie-breaker: one index per sort, with and without the category (SQLite appends the
 *   rowid to every index, which gives the tie-breaker for free).
 * - `materials_fts` indexes titles for substring keyword search (server/db/keyword-search.ts: FTS5 trigram on
 *   SQLite, pg_trgm on PostgreSQL).
 * - `material_usage` holds count and bytes per owner and kind, kept by triggers, so getSourceDetail and the
 *   quota check stay O(1) on libraries of a million rows.
 */
import { sql, type Kysely } from 'kysely';
import { PROCESSING_STATUS } from '@shared/upload/status.ts';
import { createKeywordIndex, dropKeywordIndex } from '@server/db/keyword-search.ts';
import { createRowTrigger } from '@server/db/portable-sql.ts';
import { MATERIAL_TITLES } from './keyword-index.ts';

const KINDS = sql`('picture', 'audio', 'video', 'document')`;
const { processing, processed, failed } = PROCESSING_STATUS;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('material_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addUniqueConstraint('material_categories_owner_name', ['owner_id', 'name'])
    .execute();

  await db.schema
    .createTable('materials')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ${KINDS}`))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('material_categories.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    // random, never derived from user input: `<32 hex>.<accepted extension>`
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('file_suffix', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('duration', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('video_id', 'text', (c) => c.unique())
    // the processing of the material (shared/upload/status.ts): 1 processing, 2 processed, -1 failed
    .addColumn('status', 'integer', (c) =>
      c.notNull().defaultTo(processed).check(sql`status in (${sql.lit(processing)}, ${sql.lit(processed)}, ${sql.lit(failed)})`),
    )
    .addColumn('poster_name', 'text')
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();

  for (const [suffix, column] of [
    ['time', 'created_at'],
    ['size', 'file_size'],
    ['title', 'title'],
  ] as const) {
    await db.schema.createIndex(`materials_list_${suffix}`).on('materials').columns(['owner_id', 'kind', column]).execute();
    await db.schema
      .createIndex(`materials_category_${suffix}`)
      .on('materials')
      .columns(['owner_id', 'kind', 'category_id', column])
      .execute();
  }
  await db.schema.createIndex('materials_status').on('materials').column('status').where(sql.ref('status'), '=', processing).execute();

  await createKeywordIndex(db, MATERIAL_TITLES);

  await db.schema
    .createTable('material_usage')
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source_size', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('material_usage_pk', ['owner_id', 'kind'])
    .execute();
  await createRowTrigger(db, {
    name: 'material_usage_insert',
    event: 'after insert on materials',
    body: `insert into material_usage(owner_id, kind, source_count, source_size) values (new.owner_id, new.kind, 1, new.file_size)
      on conflict(owner_id, kind) do update set
        source_count = material_usage.source_count + 1, source_size = material_usage.source_size + excluded.source_size`,
  });
  await createRowTrigger(db, {
    name: 'material_usage_delete',
    event: 'after delete on materials',
    body: `update material_usage set source_count = source_count - 1, source_size = source_size - old.file_size
      where owner_id = old.owner_id and kind = old.kind`,
  });
  await createRowTrigger(db, {
    name: 'material_usage_update',
    event: 'after update of file_size on materials',
    body: `update material_usage set source_size = source_size - old.file_size + new.file_size
      where owner_id = new.owner_id and kind = new.kind`,
  });

  await db.schema
    .createTable('courses')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('audio', 'video')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('source_id', 'integer', (c) => c.notNull().references('materials.id'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('courses_owner_type_time').on('courses').columns(['owner_id', 'type', 'created_at']).execute();
  await db.schema.createIndex('courses_source_id').on('courses').column('source_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('courses').ifExists().execute();
  await db.schema.dropTable('material_usage').ifExists().execute();
  await dropKeywordIndex(db, MATERIAL_TITLES);
  await db.schema.dropTable('materials').ifExists().execute();
  await db.schema.dropTable('material_categories').ifExists().execute();
}
