/**
 * Material library (spec §3 Material, Material category, Source detail) and batch-created courses.
 *
 * - `materials` rows belong to a main account (`owner_id`); staff accounts act for it.
 * - findSources filters by owner, kind, optionally category and a created_at range, and sorts by time, size
 *   or title with the id as tie-breaker: one index per sort, with and without the category (SQLite appends the
 *   rowid to every index, which gives the tie-breaker for free).
 * - `materials_fts` (FTS5, trigram) indexes titles for substring keyword search; triggers keep it in sync.
 * - `material_usage` holds count and bytes per owner and kind, kept by triggers, so getSourceDetail and the
 *   quota check stay O(1) on libraries of a million rows.
 */
import { sql, type Kysely } from 'kysely';
import { PROCESSING_STATUS } from '@shared/upload/status.ts';

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

  await sql`create virtual table materials_fts using fts5(
    title, content='materials', content_rowid='id', tokenize='trigram'
  )`.execute(db);
  await sql`create trigger materials_fts_insert after insert on materials begin
    insert into materials_fts(rowid, title) values (new.id, new.title);
  end`.execute(db);
  await sql`create trigger materials_fts_delete after delete on materials begin
    insert into materials_fts(materials_fts, rowid, title) values ('delete', old.id, old.title);
  end`.execute(db);
  await sql`create trigger materials_fts_update after update of title on materials begin
    insert into materials_fts(materials_fts, rowid, title) values ('delete', old.id, old.title);
    insert into materials_fts(rowid, title) values (new.id, new.title);
  end`.execute(db);

  await db.schema
    .createTable('material_usage')
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source_size', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('material_usage_pk', ['owner_id', 'kind'])
    .execute();
  await sql`create trigger material_usage_insert after insert on materials begin
    insert into material_usage(owner_id, kind, source_count, source_size) values (new.owner_id, new.kind, 1, new.file_size)
      on conflict(owner_id, kind) do update set
        source_count = source_count + 1, source_size = source_size + excluded.source_size;
  end`.execute(db);
  await sql`create trigger material_usage_delete after delete on materials begin
    update material_usage set source_count = source_count - 1, source_size = source_size - old.file_size
      where owner_id = old.owner_id and kind = old.kind;
  end`.execute(db);
  await sql`create trigger material_usage_update after update of file_size on materials begin
    update material_usage set source_size = source_size - old.file_size + new.file_size
      where owner_id = new.owner_id and kind = new.kind;
  end`.execute(db);

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
  await sql`drop table if exists materials_fts`.execute(db);
  await db.schema.dropTable('materials').ifExists().execute();
  await db.schema.dropTable('material_categories').ifExists().execute();
}
