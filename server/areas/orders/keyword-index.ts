/** The buyers' nickname index (server/db/keyword-search.ts), made by migration 033: the order list's buyer search. */
import type { KeywordIndex } from '@server/db/keyword-search.ts';

export const BUYER_KEYWORDS: KeywordIndex = { table: 'buyers', columns: ['nickname'] };
