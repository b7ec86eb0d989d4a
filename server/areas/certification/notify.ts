/**
 * The platform's word on a reviewed application: a 平台消息 in the teacher's notification centre, in the
 * review's transaction, announced to the open streams once it commits (as server/areas/notifications/service.ts does).
 */
import type { Db } from '@server/db/database.ts';
import type { Events } from '@server/db/events.ts';
import { NOTIFICATION_CHANNEL } from '@server/areas/notifications/service.ts';

export type ReviewNotice = { title: string; approved: boolean; reason: string };

export async function notifyReview(trx: Db, events: Events | undefined, ownerId: number, notice: ReviewNotice, now: number): Promise<void> {
  const title = `${notice.title}${notice.approved ? '已通过' : '未通过'}`;
  const subtitle = notice.approved ? '你的申请已通过平台审核' : `驳回原因：${notice.reason}`;
  const content = notice.approved ? `你的${notice.title}申请已通过平台审核，认证标识已展示在讲师信息中。` : `你的${notice.title}申请未通过平台审核。驳回原因：${notice.reason}。请修改后重新提交。`;
  const { id } = await trx
    .insertInto('notifications')
    .values({ user_id: ownerId, title, subtitle, content, msg_type: 'platform', read_status: 0, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await events?.publish(NOTIFICATION_CHANNEL, { userId: ownerId, messageId: id }, trx);
}
