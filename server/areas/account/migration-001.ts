/**
 * Accounts, sessions, menu modules, switches, page visits and the few planet and
 * notification rows the dashboard counts. Later issues add their own migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    // a main account points at itself: the row exists only after its insert, so the foreign key below is deferred
    .addColumn('main_id', 'integer', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('teacher', 'planet')`))
    .addColumn('tier', 'text', (c) => c.notNull().check(sql`tier in ('free', 'advanced')`))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('last_login_at', 'integer')
    .addForeignKeyConstraint('users_main_id_fk', ['main_id'], 'users', ['id'], (fk) => fk.deferrable().initiallyDeferred())
    .execute();
  await db.schema.createIndex('users_main_id').on('users').column('main_id').execute();

  await db.schema
    .createTable('token_families')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('absolute_exp', 'integer', (c) => c.notNull())
    .addColumn('revoked_at', 'integer')
    .addColumn('revoked_reason', 'text', (c) => c.check(sql`revoked_reason in ('logout', 'replay', 'disabled')`))
    .execute();
  await db.schema.createIndex('token_families_user_id').on('token_families').column('user_id').execute();

  await db.schema
    .createTable('tokens')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'integer', (c) => c.notNull().references('token_families.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('access', 'refresh')`))
    .addColumn('exp', 'integer', (c) => c.notNull())
    .addColumn('used_at', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tokens_family_id').on('tokens').column('family_id').execute();

  await db.schema
    .createTable('sms_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('exp', 'integer', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_codes_phone_created').on('sms_codes').columns(['phone', 'created_at']).execute();

  await db.schema
    .createTable('modules')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('pid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('src', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('teacher', 'planet')`))
    .addColumn('external', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('modules_mode_pid').on('modules').columns(['mode', 'pid', 'sort_num']).execute();

  await db.schema
    .createTable('child_grants')
    .addColumn('child_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('child_grants_pk', ['child_id', 'module_id'])
    .execute();

  await db.schema
    .createTable('user_switches')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_switches_pk', ['user_id', 'name'])
    .execute();

  await db.schema
    .createTable('page_visits')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('page_visits_user_created').on('page_visits').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('planets')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('introduce', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('planets_owner_id').on('planets').column('owner_id').execute();

  await db.schema
    .createTable('planet_members')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('planet_id', 'integer', (c) => c.notNull().references('planets.id').onDelete('cascade'))
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('planet_members_planet_id').on('planet_members').column('planet_id').execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('msg_type', 'text', (c) => c.notNull().check(sql`msg_type in ('platform', 'deal', 'market', 'official')`))
    .addColumn('read_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_type_read')
    .on('notifications')
    .columns(['user_id', 'msg_type', 'read_status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'notifications',
    'planet_members',
    'planets',
    'page_visits',
    'user_switches',
    'child_grants',
    'modules',
    'sms_codes',
    'tokens',
    'token_families',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
