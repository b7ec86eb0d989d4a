/** The help articles' keyword indexes (server/db/keyword-search.ts): the articles' (migration 004), their translations' (017). */
import type { KeywordIndex } from '@server/db/keyword-search.ts';

export const HELP_TEXTS: KeywordIndex = { table: 'help_articles', columns: ['title', 'body'] };

export const HELP_TRANSLATION_TEXTS: KeywordIndex = { table: 'help_article_translations', columns: ['title', 'body'] };
