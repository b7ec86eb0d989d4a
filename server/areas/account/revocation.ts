/**
 * Ends every live token family of an account (used when a staff account is disabled).
 */
import type { Db } from '@server/db/database.ts';
import type { RevokedReason } from './schema.ts';

export async function revokeFamiliesOfUser(trx: Db, userId: number, reason: RevokedReason, now: number): Promise<void> {
  await trx
    .updateTable('token_families')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
