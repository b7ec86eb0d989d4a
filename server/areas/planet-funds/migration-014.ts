/** Fresh SMS verifications for money changes: one row per login (token family), replaced on each verification. */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('funds_verifications')
    .addColumn('family_id', 'integer', (c) => c.primaryKey().references('token_families.id').onDelete('cascade'))
    .addColumn('verified_at', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('funds_verifications').execute();
}
