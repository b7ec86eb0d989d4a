/**
 * The API key calls (docs/api.md "API keys"), of the page 账号设置 (`setting.self`), main account only; and the log of
 * every call made with a key: method, route pattern, status, time taken and address, never the key, the query or
 * the body.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id } from '@shared/api/schema.ts';
import { API_KEY_PATHS as P } from '@shared/api-keys/paths.ts';
import { ApiKey, ApiKeyCall, ApiKeyInput, CreatedApiKey } from '@shared/api-keys/types.ts';
import { seconds } from '@server/db/context.ts';
import { answers, dataAnswer, EmptyAnswer, rowsAnswer } from '@server/http/answer-schemas.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { closedBody, idBody, pagingFields, queryOf } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';

const config = inModule('setting.self');

export function registerApiKeyRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const keys = services.apiKeys;

  app.get(P.findList, { config, schema: { querystring: queryOf(pagingFields(100, 20)), response: answers(rowsAnswer(ApiKey)) } }, async (request) => {
    const found = await keys.list(sessionOf(request), request.query);
    return okRows(found.rows, found.totalCount);
  });

  app.post(
    P.create,
    { config, schema: { querystring: queryOf({}), body: closedBody(ApiKeyInput), response: answers(dataAnswer(CreatedApiKey)) } },
    async (request) => ok(await keys.create(sessionOf(request), request.body)),
  );

  app.post(P.revoke, { config, schema: { querystring: queryOf({}), body: idBody(), response: answers(EmptyAnswer) } }, async (request) => {
    await keys.revoke(sessionOf(request), request.body.id);
    return ok();
  });

  app.get(
    P.calls,
    { config, schema: { querystring: queryOf({ id: Id, ...pagingFields(100, 20) }), response: answers(rowsAnswer(ApiKeyCall)) } },
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
