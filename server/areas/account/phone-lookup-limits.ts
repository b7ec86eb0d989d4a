/**
 * Limits on asking whether a phone is registered (`/api/v3/account/phone/exist`), which would otherwise tell a
 * caller, number after number, who has an account. Each look-up is counted like a failed sign-in (rows of
 * `login_failures`, so every instance sharing the database counts the same): once for the phone and once for the
 * caller's address, within the sign-in window. A look-up past either limit is refused (429, Retry-After) without
 * being answered, and counts for nothing.
 */
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { SIGN_IN_LIMITS, waitUnderLimit, type Counted } from './sign-in-limits.ts';

export const PHONE_LOOKUP_LIMITS = {
  /** seconds a look-up counts: the sign-in window, which the purge keeps */
  window: SIGN_IN_LIMITS.window,
  /** look-ups of one phone within the window */
  perPhone: 10,
  /** look-ups from one address within the window, whatever the phones */
  perAddress: 30,
} as const;

export type PhoneLookupLimits = { window: number; perPhone: number; perAddress: number };

export function createPhoneLookupGuard(ctx: ServiceContext, limits: PhoneLookupLimits = PHONE_LOOKUP_LIMITS) {
  const { db } = ctx;
  return {
    /** Answers `look()` for `phone` asked from `address`, or refuses it once either has asked too often. */
    async lookup<T>(phone: string, address: string, look: () => Promise<T>): Promise<T> {
      const keys: Counted[] = [
        { kind: 'lookup_phone', key: phone, limit: limits.perPhone },
        { kind: 'lookup_address', key: address, limit: limits.perAddress },
      ];
      const now = seconds(ctx.now);
      // counted first, as a reservation: look-ups sent at once each see the others
      const own = (await db.insertInto('login_failures').values(keys.map(({ kind, key }) => ({ kind, key, at: now }))).returning('id').execute()).map((row) => row.id);
      const waits = await Promise.all(keys.map((counted) => waitUnderLimit(db, { ...counted, limit: counted.limit + 1 }, [], now, limits.window)));
      const wait = Math.max(0, ...waits);
      if (wait > 0) {
        await db.deleteFrom('login_failures').where('id', 'in', own).execute();
        throw fail.rateLimited(`查询过于频繁，请 ${Math.ceil(wait / 60)} 分钟后再试`, wait);
      }
      return look();
    },
  };
}
