/**
 * A planet's programs: punch-card plans and the cards members punched, homework and submissions,
 * specials, and the questions members asked the owner. Every row carries its planet_id, so that each call checks
 * a record against the planet it names. Times are unix seconds, money fen.
 *
 * - Plans: `punchcard_daily_limit` punches per member per day, `punchcard_time_limit` the daily window
 *   'HH:MM-HH:MM' ('' all day). A card's `day` is its China-time date, for the per-day counts.
 * - Cards and submissions keep the member's name as it was (`member_name`), so a member who leaves stays readable.
 * - Specials: `plan_id` 0 for none. Questions: `anonymous` 1 hides the asker from the owner.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('planet_punch_plans')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('planet_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('punchcard_daily_limit', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('punchcard_time_limit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('start_at', 'integer', (c) => c.notNull())
    .addColumn('end_at', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('planet_punch_plans_planet').on('planet_punch_plans').columns(['planet_id', 'start_at desc', 'id desc']).execute();

  await db.schema
    .createTable('planet_punch_cards')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('planet_id', 'integer', (c) => c.notNull())
    .addColumn('plan_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('member_name', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('planet_punch_cards_plan').on('planet_punch_cards').columns(['plan_id', 'created_at desc', 'id desc']).execute();

  await db.schema
    .createTable('planet_homeworks')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('planet_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('deadline', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('planet_homeworks_planet').on('planet_homeworks').columns(['planet_id', 'created_at desc', 'id desc']).execute();

  await db.schema
    .createTable('planet_homework_submissions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('planet_id', 'integer', (c) => c.notNull())
    .addColumn('homework_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('member_name', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('score', 'integer')
    .addColumn('reviewed_at', 'integer')
    .execute();
  await db.schema
    .createIndex('planet_homework_submissions_homework')
    .on('planet_homework_submissions')
    .columns(['homework_id', 'submitted_at desc', 'id desc'])
    .execute();

  await db.schema
    .createTable('planet_specials')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('planet_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('anonymous', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('time_range', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ended_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('ended_at', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('show_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('plan_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('planet_specials_planet').on('planet_specials').columns(['planet_id', 'created_at desc', 'id desc']).execute();

  await db.schema
    .createTable('planet_questions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('planet_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('asker_name', 'text', (c) => c.notNull())
    .addColumn('anonymous', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('asked_at', 'integer', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('answered_at', 'integer')
    .execute();
  await db.schema.createIndex('planet_questions_planet').on('planet_questions').columns(['planet_id', 'asked_at desc', 'id desc']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['planet_questions', 'planet_specials', 'planet_homework_submissions', 'planet_homeworks', 'planet_punch_cards', 'planet_punch_plans']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
