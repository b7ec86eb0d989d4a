/**
 * Demo packages: the demo teacher bought a monthly traffic package 20 days ago, paid and booked like a
 * real order (past the refund window), so /package shows a running package, its order and /traffic a larger
 * allowance at once. A traffic package leaves the storage quota as it was.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema.ts';
import { SECONDS_PER_DAY } from '@server/db/time.ts';
import { seedPaidPackage } from './orders.ts';

export async function seedPackages(db: Kysely<Database>, ownerId: number, now: number): Promise<void> {
  await db.transaction().execute((trx) => seedPaidPackage(trx, ownerId, 'traffic-100g', now - 20 * SECONDS_PER_DAY - 300, now - 20 * SECONDS_PER_DAY));
}
