/** Demo students: the order seed's buyers are the demo teacher's students already (the triggers of
 * migration 046); one of them carries a note, so /user/detail shows one at first start; and tags, so /user/tags
 * shows rule tags the server matches and a manual one given to two students. */
import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema.ts';

export async function seedStudents(db: Kysely<Database>, ownerId: number, now: number): Promise<void> {
  const student = await db
    .selectFrom('owner_buyers as s')
    .innerJoin('buyers as b', 'b.id', 's.buyer_id')
    .select('s.buyer_id')
    .where('s.owner_id', '=', ownerId)
    .where('b.phone', '=', '13700000001')
    .executeTakeFirst();
  if (!student) return;
  await db.updateTable('owner_buyers').set({ note: '老学员，常拍人像，想学夜景', updated_at: now }).where('owner_id', '=', ownerId).where('buyer_id', '=', student.buyer_id).execute();
  await seedTags(db, ownerId, now);
}

const DEMO_RULES = [
  { name: '复购学员', spend_min: null, orders_min: 2, channel: null },
  { name: '高消费学员', spend_min: 20_000, orders_min: null, channel: null },
  { name: '抖音来源', spend_min: null, orders_min: null, channel: 'dy' as const },
];

async function seedTags(db: Kysely<Database>, ownerId: number, now: number): Promise<void> {
  await db
    .insertInto('student_tags')
    .values(DEMO_RULES.map((rule) => ({ owner_id: ownerId, kind: 'rule' as const, ...rule, created_at: now, updated_at: now })))
    .execute();
  const manual = await db
    .insertInto('student_tags')
    .values({ owner_id: ownerId, name: '重点跟进', kind: 'manual', spend_min: null, orders_min: null, channel: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const followed = await db
    .selectFrom('owner_buyers as s')
    .innerJoin('buyers as b', 'b.id', 's.buyer_id')
    .select('s.buyer_id')
    .where('s.owner_id', '=', ownerId)
    .where('b.phone', 'in', ['13700000001', '13700000002'])
    .execute();
  if (followed.length > 0) {
    await db.insertInto('student_tag_links').values(followed.map((s) => ({ tag_id: manual.id, owner_id: ownerId, buyer_id: s.buyer_id, created_at: now }))).execute();
  }
}
