/** A Douyin user's contact with a teacher (joined a group, sent a message): the potential customers' row, upserted. */
import { sql } from 'kysely';
import type { Db } from '@server/db/database.ts';
import { greatestOf, leastOf } from '@server/db/portable-sql.ts';

export type Contact = { ownerId: number; douyinUid: string; nickname: string; phone: string; groupId: number; at: number; messages: 0 | 1 };

export async function touchContact(trx: Db, c: Contact): Promise<void> {
  await trx
    .insertInto('douyin_contacts')
    .values({ owner_id: c.ownerId, douyin_uid: c.douyinUid, nickname: c.nickname, phone: c.phone, source_group_id: c.groupId, first_contact_at: c.at, last_contact_at: c.at, messages_n: c.messages })
    .onConflict((oc) =>
      oc.columns(['owner_id', 'douyin_uid']).doUpdateSet({
        nickname: sql<string>`case when excluded.nickname <> '' then excluded.nickname else douyin_contacts.nickname end`,
        phone: sql<string>`case when excluded.phone <> '' then excluded.phone else douyin_contacts.phone end`,
        source_group_id: sql<number>`coalesce(douyin_contacts.source_group_id, excluded.source_group_id)`,
        first_contact_at: leastOf(trx, sql.ref('douyin_contacts.first_contact_at'), sql.ref('excluded.first_contact_at')),
        last_contact_at: greatestOf(trx, sql.ref('douyin_contacts.last_contact_at'), sql.ref('excluded.last_contact_at')),
        messages_n: sql<number>`douyin_contacts.messages_n + excluded.messages_n`,
      }),
    )
    .execute();
}
