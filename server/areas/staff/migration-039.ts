/**
 * Staff roles: a teacher's named sets of menu entries. A staff account holds one role (`users.role_id`);
 * the role's entries are copied into the account's `child_grants`, which the menu and the module check read, so
 * they stay the one place a staff account's permissions are read from (docs/decisions.md "Staff roles").
 * `users.deleted_at` marks a closed staff account: its row stays, so the operation log keeps naming who did what.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_roles')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .addUniqueConstraint('staff_roles_owner_name', ['owner_id', 'name'])
    .execute();

  await db.schema
    .createTable('staff_role_modules')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('staff_roles.id').onDelete('cascade'))
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('staff_role_modules_pk', ['role_id', 'module_id'])
    .execute();
  await db.schema.createIndex('staff_role_modules_module').on('staff_role_modules').column('module_id').execute();

  // a plain column: the roles service keeps it pointing at a role of the same teacher (an ALTER cannot add a
  // foreign key on SQLite)
  await db.schema.alterTable('users').addColumn('role_id', 'integer').execute();
  await db.schema.alterTable('users').addColumn('deleted_at', 'integer').execute();
  await db.schema.createIndex('users_role_id').on('users').column('role_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_role_id').execute();
  await db.schema.alterTable('users').dropColumn('deleted_at').execute();
  await db.schema.alterTable('users').dropColumn('role_id').execute();
  await db.schema.dropTable('staff_role_modules').execute();
  await db.schema.dropTable('staff_roles').execute();
}
