/**
 * The student list's slow cases at a million students (the students bench):
 * - a channel with a spend range counted every student of the channel (421 ms): neither the channel's index (by last
 *   order) nor the spend's serves both. `owner_buyers_channel_spend` reads only the matching ones, and is the page's
 *   index when sorted by spend.
 * - the page sorted by last order with a first-order range or a spend range walks the last-order index and tested
 *   each row in the table (35 ms for a 3-month range): the last-order indexes now carry the first order's time and
 *   the spend, so a row is tested in the index and only the page's rows are read from the table.
 */
import type { Kysely } from 'kysely';

const LAST = ['owner_id', 'last_order_at desc', 'buyer_id desc'];
const CHANNEL_LAST = ['owner_id', 'first_channel', 'last_order_at desc', 'buyer_id desc'];
const TESTED = ['first_order_at', 'spend'];

async function replace(db: Kysely<unknown>, name: string, columns: string[]): Promise<void> {
  await db.schema.dropIndex(name).execute();
  await db.schema.createIndex(name).on('owner_buyers').columns(columns).execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('owner_buyers_channel_spend').on('owner_buyers').columns(['owner_id', 'first_channel', 'spend desc', 'buyer_id desc']).execute();
  await replace(db, 'owner_buyers_last', [...LAST, ...TESTED]);
  await replace(db, 'owner_buyers_channel_last', [...CHANNEL_LAST, ...TESTED]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await replace(db, 'owner_buyers_channel_last', CHANNEL_LAST);
  await replace(db, 'owner_buyers_last', LAST);
  await db.schema.dropIndex('owner_buyers_channel_spend').ifExists().execute();
}
