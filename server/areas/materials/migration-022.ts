/**
 * The version of each account's library of one kind: `material_usage.version` goes up, by trigger, with
 * every material of that owner and kind added, removed or changed in a field a list shows. A list page read while
 * the version is unchanged is the same page, so findSources answers it again from memory (list-cache.ts) after
 * one read of this row, on any instance: the version lives in the database every instance writes through.
 */
import { sql, type Kysely } from 'kysely';
import { createRowTrigger, dropRowTrigger } from '@server/db/portable-sql.ts';

/** the columns a list page shows (views.ts toMaterial, and the filters and sorts of findSources) */
const LISTED = 'owner_id, kind, category_id, title, file_name, file_suffix, file_size, duration, width, height, video_id, status, poster_name, created_at';

const bump = (row: 'new' | 'old') =>
  `insert into material_usage(owner_id, kind, source_count, source_size, version) values (${row}.owner_id, ${row}.kind, 0, 0, 1)
    on conflict(owner_id, kind) do update set version = material_usage.version + 1`;

const TRIGGERS = ['material_list_version_insert', 'material_list_version_delete', 'material_list_version_update'];
// a page of a category that is gone answers 素材分类不存在, not the page kept from before
const CATEGORY_TRIGGER = 'material_list_version_category_delete';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('material_usage').addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await createRowTrigger(db, { name: TRIGGERS[0]!, event: 'after insert on materials', body: bump('new') });
  await createRowTrigger(db, { name: TRIGGERS[1]!, event: 'after delete on materials', body: bump('old') });
  // a material moved to another owner or kind changes both lists
  await createRowTrigger(db, { name: TRIGGERS[2]!, event: `after update of ${LISTED} on materials`, body: `${bump('old')}; ${bump('new')}` });
  await createRowTrigger(db, {
    name: CATEGORY_TRIGGER,
    event: 'after delete on material_categories',
    body: 'update material_usage set version = version + 1 where owner_id = old.owner_id',
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of TRIGGERS) await dropRowTrigger(db, name, 'materials');
  await dropRowTrigger(db, CATEGORY_TRIGGER, 'material_categories');
  await sql`alter table material_usage drop column version`.execute(db);
}
