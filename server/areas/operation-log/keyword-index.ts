/** The operation log's keyword index over its summaries (server/db/keyword-search.ts), made by migration 040. */
import type { KeywordIndex } from '@server/db/keyword-search.ts';

export const OPERATION_SUMMARIES: KeywordIndex = { table: 'operation_logs', columns: ['summary'] };
