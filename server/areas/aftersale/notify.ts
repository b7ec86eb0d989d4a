/**
 * What after-sale tells the two sides, in the caller's transaction: the teacher hears of a new request
 * or complaint in the notification centre as a 交易消息 (announced to the open streams once it commits, as
 * server/areas/notifications/service.ts does), and the buyer reads the teacher's answers on the student side
 * (`buyer_messages`).
 */
import type { BuyerMessageKind } from '@shared/aftersale/types.ts';
import type { Db } from '@server/db/database.ts';
import type { Events } from '@server/db/events.ts';
import { NOTIFICATION_CHANNEL } from '@server/areas/notifications/service.ts';

export type TeacherNotice = { title: string; subtitle: string; content: string };

/** A 交易消息 for the teacher `ownerId`; `events` absent (the seed) announces nothing; `read` for one already seen. */
export async function notifyTeacher(trx: Db, events: Events | undefined, ownerId: number, notice: TeacherNotice, now: number, read = false): Promise<number> {
  const { id } = await trx
    .insertInto('notifications')
    .values({ user_id: ownerId, title: notice.title, subtitle: notice.subtitle, content: notice.content, msg_type: 'deal', read_status: read ? 1 : 0, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await events?.publish(NOTIFICATION_CHANNEL, { userId: ownerId, messageId: id }, trx);
  return id;
}

export type BuyerNotice = {
  buyerId: number;
  ownerId: number;
  orderId: number;
  kind: BuyerMessageKind;
  title: string;
  body: string;
  ref: { type: 'refund' | 'appeal'; id: number };
};

/** A message for the buyer on the student side. */
export async function tellBuyer(trx: Db, notice: BuyerNotice, now: number): Promise<void> {
  await trx
    .insertInto('buyer_messages')
    .values({
      buyer_id: notice.buyerId,
      owner_id: notice.ownerId,
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      order_id: notice.orderId,
      ref_type: notice.ref.type,
      ref_id: notice.ref.id,
      created_at: now,
    })
    .execute();
}
