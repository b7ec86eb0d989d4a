/**
 * Where a material is used (issue 13): one row per material and record that shows it (a course's cover, media or
 * rich text, a lesson, a teacher's avatar, courseware), written with the record, so the library can name a
 * material's users before it is deleted and list the materials nothing uses.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('material_uses')
    .addColumn('material_id', 'integer', (c) => c.notNull().references('materials.id').onDelete('cascade'))
    .addColumn('user_kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('material_uses_pk', ['material_id', 'user_kind', 'user_id'])
    .execute();
  await db.schema.createIndex('material_uses_user').on('material_uses').columns(['user_kind', 'user_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('material_uses').ifExists().execute();
}
