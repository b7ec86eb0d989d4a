/**
 * Help articles in more than one language (issue 10). An article's own title, category and body (help_articles)
 * are in zh-CN, the default; `help_article_translations` holds them in another language, one row per article and
 * language. Views stay with the article, so the hot questions are the same in every language.
 *
 * - `help_translations_fts` (FTS5, trigram) indexes the translations' title and body for substring search, as
 *   `help_articles_fts` does the Chinese; triggers keep it in step.
 */
import { sql, type Kysely } from 'kysely';

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

  await sql`create virtual table help_translations_fts using fts5(
    title, body, content='help_article_translations', content_rowid='id', tokenize='trigram'
  )`.execute(db);
  await sql`create trigger help_translations_fts_insert after insert on help_article_translations begin
    insert into help_translations_fts(rowid, title, body) values (new.id, new.title, new.body);
  end`.execute(db);
  await sql`create trigger help_translations_fts_delete after delete on help_article_translations begin
    insert into help_translations_fts(help_translations_fts, rowid, title, body) values ('delete', old.id, old.title, old.body);
  end`.execute(db);
  await sql`create trigger help_translations_fts_update after update of title, body on help_article_translations begin
    insert into help_translations_fts(help_translations_fts, rowid, title, body) values ('delete', old.id, old.title, old.body);
    insert into help_translations_fts(rowid, title, body) values (new.id, new.title, new.body);
  end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists help_translations_fts`.execute(db);
  await db.schema.dropTable('help_article_translations').ifExists().execute();
}
