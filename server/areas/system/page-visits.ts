/**
 * Page-visit log (spec §2 Routing rules: each navigation logs a page-visit action).
 */
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { Session } from '@server/http/session-types.ts';
import type { Db } from '@server/db/database.ts';

export function createPageVisitService(ctx: ServiceContext) {
  const { db } = ctx;

  return {
    async record(session: Session, path: string, title: string): Promise<void> {
      await db
        .insertInto('page_visits')
        .values({ user_id: session.user.id, path, title, created_at: seconds(ctx.now) })
        .execute();
    },

    /** For the seed: visits at given times. */
    async insertMany(trx: Db, rows: { user_id: number; path: string; title: string; created_at: number }[]): Promise<void> {
      if (rows.length > 0) await trx.insertInto('page_visits').values(rows).execute();
    },
  };
}
