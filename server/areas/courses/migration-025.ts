/**
 * Courses of every kind: the batch-made audio and video courses become one kind among seven, with
 * details, cover, teacher, prices in fen and a sale status; lessons of a course and the courses of a column, in
 * order. `status` keeps its meaning of migration 002 (1: on sale). A course's own material (`source_id`) is now
 * optional: a column or a rich-text course plays none.
 */
import { sql, type Kysely } from 'kysely';
import { changeConstraints } from '@server/db/change-constraints.ts';

const KINDS = sql`type in ('video', 'audio', 'richtext', 'mixture', 'column', 'private', 'service')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await changeConstraints(db, {
    table: 'courses',
    create: (db) =>
      db.schema
        .createTable('courses')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull().check(KINDS))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('source_id', 'integer', (c) => c.references('materials.id'))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .execute(),
    alter: async (db) => {
      await sql`alter table courses drop constraint courses_type_check`.execute(db);
      await sql`alter table courses add constraint courses_type_check check (${KINDS})`.execute(db);
      await sql`alter table courses alter column source_id drop not null`.execute(db);
      await sql`drop index courses_owner_type_time`.execute(db);
      await sql`drop index courses_source_id`.execute(db);
    },
  });
  await db.schema
    .alterTable('courses')
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  for (const [name, type] of [['content', 'text'], ['cover_id', 'integer'], ['teacher_id', 'integer'], ['price', 'integer'], ['original_price', 'integer'], ['updated_at', 'integer']] as const) {
    await db.schema.alterTable('courses').addColumn(name, type, (c) => c.notNull().defaultTo(type === 'text' ? '' : 0)).execute();
  }
  await sql`update courses set updated_at = created_at`.execute(db);
  await db.schema.createIndex('courses_owner_type_time').on('courses').columns(['owner_id', 'type', 'created_at']).execute();
  await db.schema.createIndex('courses_source_id').on('courses').column('source_id').execute();
  await db.schema.createIndex('courses_teacher_id').on('courses').column('teacher_id').execute();

  await db.schema
    .createTable('course_lessons')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('video', 'audio', 'richtext')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('source_id', 'integer', (c) => c.references('materials.id'))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('free', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('course_lessons_course').on('course_lessons').columns(['course_id', 'position']).execute();
  await db.schema.createIndex('course_lessons_source_id').on('course_lessons').column('source_id').execute();

  await db.schema
    .createTable('column_courses')
    .addColumn('column_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('column_courses_pk', ['column_id', 'course_id'])
    .execute();
  await db.schema.createIndex('column_courses_course').on('column_courses').column('course_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('column_courses').ifExists().execute();
  await db.schema.dropTable('course_lessons').ifExists().execute();
}
