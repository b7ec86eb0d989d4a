/**
 * SMS codes get a purpose: a login code cannot confirm a money change, nor the reverse.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sms_codes').addColumn('purpose', 'text', (c) => c.notNull().defaultTo(sql`'login'`)).execute();
  await db.schema.createIndex('sms_codes_phone_purpose').on('sms_codes').columns(['phone', 'purpose', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sms_codes_phone_purpose').execute();
  await db.schema.alterTable('sms_codes').dropColumn('purpose').execute();
}
