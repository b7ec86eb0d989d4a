/**
 * API keys: a teacher's keys for their own integrations, each limited to some modules, stored as a
 * hash only; and the calls made with them (docs/decisions.md "API keys").
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('last_used_at', 'integer')
    .addColumn('revoked_at', 'integer')
    .execute();
  await db.schema.createIndex('api_keys_owner').on('api_keys').columns(['owner_id', 'id']).execute();

  await db.schema
    .createTable('api_key_calls')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('key_id', 'integer', (c) => c.notNull().references('api_keys.id').onDelete('cascade'))
    .addColumn('at', 'integer', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('ms', 'integer', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('api_key_calls_key_at').on('api_key_calls').columns(['key_id', 'at']).execute();
  await db.schema.createIndex('api_key_calls_at').on('api_key_calls').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_key_calls').execute();
  await db.schema.dropTable('api_keys').execute();
}
