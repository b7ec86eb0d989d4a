/**
 * Which guide dialogs (spec §1, §2 "Other dialogs and overlays") each account has finished or dismissed. The
 * browser keeps its `_guide` flag for a day (spec §9); this copy makes "shown once per account" hold on every
 * device. One row per account and variant; no row means not seen.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('guide_flags')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('variant', 'text', (c) => c.notNull().check(sql`variant in ('steps', 'demo')`))
    .addColumn('done_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('guide_flags_pk', ['user_id', 'variant'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('guide_flags').ifExists().execute();
}
