/**
 * Courseware of a lesson (/teach/courseware "attached to lessons"): the pieces a lesson hands out, in the
 * teacher's order, gone with the lesson or with the piece.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lesson_courseware')
    .addColumn('lesson_id', 'integer', (c) => c.notNull().references('course_lessons.id').onDelete('cascade'))
    .addColumn('courseware_id', 'integer', (c) => c.notNull().references('teach_courseware.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('lesson_courseware_pk', ['lesson_id', 'courseware_id'])
    .execute();
  await db.schema.createIndex('lesson_courseware_piece').on('lesson_courseware').column('courseware_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lesson_courseware').ifExists().execute();
}
