/** Tables of the help area, merged into Database in server/db/schema.ts. Times are unix seconds; flags 0/1. */
import type { Generated } from 'kysely';
import type { HelpLanguage } from '@shared/help/contract.ts';

/** help window (migration 004): articles with view counts; messages for the assistant */
interface HelpArticlesTable { id: Generated<number>; title: string; body: string; category: string; views: Generated<number>; sort: Generated<number> }

/** help articles in a language other than zh-CN (migration 017), one per article and language */
interface HelpArticleTranslationsTable { id: Generated<number>; article_id: number; lang: HelpLanguage; title: string; category: string; body: string }

interface HelpContactsTable { id: Generated<number>; user_id: number; contact: Generated<string>; message: string; page: Generated<string>; created_at: number }

export interface HelpTables {
  help_articles: HelpArticlesTable;
  help_article_translations: HelpArticleTranslationsTable;
  help_contacts: HelpContactsTable;
}
