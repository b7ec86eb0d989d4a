/**
 * Where a material is used: one row per material and record that shows it (a course's cover, media or
 * rich text, a lesson, a teacher's avatar, courseware), written with the record, so the library can name a
 * material's users before it is deleted and list the materials nothing uses. The row carries the material's owner
 * and kind, so an account's used materials are found without reading every account's rows, and each change raises the
 * version of the owner's list of that kind (migration 022), so a kept 未使用 page is not answered again.
 */
import { sql, type Kysely } from 'kysely';
import { createRowTrigger, dropRowTrigger } from '@server/db/portable-sql.ts';

const bump = (row: 'new' | 'old') =>
  `update material_usage set version = version + 1
    where owner_id = ${row}.owner_id and kind = ${row}.kind`;

const TRIGGERS = ['material_uses_version_insert', 'material_uses_version_delete'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('material_uses')
    .addColumn('material_id', 'integer', (c) => c.notNull().references('materials.id').onDelete('cascade'))
    .addColumn('user_kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    // the material's kind, which never changes: an account's used materials of a kind are counted from here alone
    .addColumn('kind', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('material_uses_pk', ['material_id', 'user_kind', 'user_id'])
    .execute();
  await db.schema.createIndex('material_uses_user').on('material_uses').columns(['user_kind', 'user_id']).execute();
  await db.schema.createIndex('material_uses_owner').on('material_uses').columns(['owner_id', 'kind', 'material_id']).execute();
  await createRowTrigger(db, { name: TRIGGERS[0]!, event: 'after insert on material_uses', body: bump('new') });
  await createRowTrigger(db, { name: TRIGGERS[1]!, event: 'after delete on material_uses', body: bump('old') });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of TRIGGERS) await dropRowTrigger(db, name, 'material_uses');
  await sql`drop table if exists material_uses`.execute(db);
}
