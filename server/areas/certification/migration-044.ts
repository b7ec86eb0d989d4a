/**
 * The certification area: the public teacher profile, the applications to the platform (讲师认证, 实名认证,
 * 企业认证) with their review states, and the Douyin scopes a teacher grants. One open application (not approved)
 * per owner and kind: a partial unique index stands guard.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('teacher_profiles')
    .addColumn('owner_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('specialities', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('certification_applications')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('reject_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .addColumn('submitted_at', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reviewed_at', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('certification_applications_owner').on('certification_applications').columns(['owner_id', 'created_at desc', 'id desc']).execute();
  await db.schema
    .createIndex('certification_applications_one_open')
    .on('certification_applications')
    .columns(['owner_id', 'kind'])
    .unique()
    .where(sql.ref('status'), '<>', 'approved')
    .execute();

  await db.schema
    .createTable('tt_scopes')
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('changed_at', 'integer', (c) => c.notNull())
    .addColumn('changed_by', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('tt_scopes_pk', ['owner_id', 'scope'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists tt_scopes`.execute(db);
  await sql`drop table if exists certification_applications`.execute(db);
  await sql`drop table if exists teacher_profiles`.execute(db);
}
