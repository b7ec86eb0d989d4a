/**
 * Course activities and order evaluations. An activity (课程活动) is a promotion block of the course pages:
 * it sits in a partition (分区) of the teacher's, both in the teacher's order, and leads to one of the teacher's
 * courses or to an https address. An evaluation (课程评价) is a buyer's rating and comment on a course, written on the
 * student side; the teacher replies to it and hides it here.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('course_activity_partitions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('course_activity_partitions_owner').on('course_activity_partitions').columns(['owner_id', 'position']).execute();

  await db.schema
    .createTable('course_activities')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // a partition holding activities is not deleted (the service refuses); no cascade that would take them
    .addColumn('partition_id', 'integer', (c) => c.notNull().references('course_activity_partitions.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('cover_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('link_type', 'text', (c) => c.notNull().check(sql`link_type in ('course', 'url')`))
    // the course deleted, the activity stays and says so
    .addColumn('course_id', 'integer', (c) => c.references('courses.id').onDelete('set null'))
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('start_at', 'integer', (c) => c.notNull())
    .addColumn('end_at', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('course_activities_partition').on('course_activities').columns(['partition_id', 'position']).execute();
  await db.schema.createIndex('course_activities_owner').on('course_activities').columns(['owner_id', 'start_at']).execute();
  await db.schema.createIndex('course_activities_course').on('course_activities').column('course_id').execute();

  await db.schema
    .createTable('course_evaluations')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('buyer_nickname', 'text', (c) => c.notNull())
    // masked where the student side wrote it (138****1234): this product never holds a buyer's full number
    .addColumn('buyer_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reply', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('replied_at', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('course_evaluations_course').on('course_evaluations').columns(['course_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('course_evaluations').ifExists().execute();
  await db.schema.dropTable('course_activities').ifExists().execute();
  await db.schema.dropTable('course_activity_partitions').ifExists().execute();
}
