/**
 * Demo learning: the demo teacher's students (the buyers of the order seed) played most of what they
 * bought on a few days after buying it, so /user/dashboard's active students and /user/detail's 课程学习 show real
 * figures at first start. The day counts follow by the triggers of migration 049.
 */
import type { Kysely } from 'kysely';
import { chinaDayOf } from '@shared/data-centre/rules.ts';
import type { Database } from '@server/db/schema.ts';

const DAY = 86_400;

export async function seedLearning(db: Kysely<Database>, ownerId: number, now: number): Promise<void> {
  const bought = await db
    .selectFrom('orders')
    .select(['buyer_id', 'product_kind', 'product_id'])
    .select((eb) => eb.fn.min<number>('created_at').as('bought_at'))
    .where('owner_id', '=', ownerId)
    .where('status', 'in', ['paid', 'partially_refunded'])
    .groupBy(['buyer_id', 'product_kind', 'product_id'])
    .orderBy('buyer_id')
    .orderBy('product_kind')
    .orderBy('product_id')
    .execute();
  for (const [i, b] of bought.entries()) {
    // every fourth product never played; the others 1 to 4 plays, a day or more apart, the last within the range
    if (i % 4 === 3) continue;
    const boughtAt = Number(b.bought_at);
    const plays = 1 + (i % 4);
    const progress = Math.min(100, 15 + ((i * 37) % 86));
    const played = Array.from({ length: plays }, (_, n) => Math.min(now - 600, boughtAt + 1_800 + n * (1 + (i % 3)) * DAY));
    await db
      .insertInto('student_progress')
      .values({
        owner_id: ownerId,
        buyer_id: b.buyer_id,
        product_kind: b.product_kind,
        product_id: b.product_id,
        seconds_played: plays * (300 + ((i * 131) % 1_500)),
        progress,
        plays_n: plays,
        first_played_at: played[0]!,
        last_played_at: played.at(-1)!,
      })
      .execute();
    for (const at of played) {
      await db
        .insertInto('student_active_days')
        .values({ owner_id: ownerId, day: chinaDayOf(at), buyer_id: b.buyer_id })
        .onConflict((oc) => oc.columns(['owner_id', 'day', 'buyer_id']).doNothing())
        .execute();
    }
  }
}
