/** Tables of the help area, merged into Database in server/db/schema.ts. Times are unix seconds; flags 0/1. */
import type { Generated } from 'kysely';

/** help window (migration 004): articles with view counts; messages for the assistant */
export interface HelpArticlesTable { id: Generated<number>; title: string; body: string; category: string; views: Generated<number>; sort: Generated<number> }

export interface HelpContactsTable { id: Generated<number>; user_id: number; contact: Generated<string>; message: string; page: Generated<string>; created_at: number }
