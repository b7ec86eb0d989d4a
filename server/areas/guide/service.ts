/**
 * The guide dialogs an account has finished or dismissed (shown once per account, also on another
 * device). Each account has its own flags, staff accounts included: a guide is about what a person has seen.
 */
import { GUIDE_VARIANTS, type GuideVariant } from '@shared/guide/paths.ts';
import type { GuideStatus } from '@shared/guide/types.ts';
import type { Db } from '@server/db/database.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { Session } from '@server/http/session-types.ts';

export function createGuideService(ctx: ServiceContext) {
  const { db } = ctx;

  async function status(userId: number): Promise<GuideStatus> {
    const rows = await db.selectFrom('guide_flags').select('variant').where('user_id', '=', userId).execute();
    const done = new Set(rows.map((row) => row.variant));
    return { steps: done.has('steps'), demo: done.has('demo') };
  }

  return {
    /** The signed-in account's flags. */
    status: (session: Session): Promise<GuideStatus> => status(session.user.id),

    /** Marks a variant seen for the signed-in account; the first time counts, repeating changes nothing. */
    async markDone(session: Session, variant: GuideVariant): Promise<GuideStatus> {
      await db
        .insertInto('guide_flags')
        .values({ user_id: session.user.id, variant, done_at: seconds(ctx.now) })
        .onConflict((oc) => oc.columns(['user_id', 'variant']).doNothing())
        .execute();
      return status(session.user.id);
    },

    /** First-start seed: accounts that have seen every guide. Run inside the seed's transaction. */
    async markSeen(trx: Db, userIds: number[]): Promise<void> {
      const rows = userIds.flatMap((user_id) => GUIDE_VARIANTS.map((variant) => ({ user_id, variant, done_at: seconds(ctx.now) })));
      if (rows.length) await trx.insertInto('guide_flags').values(rows).onConflict((oc) => oc.doNothing()).execute();
    },
  };
}
