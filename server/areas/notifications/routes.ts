/**
 * Notification calls of spec §7 "Shell calls" under /api/v3/column_hybrid/{channel}/: unread counts, the message
 * list, read and read-all; the event stream lives in stream-routes.ts. A staff account sees its main account's
 * messages. With LECTERN_DEV_ROUTES=1 (never in production) `message_create` adds a message to the caller's account.
 */
import { devRoutesEnabled } from '@server/config.ts';
import type { FastifyInstance } from 'fastify';
import { MESSAGE_PAGE_SIZE, MESSAGE_PAGE_SIZE_MAX, MESSAGE_TYPES, NOTIFICATION_PATHS, type MessageType, type ReadStatus } from '@shared/notifications/contract.ts';
import { SHELL } from '@shared/menu/modules.ts';
import { fail } from '@server/errors.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { bodySchema, idField, querySchema } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';
import type { Services } from '@server/services.ts';
import { registerNotificationStreamRoutes } from './stream-routes.ts';

const msgTypeField = { type: 'string', enum: [...MESSAGE_TYPES] } as const;
const readStatusField = { type: 'integer', enum: [0, 1], [RULE_KEYWORD]: '必须是 0（未读）或 1（已读）' } as const;

type ListQuery = {
  page: number;
  pageSize: number;
  msgType?: MessageType;
  status?: ReadStatus;
  readStatus?: ReadStatus;
  user_id?: number;
  userId?: number;
};

export function registerNotificationRoutes(app: FastifyInstance, services: Services): void {
  const { notifications } = services;

  app.get(NOTIFICATION_PATHS.unreadCount, { config: inModule(SHELL), schema: { querystring: querySchema() } }, async (request) =>
    ok(await notifications.unreadCounts(sessionOf(request))),
  );

  app.get<{ Querystring: ListQuery }>(
    NOTIFICATION_PATHS.messageList,
    {
      config: inModule(SHELL),
      schema: {
        querystring: querySchema({
          page: { type: 'integer', minimum: 1, default: 1 },
          pageSize: { type: 'integer', minimum: 1, maximum: MESSAGE_PAGE_SIZE_MAX, default: MESSAGE_PAGE_SIZE },
          msgType: msgTypeField,
          status: readStatusField,
          readStatus: readStatusField,
          user_id: idField,
          userId: idField,
        }),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const q = request.query;
      // spec §7 names both spellings of each; given twice, they must agree
      if (q.status !== undefined && q.readStatus !== undefined && q.status !== q.readStatus) {
        throw fail.validation('参数错误：status 与 readStatus 不一致');
      }
      if (q.user_id !== undefined && q.userId !== undefined && q.user_id !== q.userId) {
        throw fail.validation('参数错误：user_id 与 userId 不一致');
      }
      const userId = q.user_id ?? q.userId;
      // the signed-in account, or the main account a staff account works for; nobody else's messages
      if (userId !== undefined && userId !== session.user.id && userId !== session.main.id) {
        throw fail.forbidden('无权查看其他账号的消息');
      }
      const readStatus = q.readStatus ?? q.status;
      const page = await notifications.list(session, {
        page: q.page,
        pageSize: q.pageSize,
        ...(q.msgType ? { msgType: q.msgType } : {}),
        ...(readStatus !== undefined ? { readStatus } : {}),
      });
      return okRows(page.rows, page.totalCount);
    },
  );

  app.post<{ Body: { messageId: number } }>(
    NOTIFICATION_PATHS.setRead,
    { config: inModule(SHELL), schema: { querystring: querySchema(), body: bodySchema({ messageId: idField }) } },
    async (request) => {
      await notifications.setRead(sessionOf(request), request.body.messageId);
      return ok();
    },
  );

  app.post<{ Body: { msgType?: MessageType } | undefined }>(
    NOTIFICATION_PATHS.setReadAll,
    { config: inModule(SHELL), schema: { querystring: querySchema(), body: bodySchema({ msgType: msgTypeField }, []) } },
    async (request) => {
      await notifications.setReadAll(sessionOf(request), request.body?.msgType);
      return ok();
    },
  );

  if (devRoutesEnabled()) {
    app.post<{ Body: { title: string; subtitle?: string; content?: string; msg_type: MessageType } }>(
      NOTIFICATION_PATHS.devCreate,
      {
        config: inModule(SHELL),
        schema: {
          querystring: querySchema(),
          body: bodySchema(
            {
              title: { type: 'string', minLength: 1, maxLength: 100 },
              subtitle: { type: 'string', maxLength: 200 },
              content: { type: 'string', maxLength: 5000 },
              msg_type: msgTypeField,
            },
            ['title', 'msg_type'],
          ),
        },
      },
      async (request) => ok(await notifications.create(sessionOf(request).main.id, request.body)),
    );
  }

  registerNotificationStreamRoutes(app, services);
}
