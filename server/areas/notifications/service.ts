/**
 * Notification messages of the main account the caller works for (spec §3 Notification message, §7 Shell calls).
 * Every change of a user's messages (created, read) is published on the `notifications` event channel, in the
 * transaction that makes it (server/db/events.ts: every server instance hears it, once it commits), which the event
 * stream (stream-routes.ts) turns into `unread` and `message` events for that user's open streams.
 */
import type { MessageType, NotificationMessage, ReadStatus, UnreadCounts } from '@shared/notifications/contract.ts';
import type { Db } from '@server/db/database.ts';
import type { Events } from '@server/db/events.ts';
import type { NotificationsTable } from './schema.ts';
import { fail } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import type { Session } from '@server/http/session-types.ts';

export type MessageListOptions = { page: number; pageSize: number; msgType?: MessageType; readStatus?: ReadStatus };

export type NewMessage = { title: string; subtitle?: string; content?: string; msg_type: MessageType };

/** What happened to a main account's messages; `messageId` is set for a new one (ids only: events stay small). */
export type NotificationChange = { userId: number; messageId?: number };

/** the event channel of notification changes */
export const NOTIFICATION_CHANNEL = 'notifications';

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** A change as published, or undefined for anything else on the channel. */
function changeOf(payload: unknown): NotificationChange | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { userId, messageId } = payload as Record<string, unknown>;
  if (!isId(userId)) return undefined;
  if (messageId === undefined) return { userId };
  return isId(messageId) ? { userId, messageId } : undefined;
}

const MESSAGE_NOT_FOUND = '消息不存在';

type MessageRow = Pick<NotificationsTable, 'title' | 'subtitle' | 'content' | 'msg_type' | 'created_at'> & { id: number; read_status: number };

function toMessage(row: MessageRow): NotificationMessage {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    content: row.content,
    msg_type: row.msg_type,
    read_status: row.read_status === 1 ? 1 : 0,
    created_at: row.created_at,
  };
}

const COLUMNS = ['id', 'title', 'subtitle', 'content', 'msg_type', 'read_status', 'created_at'] as const;

export function createNotificationService(ctx: ServiceContext, events: Events) {
  const { db } = ctx;

  /** Publishes a change with the transaction that made it: heard only if it commits. */
  const announce = (trx: Db, change: NotificationChange) => events.publish(NOTIFICATION_CHANNEL, change, trx);

  /** Unread messages per type and in all of one main account. */
  async function countsOf(mainId: number, conn: Db = db): Promise<UnreadCounts> {
    const rows = await conn
      .selectFrom('notifications')
      .select(['msg_type', (eb) => eb.fn.countAll<number>().as('n')])
      .where('user_id', '=', mainId)
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
  }

  return {
    countsOf,

    /** Unread messages per type and in all (spec §7 unread_message_count). */
    unreadCounts(session: Session): Promise<UnreadCounts> {
      return countsOf(session.main.id);
    },

    /** One page of messages, newest first (spec §7 message_list). */
    async list(session: Session, options: MessageListOptions): Promise<{ rows: NotificationMessage[]; totalCount: number }> {
      let query = db.selectFrom('notifications').where('user_id', '=', session.main.id);
      if (options.msgType) query = query.where('msg_type', '=', options.msgType);
      if (options.readStatus !== undefined) query = query.where('read_status', '=', options.readStatus);
      return countedPage(query, options, (page) => page.select([...COLUMNS]).orderBy('created_at', 'desc').orderBy('id', 'desc'), (rows) => rows.map(toMessage));
    },

    /** Marks one of the account's messages read (spec §7 message_setread); someone else's is not found. */
    async setRead(session: Session, messageId: number): Promise<void> {
      const changed = await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('notifications')
          .set({ read_status: 1 })
          .where('id', '=', messageId)
          .where('user_id', '=', session.main.id)
          .where('read_status', '=', 0)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await announce(trx, { userId: session.main.id });
        return true;
      });
      if (changed) return;
      // nothing changed: already read (fine, the call is idempotent) or not this account's message
      const exists = await db
        .selectFrom('notifications')
        .select('id')
        .where('id', '=', messageId)
        .where('user_id', '=', session.main.id)
        .executeTakeFirst();
      if (!exists) throw fail.notFound(MESSAGE_NOT_FOUND);
    },

    /** Marks every unread message of the account read, or those of one type (spec §7 message_setread_all). */
    async setReadAll(session: Session, msgType?: MessageType): Promise<number> {
      return db.transaction().execute(async (trx) => {
        let update = trx.updateTable('notifications').set({ read_status: 1 }).where('user_id', '=', session.main.id).where('read_status', '=', 0);
        if (msgType) update = update.where('msg_type', '=', msgType);
        const changed = Number((await update.executeTakeFirst()).numUpdatedRows);
        if (changed > 0) await announce(trx, { userId: session.main.id });
        return changed;
      });
    },

    /** Adds an unread message for a main account (demo data, the dev route, tests) and announces it. */
    async create(mainId: number, input: NewMessage): Promise<NotificationMessage> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('notifications')
          .values({
            user_id: mainId,
            title: input.title,
            subtitle: input.subtitle ?? '',
            content: input.content ?? '',
            msg_type: input.msg_type,
            read_status: 0,
            created_at: seconds(ctx.now),
          })
          .returning([...COLUMNS])
          .executeTakeFirstOrThrow();
        await announce(trx, { userId: mainId, messageId: row.id });
        return toMessage(row);
      });
    },

    /** One message of a main account (what the stream sends for a new one), or undefined. */
    async messageOf(mainId: number, messageId: number): Promise<NotificationMessage | undefined> {
      const row = await db.selectFrom('notifications').select([...COLUMNS]).where('id', '=', messageId).where('user_id', '=', mainId).executeTakeFirst();
      return row ? toMessage(row) : undefined;
    },

    /** Calls `listener` with every change of any account's messages; returns the unsubscribe function. */
    onChange(listener: (change: NotificationChange) => void): () => void {
      return events.subscribe(NOTIFICATION_CHANNEL, (payload) => {
        const change = changeOf(payload);
        if (change) listener(change);
      });
    },
  };
}
