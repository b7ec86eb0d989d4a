/**
 * Planets as the teacher edits them (spec §3 "Planet"): background pictures, membership term,
 * description, classes, home page, the platform's review, and the ten settings.
 *
 * - `backgrounds` is a JSON array of the owner's picture material ids, in display order; a picture deleted since
 *   simply drops out when the planet is read.
 * - `settings` is a JSON object of the ten switches; a switch missing from it has its default (service).
 * - `audit_status` 0 draft, 1 under review (since `audit_submitted_at`), 2 approved, 3 rejected (`audit_reason`).
 *   Planets that existed before this migration were live, so they count as approved.
 */
import { sql, type Kysely } from 'kysely';

const COLUMNS: [string, 'integer' | 'text', string | number][] = [
  ['backgrounds', 'text', '[]'],
  ['time_mode', 'integer', 2],
  ['time_unit', 'text', 'year'],
  ['time_value', 'integer', 1],
  ['description', 'text', ''],
  ['first_class', 'integer', 0],
  ['second_class', 'integer', 0],
  ['has_homepage', 'integer', 0],
  ['homepage_id', 'integer', 0],
  ['audit_status', 'integer', 0],
  ['audit_reason', 'text', ''],
  ['settings', 'text', '{}'],
  ['updated_at', 'integer', 0],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type, fallback] of COLUMNS) {
    await db.schema
      .alterTable('planets')
      .addColumn(name, type, (c) => c.notNull().defaultTo(fallback))
      .execute();
  }
  await db.schema.alterTable('planets').addColumn('audit_submitted_at', 'integer').execute();
  await sql`update planets set audit_status = 2, updated_at = created_at`.execute(db);
  await db.schema.createIndex('planets_owner_created').on('planets').columns(['owner_id', 'created_at desc', 'id desc']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('planets_owner_created').ifExists().execute();
  for (const name of ['audit_submitted_at', ...COLUMNS.map(([column]) => column)].reverse()) {
    await db.schema.alterTable('planets').dropColumn(name).execute();
  }
}
