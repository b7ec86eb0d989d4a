/**
 * Planet members as the owner manages them (spec §3 "Member": role, status, description), their refunds
 * and the planet's member-facing menu. docs/decisions.md explains the choices.
 *
 * - `planet_members.status`: 1 active (the dashboard counts these), 0 expired, 2 refunded, 3 blacklisted. A ban
 *   keeps the status it replaced in `status_before_ban`, so an unban gives it back.
 * - `paid_amount` fen; `expires_at` null for a planet whose membership never ends (time_mode 2).
 * - `planet_member_refunds`: one refund per member (unique member_id), tied to its 'refund' row in planet_ledger.
 * - `planet_menus`: one JSON list of menu entries per planet; a planet without a row shows the default menu.
 */
import { sql, type Kysely } from 'kysely';

const MEMBER_COLUMNS: [string, 'integer' | 'text', string | number][] = [
  ['phone', 'text', ''],
  ['paid_amount', 'integer', 0],
  ['joined_at', 'integer', 0],
  ['description', 'text', ''],
  ['ban_reason', 'text', ''],
  ['updated_at', 'integer', 0],
];
const NULLABLE_MEMBER_COLUMNS = ['expires_at', 'banned_at', 'status_before_ban'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type, fallback] of MEMBER_COLUMNS) {
    await db.schema
      .alterTable('planet_members')
      .addColumn(name, type, (c) => c.notNull().defaultTo(fallback))
      .execute();
  }
  for (const name of NULLABLE_MEMBER_COLUMNS) await db.schema.alterTable('planet_members').addColumn(name, 'integer').execute();
  await sql`update planet_members set joined_at = created_at, updated_at = created_at`.execute(db);
  await db.schema.createIndex('planet_members_planet_joined').on('planet_members').columns(['planet_id', 'joined_at']).execute();

  await db.schema
    .createTable('planet_member_refunds')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('planet_id', 'integer', (c) => c.notNull().references('planets.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().unique().references('planet_members.id').onDelete('cascade'))
    .addColumn('ledger_id', 'integer', (c) => c.notNull().references('planet_ledger.id'))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('planet_member_refunds_planet_created').on('planet_member_refunds').columns(['planet_id', 'created_at']).execute();

  await db.schema
    .createTable('planet_menus')
    .addColumn('planet_id', 'integer', (c) => c.primaryKey().references('planets.id').onDelete('cascade'))
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema.createIndex('planet_ledger_planet_created').on('planet_ledger').columns(['planet_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('planet_ledger_planet_created').ifExists().execute();
  await db.schema.dropTable('planet_menus').ifExists().execute();
  await db.schema.dropTable('planet_member_refunds').ifExists().execute();
  await db.schema.dropIndex('planet_members_planet_joined').ifExists().execute();
  for (const name of [...MEMBER_COLUMNS.map(([column]) => column), ...NULLABLE_MEMBER_COLUMNS].reverse()) {
    await db.schema.alterTable('planet_members').dropColumn(name).execute();
  }
}
