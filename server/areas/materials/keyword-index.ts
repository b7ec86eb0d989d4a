/** The material titles' keyword index (server/db/keyword-search.ts), made by migration 002. */
import type { KeywordIndex } from '@server/db/keyword-search.ts';

export const MATERIAL_TITLES: KeywordIndex = { table: 'materials', columns: ['title'] };
