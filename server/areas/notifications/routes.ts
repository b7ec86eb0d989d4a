/**
 * Notification calls of spec §7 "Shell calls" under /api/v3/column_hybrid/{channel}/: unread counts, the message
 * list, read and read-all; the event stream lives in stream-routes.ts. A staff account sees its main account's
 * messages. With LECTERN_DEV_ROUTES=1 (never in production) `message_create` adds a message to the caller's account.
 */
import { devRoutesEnabled } from '@server/config.ts';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id, Type } from '@shared/api/schema.ts';
import { MESSAGE_PAGE_SIZE, MESSAGE_PAGE_SIZE_MAX, NOTIFICATION_PATHS, type MessageType } from '@shared/notifications/contract.ts';
import { MessageTypeField, NotificationMessage, ReadStatus, UnreadCounts } from '@shared/notifications/types.ts';
import { SHELL } from '@shared/menu/modules.ts';
import { fail } from '@server/errors.ts';
import { answers, dataAnswer, EmptyAnswer, rowsAnswer } from '@server/http/answer-schemas.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { closedBody, queryOf } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';
import { registerNotificationStreamRoutes } from './stream-routes.ts';

const config = inModule(SHELL);

export function registerNotificationRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { notifications } = services;

  app.get(NOTIFICATION_PATHS.unreadCount, { config, schema: { querystring: queryOf({}), response: answers(dataAnswer(UnreadCounts)) } }, async (request) =>
    ok(await notifications.unreadCounts(sessionOf(request))),
  );

  app.get(
    NOTIFICATION_PATHS.messageList,
    {
      config,
      schema: {
        querystring: queryOf({
          page: Type.Integer({ minimum: 1, default: 1 }),
          pageSize: Type.Integer({ minimum: 1, maximum: MESSAGE_PAGE_SIZE_MAX, default: MESSAGE_PAGE_SIZE }),
          msgType: Type.Optional(MessageTypeField),
          status: Type.Optional(ReadStatus),
          readStatus: Type.Optional(ReadStatus),
          user_id: Type.Optional(Id),
          userId: Type.Optional(Id),
        }),
        response: answers(rowsAnswer(NotificationMessage)),
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

  app.post(
    NOTIFICATION_PATHS.setRead,
    { config, schema: { querystring: queryOf({}), body: closedBody(Type.Object({ messageId: Id })), response: answers(EmptyAnswer) } },
    async (request) => {
      await notifications.setRead(sessionOf(request), request.body.messageId);
      return ok();
    },
  );

  app.post(
    NOTIFICATION_PATHS.setReadAll,
    { config, schema: { querystring: queryOf({}), body: closedBody(Type.Object({ msgType: Type.Optional(MessageTypeField) })), response: answers(EmptyAnswer) } },
    async (request) => {
      // the body may be left out altogether: every type is read then
      const body = request.body as { msgType?: MessageType } | undefined;
      await notifications.setReadAll(sessionOf(request), body?.msgType);
      return ok();
    },
  );

  if (devRoutesEnabled()) {
    app.post(
      NOTIFICATION_PATHS.devCreate,
      {
        config,
        schema: {
          querystring: queryOf({}),
          body: closedBody(
            Type.Object({
              title: Type.String({ minLength: 1, maxLength: 100 }),
              subtitle: Type.Optional(Type.String({ maxLength: 200 })),
              content: Type.Optional(Type.String({ maxLength: 5000 })),
              msg_type: MessageTypeField,
            }),
          ),
          response: answers(dataAnswer(NotificationMessage)),
        },
      },
      async (request) => ok(await notifications.create(sessionOf(request).main.id, request.body)),
    );
  }

  registerNotificationStreamRoutes(app, services);
}
