/**
 * `login_failures` also counts look-ups of whether a phone is registered (phone-lookup-limits.ts), by phone and by
 * address: the kind's check takes two more values. A check cannot be changed in place on SQLite, so the table is
 * made again beside the old one and the rows counting now move over.
 */
import { sql, type Kysely } from 'kysely';

async function remake(db: Kysely<unknown>, kinds: readonly string[]): Promise<void> {
  await db.schema
    .createTable('login_failures_next')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in (${sql.join(kinds.map((kind) => sql.lit(kind)))})`))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into login_failures_next (kind, key, at) select kind, key, at from login_failures where kind in (${sql.join(kinds.map((kind) => sql.lit(kind)))})`.execute(db);
  await db.schema.dropTable('login_failures').execute();
  await db.schema.alterTable('login_failures_next').renameTo('login_failures').execute();
  await db.schema.createIndex('login_failures_kind_key_at').on('login_failures').columns(['kind', 'key', 'at']).execute();
  await db.schema.createIndex('login_failures_at').on('login_failures').column('at').execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await remake(db, ['phone', 'address', 'lookup_phone', 'lookup_address']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await remake(db, ['phone', 'address']);
}
