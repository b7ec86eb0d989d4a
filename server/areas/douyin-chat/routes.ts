/**
 * The group-chat calls (docs/api.md "Douyin group chats"): groups and auto-replies (/groups/autoreply,
 * opened from it) are the page 群聊管理 (`user.groups`), potential customers 潜在客户 (`database.costomer`); the group
 * list also feeds the customers' group filter. The
 * services answer 403 `未开通抖音群聊功能` while the account's hybrid_douyin_chat is not '1'. Development routes stand
 * in for Douyin: a member joins, a message arrives.
 */
import type { FastifyInstance } from 'fastify';
import { CHAT_PATHS as PATHS } from '@shared/douyin-chat/paths.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { registerCrudRoutes } from '@server/http/crud-routes.ts';
import { bodySchema, idField, pageFields, querySchema } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';
import { devRoutesEnabled } from '@server/config.ts';
import { customerFilterOf, customerQuery, devJoinFields, devMessageFields, groupFields, groupQuery, groupRequired, ruleFields, ruleQuery, ruleRequired, ruleTestFields, type CustomerParams } from './fields.ts';
import { sendCustomersXlsx } from './export.ts';
import type { DevJoin, DevMessage } from './groups.ts';

export function registerDouyinChatRoutes(app: FastifyInstance, services: Services): void {
  const { chatGroups: groups, autoReplies: rules, potentialCustomers: customers } = services;
  const user = inModule('user.groups');
  const database = inModule('database.costomer');

  registerCrudRoutes(app, {
    paths: { findList: PATHS.groups, create: PATHS.groupCreate, update: PATHS.groupUpdate, delete: PATHS.groupDelete },
    module: 'user.groups',
    listModule: ['user.groups', 'database.costomer'],
    query: groupQuery,
    fields: groupFields,
    required: groupRequired,
    service: groups,
  });
  const pagedOfGroup = { querystring: querySchema({ id: idField, ...pageFields(100, 20) }, ['id']) };
  app.get<{ Querystring: { id: number; page: number; pageSize: number } }>(PATHS.members, { config: user, schema: pagedOfGroup }, async (request) => {
    const q = request.query;
    const found = await groups.members(sessionOf(request), q.id, q.page, q.pageSize);
    return okRows(found.rows, found.totalCount);
  });
  app.get<{ Querystring: { id: number; page: number; pageSize: number } }>(PATHS.messages, { config: user, schema: pagedOfGroup }, async (request) => {
    const q = request.query;
    const found = await groups.messages(sessionOf(request), q.id, q.page, q.pageSize);
    return okRows(found.rows, found.totalCount);
  });

  registerCrudRoutes(app, {
    paths: { findList: PATHS.rules, create: PATHS.ruleCreate, update: PATHS.ruleUpdate, delete: PATHS.ruleDelete },
    module: 'user.groups',
    query: ruleQuery,
    fields: ruleFields,
    required: ruleRequired,
    service: rules,
  });
  app.post<{ Body: { id: number; enabled: 0 | 1 } }>(
    PATHS.ruleEnable,
    { config: user, schema: { querystring: querySchema(), body: bodySchema({ id: idField, enabled: { type: 'integer', enum: [0, 1] } }) } },
    async (request) => ok(await rules.enable(sessionOf(request), request.body.id, request.body.enabled)),
  );
  app.post<{ Body: { text: string; group_id?: number } }>(PATHS.ruleTest, { config: user, schema: { querystring: querySchema(), body: bodySchema(ruleTestFields, ['text']) } }, async (request) =>
    ok(await rules.test(sessionOf(request), request.body.text, request.body.group_id ?? null)),
  );

  app.get<{ Querystring: CustomerParams & { page: number; pageSize: number } }>(
    PATHS.customers,
    { config: database, schema: { querystring: querySchema({ ...pageFields(100, 20), ...customerQuery }) } },
    async (request) => {
      const q = request.query;
      const found = await customers.list(sessionOf(request), { page: q.page, pageSize: q.pageSize, ...customerFilterOf(q) });
      return okRows(found.rows, found.totalCount);
    },
  );
  app.get<{ Querystring: CustomerParams }>(PATHS.customersExport, { config: database, schema: { querystring: querySchema(customerQuery) } }, async (request, reply) => {
    const session = sessionOf(request);
    await customers.check(session);
    return sendCustomersXlsx(reply, customers.each(session, customerFilterOf(request.query)), services.ctx.now());
  });

  if (devRoutesEnabled()) {
    app.post<{ Body: DevJoin }>(PATHS.devJoin, { config: user, schema: { querystring: querySchema(), body: bodySchema(devJoinFields, ['group_id', 'douyin_uid']) } }, async (request) =>
      ok(await groups.join(sessionOf(request), { ...request.body, nickname: request.body.nickname ?? '' })),
    );
    app.post<{ Body: DevMessage }>(PATHS.devMessage, { config: user, schema: { querystring: querySchema(), body: bodySchema(devMessageFields, ['group_id', 'douyin_uid', 'text']) } }, async (request) =>
      ok(await groups.message(sessionOf(request), request.body)),
    );
  }
}
