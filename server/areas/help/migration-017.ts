/**
 * Help articles in more than one language. An article's own title, category and body (help_articles)
 * are in zh-CN, the default; `help_article_translations` holds them in another language, one row per article and
 * language. Views stay with the article, so the hot questions are the same in every language.
 *
 * - `help_article_translations_fts` indexes the translations' title and body for substring search
 *   (server/db/keyword-search.ts), as `help_articles_fts` does the Chinese.
 */
import type { Kysely } from 'kysely';
import { createKeywordIndex, dropKeywordIndex } from '@server/db/keyword-search.ts';
import { HELP_TRANSLATION_TEXTS } from './keyword-index.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('help_article_translations')
    // an integer key of its own: the full-text index addresses rows by a rowid that never changes
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('article_id', 'integer', (c) => c.notNull().references('help_articles.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    // plain text; paragraphs are separated by line breaks
    .addColumn('body', 'text', (c) => c.notNull())
    .addUniqueConstraint('help_article_translations_article_lang', ['article_id', 'lang'])
    .execute();

  await createKeywordIndex(db, HELP_TRANSLATION_TEXTS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropKeywordIndex(db, HELP_TRANSLATION_TEXTS);
  await db.schema.dropTable('help_article_translations').ifExists().execute();
}
