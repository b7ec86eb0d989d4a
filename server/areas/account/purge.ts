/**
 * The purge of old account rows, by the server's clock, so the tables do not grow for ever: run at start and
 * every hour (sweep.ts). Plain deletes by time, each its own statement: instances sweeping at once delete the same
 * rows, and the later finds nothing left.
 *
 * - tokens a day past their expiry (an expired access token answers 50014 for that day, then 50008 like any unknown
 *   token; a refresh token expires with its login, and a used one is kept that long for replay detection);
 * - token families a day past their absolute end (logged out, revoked or not: their tokens are dead), except each
 *   account's two newest, which the dashboard's "last sign-in" reads;
 * - SMS codes sent more than a day ago (expired long since, and before today's count of sent codes);
 * - failed sign-ins out of the limits' window;
 * - calls made with API keys, after `API_KEY_LIMITS.callDays`.
 */
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { SECONDS_PER_DAY } from '@server/db/time.ts';
import { API_KEY_LIMITS } from '@shared/api-keys/rules.ts';
import { SIGN_IN_LIMITS, type SignInLimits } from './sign-in-limits.ts';

const PURGE_RULES = {
  /** seconds past a token's expiry or a family's end before its row goes */
  keepExpired: SECONDS_PER_DAY,
  /** seconds after its sending before an SMS code's row goes (a code lives 5 minutes; a day's count needs a day) */
  keepSmsCodes: SECONDS_PER_DAY,
  /** how many of an account's newest families stay however old */
  keepFamiliesPerUser: 2,
} as const;

export type PurgeCounts = { tokens: number; families: number; smsCodes: number; failures: number; apiKeyCalls: number };

export function createAccountPurge(ctx: ServiceContext, limits: Pick<SignInLimits, 'window'> = SIGN_IN_LIMITS) {
  const { db } = ctx;

  return {
    /** Deletes what is past keeping; how many rows of each kind went. */
    async run(): Promise<PurgeCounts> {
      const now = seconds(ctx.now);
      const expired = now - PURGE_RULES.keepExpired;
      const tokens = await db.deleteFrom('tokens').where('exp', '<=', expired).executeTakeFirst();
      const families = await db
        .deleteFrom('token_families')
        .where('absolute_exp', '<=', expired)
        .where(
          (eb) =>
            eb
              .selectFrom('token_families as newer')
              .select((inner) => inner.fn.countAll<number>().as('n'))
              .whereRef('newer.user_id', '=', 'token_families.user_id')
              .whereRef('newer.id', '>', 'token_families.id'),
          '>=',
          PURGE_RULES.keepFamiliesPerUser,
        )
        .executeTakeFirst();
      const smsCodes = await db.deleteFrom('sms_codes').where('created_at', '<', now - PURGE_RULES.keepSmsCodes).executeTakeFirst();
      const failures = await db.deleteFrom('login_failures').where('at', '<=', now - limits.window).executeTakeFirst();
      const apiKeyCalls = await db.deleteFrom('api_key_calls').where('at', '<', now - API_KEY_LIMITS.callDays * SECONDS_PER_DAY).executeTakeFirst();
      return {
        tokens: Number(tokens.numDeletedRows),
        families: Number(families.numDeletedRows),
        smsCodes: Number(smsCodes.numDeletedRows),
        failures: Number(failures.numDeletedRows),
        apiKeyCalls: Number(apiKeyCalls.numDeletedRows),
      };
    },
  };
}

export type AccountPurge = ReturnType<typeof createAccountPurge>;
