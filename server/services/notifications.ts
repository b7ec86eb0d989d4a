/**
 * Notification messages of the main account the caller works for (spec §3 Notification message).
 */
import type { UnreadCounts } from '../../shared/api/notifications.ts';
import type { ServiceContext } from './context.ts';
import type { Session } from './session-types.ts';

export function createNotificationService(ctx: ServiceContext) {
  const { db } = ctx;
  return {
    /** Unread messages per type and in all (spec §7 unread_message_count). */
    async unreadCounts(session: Session): Promise<UnreadCounts> {
      const rows = await db
        .selectFrom('notifications')
        .select(['msg_type', (eb) => eb.fn.countAll<number>().as('n')])
        .where('user_id', '=', session.main.id)
        .where('read_status', '=', 0)
        .groupBy('msg_type')
        .execute();
      const counts: UnreadCounts = { all: 0, platform: 0, deal: 0, market: 0, official: 0 };
      for (const row of rows) {
        const n = Number(row.n);
        counts[row.msg_type] += n;
        counts.all += n;
      }
      return counts;
    },
  };
}
