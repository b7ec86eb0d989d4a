/** Demo students (issue 15): the order seed's buyers are the demo teacher's students already (the triggers of
 * migration 046); one of them carries a note, so /user/detail shows one at first start. */
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
}
