/**
 * The operation-log calls (docs/api.md "Operation log"): the list of /setting/record and its export, of
 * the page 账号设置 (`setting.self`, which links to it): the main account and staff accounts granted it read their teacher's lines.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id, RULE_KEYWORD, Type, type Static, type TObject } from '@shared/api/schema.ts';
import { MODULE_KEYS, SHELL } from '@shared/menu/modules.ts';
import { OPERATION_LOG_LIMITS, OPERATION_LOG_PATHS } from '@shared/operation-log/paths.ts';
import { OperationLogEntry, OperationLogExtra, type OperationLogFilter } from '@shared/operation-log/types.ts';
import { answers, rowsWithDataAnswer, XlsxAnswer } from '@server/http/answer-schemas.ts';
import { okRows } from '@server/http/answers.ts';
import { langField, pagingFields, queryOf } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';
import { sendOperationLogXlsx } from './export.ts';

const config = inModule('setting.self');

const seconds = Type.Integer({ minimum: 0, maximum: 4_102_444_800, [RULE_KEYWORD]: '必须是时间（unix 秒）' });

const filterFields = {
  actor_id: Type.Optional(Id),
  module: Type.Optional(Type.Enum([...MODULE_KEYS, SHELL], { type: 'string', [RULE_KEYWORD]: '必须是模块名' })),
  action: Type.Optional(Type.String({ maxLength: 60, pattern: '^[a-zA-Z.]+$', [RULE_KEYWORD]: '必须是操作代码' })),
  start_at: Type.Optional(seconds),
  end_at: Type.Optional(seconds),
  keyword: Type.Optional(Type.String({ maxLength: OPERATION_LOG_LIMITS.keywordMax })),
};
const filterOf = (q: Static<TObject<typeof filterFields>>): OperationLogFilter => ({
  ...(q.actor_id !== undefined ? { actorId: q.actor_id } : {}),
  ...(q.module ? { module: q.module } : {}),
  ...(q.action ? { action: q.action } : {}),
  ...(q.start_at !== undefined ? { startAt: q.start_at } : {}),
  ...(q.end_at !== undefined ? { endAt: q.end_at } : {}),
  ...(q.keyword?.trim() ? { keyword: q.keyword.trim() } : {}),
});

export function registerOperationLogRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { operationLog } = services;

  app.get(
    OPERATION_LOG_PATHS.list,
    {
      config,
      schema: {
        querystring: queryOf({ ...pagingFields(OPERATION_LOG_LIMITS.pageSizeMax, 20), ...filterFields }),
        response: answers(rowsWithDataAnswer(OperationLogEntry, OperationLogExtra)),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const q = request.query;
      const [found, actors] = await Promise.all([operationLog.list(session, { page: q.page, pageSize: q.pageSize, ...filterOf(q) }), operationLog.actors(session)]);
      return { ...okRows(found.rows, found.totalCount), data: { actors, modules: operationLog.modules(session) } };
    },
  );

  app.get(
    OPERATION_LOG_PATHS.export,
    { config, schema: { querystring: queryOf({ ...filterFields, lang: langField }), response: answers(XlsxAnswer) } },
    async (request, reply) => {
      const session = sessionOf(request);
      return sendOperationLogXlsx(reply, request.query.lang, operationLog.each(session, filterOf(request.query)), services.ctx.now());
    },
  );
}
