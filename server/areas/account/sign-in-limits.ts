/**
 * Limits on failed sign-ins. Every wrong password and every wrong SMS code is a row of login_failures, once
 * for the phone tried and once for the caller's address, so every server instance sharing the database counts the
 * same failures. A phone, or an address, with too many failures in the sliding window is refused (429, Retry-After)
 * without its credentials being checked: a locked phone cannot be probed.
 *
 * An attempt writes its rows before the credentials are checked, as a reservation: attempts sent at once each see the
 * others, so a burst gets no more tries than the limit. A refused attempt takes its rows back (it tried nothing); a
 * right one takes them back too and clears the phone's failures (not the address's: one account's success must not
 * reset the count of guesses at other phones).
 */
import { fail, type ApiError } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import type { Db } from '@server/db/database.ts';
import type { LoginFailureKind } from './schema.ts';

export const SIGN_IN_LIMITS = {
  /** seconds a failure counts */
  window: 15 * 60,
  /** failures of one phone within the window (wrong passwords and wrong SMS codes together) */
  perPhone: 5,
  /** failures from one address within the window, whatever the phones */
  perAddress: 20,
} as const;

export type SignInLimits = { window: number; perPhone: number; perAddress: number };

/** The answer while sign-in is locked: minutes rounded up, the header in seconds. */
function tooManyFailures(wait: number): ApiError {
  return fail.rateLimited(`登录失败次数过多，请 ${Math.ceil(wait / 60)} 分钟后再试`, wait);
}

/** A count of rows of `login_failures` against one key, and how many the window holds before it refuses. */
export type Counted = { kind: LoginFailureKind; key: string; limit: number };

/**
 * Seconds until fewer than `limit` rows of the key (other than the rows `except`) are in the window ending `now`:
 * when the limit-th newest one leaves it. 0 when there are fewer already.
 */
export async function waitUnderLimit(db: Db, counted: Counted, except: readonly number[], now: number, window: number): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select('at')
    .where('kind', '=', counted.kind)
    .where('key', '=', counted.key)
    .where('at', '>', now - window)
    .$if(except.length > 0, (query) => query.where('id', 'not in', except))
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .offset(counted.limit - 1)
    .executeTakeFirst();
  return row ? row.at + window - now : 0;
}

export function createSignInGuard(ctx: ServiceContext, limits: SignInLimits = SIGN_IN_LIMITS) {
  const { db } = ctx;

  async function longestWait(keys: readonly Counted[], except: readonly number[]): Promise<number> {
    const now = seconds(ctx.now);
    const waits = await Promise.all(keys.map((counted) => waitUnderLimit(db, counted, except, now, limits.window)));
    return Math.max(0, ...waits);
  }

  return {
    /**
     * One sign-in attempt of `phone` from `address` under the limits: `check` tells whether the credentials are
     * right. Throws 429 before `check` while the phone or the address is locked, and after a wrong `check` that
     * reaches a limit; otherwise answers what `check` said.
     */
    async attempt(phone: string, address: string, check: () => Promise<boolean>): Promise<boolean> {
      const keys: Counted[] = [
        { kind: 'phone', key: phone, limit: limits.perPhone },
        { kind: 'address', key: address, limit: limits.perAddress },
      ];
      const at = seconds(ctx.now);
      const inserted = await db
        .insertInto('login_failures')
        .values(keys.map(({ kind, key }) => ({ kind, key, at })))
        .returning('id')
        .execute();
      const own = inserted.map((row) => row.id);
      const takeBack = () => db.deleteFrom('login_failures').where('id', 'in', own).execute();
      let right: boolean;
      try {
        const wait = await longestWait(keys, own);
        if (wait > 0) throw tooManyFailures(wait);
        right = await check();
      } catch (error) {
        await takeBack();
        throw error;
      }
      if (right) {
        await db
          .deleteFrom('login_failures')
          .where((eb) => eb.or([eb('id', 'in', own), eb.and([eb('kind', '=', 'phone'), eb('key', '=', phone)])]))
          .execute();
        return true;
      }
      // the rows stay: this was a failure; the one that reaches a limit says so at once
      const wait = await longestWait(keys, []);
      if (wait > 0) throw tooManyFailures(wait);
      return false;
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
