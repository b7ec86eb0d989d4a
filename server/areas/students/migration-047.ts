/**
 * The student list's total for a channel with a spend range (issue 15 bench: 抖音 + spend ≥ ¥500 counted 421 ms at a
 * million students): neither the channel's index (by last order) nor the spend's serves both, so the count read
 * every student of the channel. This one reads only the matching ones, and is the page's index when sorted by spend.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('owner_buyers_channel_spend').on('owner_buyers').columns(['owner_id', 'first_channel', 'spend desc', 'buyer_id desc']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('owner_buyers_channel_spend').ifExists().execute();
}
