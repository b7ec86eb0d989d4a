/**
 * The operation-log calls (docs/api.md "Operation log"): the list of /setting/record and its export, of
 * the page 账号设置 (`setting.self`, which links to it): the main account and staff accounts granted it read their teacher's lines.
 */
import type { FastifyInstance } from 'fastify';
import { MODULE_KEYS, SHELL } from '@shared/menu/modules.ts';
import { OPERATION_LOG_LIMITS, OPERATION_LOG_PATHS } from '@shared/operation-log/paths.ts';
import type { OperationLogFilter } from '@shared/operation-log/types.ts';
import { okRows } from '@server/http/answers.ts';
import { idField, langQuery, pageFields, querySchema } from '@server/http/schemas.ts';
import type { Locale } from '@shared/i18n/locales.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';
import type { Services } from '@server/services.ts';
import { sendOperationLogXlsx } from './export.ts';

const config = inModule('setting.self');

const seconds = { type: 'integer', minimum: 0, maximum: 4_102_444_800, [RULE_KEYWORD]: '必须是时间（unix 秒）' } as const;
const MODULES = [...MODULE_KEYS, SHELL];

const operationLogFilterQuery = {
  actor_id: idField,
  module: { type: 'string', enum: MODULES, [RULE_KEYWORD]: '必须是模块名' },
  action: { type: 'string', maxLength: 60, pattern: '^[a-zA-Z.]+$', [RULE_KEYWORD]: '必须是操作代码' },
  start_at: seconds,
  end_at: seconds,
  keyword: { type: 'string', maxLength: OPERATION_LOG_LIMITS.keywordMax },
} as const;

type FilterParams = { actor_id?: number; module?: string; action?: string; start_at?: number; end_at?: number; keyword?: string };

const filterOf = (q: FilterParams): OperationLogFilter => ({
  ...(q.actor_id !== undefined ? { actorId: q.actor_id } : {}),
  ...(q.module ? { module: q.module } : {}),
  ...(q.action ? { action: q.action } : {}),
  ...(q.start_at !== undefined ? { startAt: q.start_at } : {}),
  ...(q.end_at !== undefined ? { endAt: q.end_at } : {}),
  ...(q.keyword?.trim() ? { keyword: q.keyword.trim() } : {}),
});

export function registerOperationLogRoutes(app: FastifyInstance, services: Services): void {
  const { operationLog } = services;

  app.get<{ Querystring: FilterParams & { page: number; pageSize: number } }>(
    OPERATION_LOG_PATHS.list,
    { config, schema: { querystring: querySchema({ ...pageFields(OPERATION_LOG_LIMITS.pageSizeMax, 20), ...operationLogFilterQuery }) } },
    async (request) => {
      const session = sessionOf(request);
      const q = request.query;
      const [found, actors] = await Promise.all([operationLog.list(session, { page: q.page, pageSize: q.pageSize, ...filterOf(q) }), operationLog.actors(session)]);
      return { ...okRows(found.rows, found.totalCount), data: { actors, modules: operationLog.modules(session) } };
    },
  );

  app.get<{ Querystring: FilterParams & { lang: Locale } }>(
    OPERATION_LOG_PATHS.export,
    { config, schema: { querystring: querySchema({ ...operationLogFilterQuery, ...langQuery }) } },
    async (request, reply) => {
      const session = sessionOf(request);
      return sendOperationLogXlsx(reply, request.query.lang, operationLog.each(session, filterOf(request.query)), services.ctx.now());
    },
  );
}
