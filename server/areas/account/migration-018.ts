/**
 * Failed sign-ins: one row per wrong password or wrong SMS code and key — the phone tried and the caller's
 * address — counted in a sliding window by every server instance that shares the database. Indexes for the hourly
 * purge of old token, SMS code and failure rows (server/areas/account/purge.ts).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('phone', 'address')`))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_kind_key_at').on('login_failures').columns(['kind', 'key', 'at']).execute();
  await db.schema.createIndex('login_failures_at').on('login_failures').column('at').execute();
  await db.schema.createIndex('tokens_exp').on('tokens').column('exp').execute();
  await db.schema.createIndex('token_families_absolute_exp').on('token_families').column('absolute_exp').execute();
  await db.schema.createIndex('sms_codes_created').on('sms_codes').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['sms_codes_created', 'token_families_absolute_exp', 'tokens_exp']) await db.schema.dropIndex(index).execute();
  await db.schema.dropTable('login_failures').execute();
}
