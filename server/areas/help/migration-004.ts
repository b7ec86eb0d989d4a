/**
 * The floating help window (spec §1): help articles with keyword search and view counts, and the messages
 * teachers leave for the assistant.
 *
 * - `help_articles_fts` indexes title and body for substring search (server/db/keyword-search.ts), as
 *   `materials_fts` does for material titles.
 * - `help_articles_hot` serves the hot questions (most viewed first).
 * - `help_contacts` rows belong to the account that wrote them (a staff account's own id, not its main account's).
 */
import type { Kysely } from 'kysely';
import { createKeywordIndex, dropKeywordIndex } from '@server/db/keyword-search.ts';
import { HELP_TEXTS } from './keyword-index.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('help_articles')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('title', 'text', (c) => c.notNull())
    // plain text; paragraphs are separated by line breaks
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    // tie-breaker of equal view counts, and the order of the seed
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('help_articles_hot').on('help_articles').columns(['views desc', 'sort', 'id']).execute();

  await createKeywordIndex(db, HELP_TEXTS);

  await db.schema
    .createTable('help_contacts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // phone or WeChat id the assistant may answer on; '' when none was given
    .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text', (c) => c.notNull())
    // the console path the message was written on; '' when unknown
    .addColumn('page', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('help_contacts_user_time').on('help_contacts').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('help_contacts').ifExists().execute();
  await dropKeywordIndex(db, HELP_TEXTS);
  await db.schema.dropTable('help_articles').ifExists().execute();
}
