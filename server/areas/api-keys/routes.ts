/**
 * The API key calls (docs/api.md "API keys"), of the page 账号设置 (`setting.self`), main account only; and the log of
 * every call made with a key: method, route pattern, status, time taken and address, never the key, the query or
 * the body.
 */
import type { FastifyInstance } from 'fastify';
import { API_KEY_PATHS as P } from '@shared/api-keys/paths.ts';
import { API_KEY_LIMITS, API_KEY_SCOPES } from '@shared/api-keys/rules.ts';
import type { ApiKeyInput } from '@shared/api-keys/types.ts';
import { seconds } from '@server/db/context.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { bodySchema, idField, pageFields, querySchema } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';

const config = inModule('setting.self');

export function registerApiKeyRoutes(app: FastifyInstance, services: Services): void {
  const keys = services.apiKeys;

  app.get<{ Querystring: { page: number; pageSize: number } }>(P.findList, { config, schema: { querystring: querySchema(pageFields(100, 20)) } }, async (request) => {
    const found = await keys.list(sessionOf(request), request.query);
    return okRows(found.rows, found.totalCount);
  });

  app.post<{ Body: ApiKeyInput }>(
    P.create,
    {
      config,
      schema: {
        querystring: querySchema(),
        body: bodySchema({
          name: { type: 'string', maxLength: API_KEY_LIMITS.nameMax * 2 },
          scopes: { type: 'array', items: { type: 'string', enum: [...API_KEY_SCOPES] }, maxItems: API_KEY_SCOPES.length },
        }),
      },
    },
    async (request) => ok(await keys.create(sessionOf(request), request.body)),
  );

  app.post<{ Body: { id: number } }>(P.revoke, { config, schema: { querystring: querySchema(), body: bodySchema({ id: idField }) } }, async (request) => {
    await keys.revoke(sessionOf(request), request.body.id);
    return ok();
  });

  app.get<{ Querystring: { id: number; page: number; pageSize: number } }>(
    P.calls,
    { config, schema: { querystring: querySchema({ id: idField, ...pageFields(100, 20) }, ['id']) } },
    async (request) => {
      const found = await keys.calls(sessionOf(request), request.query);
      return okRows(found.rows, found.totalCount);
    },
  );
}

/** Logs every call made with a key, refused ones too (a refusal is what a key's owner most wants to see). */
export function registerApiKeyCallLog(app: FastifyInstance, services: Services): void {
  const keys = services.apiKeys;
  app.addHook('onResponse', async (request, reply) => {
    const key = request.session?.apiKey;
    if (!key) return;
    await keys.recordCall({
      keyId: key.id,
      at: seconds(services.ctx.now),
      method: request.method,
      route: request.routeOptions.url ?? '',
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      ip: request.ip,
    });
  });
}
