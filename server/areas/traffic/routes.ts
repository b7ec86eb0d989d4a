/**
 * Traffic (docs/api.md "Traffic"): what the media routes served for the caller's materials per day and
 * kind, with the previous period and this month's allowance. The page 流量统计 (`materials.traffic`). With
 * LECTERN_DEV_ROUTES=1 (never in production) `traffic/flush` writes the counted traffic at once.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { RULE_KEYWORD, Type } from '@shared/api/schema.ts';
import { TRAFFIC_PATHS as P } from '@shared/traffic/paths.ts';
import { TrafficReport } from '@shared/traffic/types.ts';
import { answers, dataAnswer } from '@server/http/answer-schemas.ts';
import { ok } from '@server/http/answers.ts';
import { closedBody, queryOf } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { devRoutesEnabled } from '@server/config.ts';
import type { Services } from '@server/services.ts';

const config = inModule('materials.traffic');
const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', [RULE_KEYWORD]: '必须是 YYYY-MM-DD' });

export function registerTrafficRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { traffic } = services;
  app.get(
    P.report,
    { config, schema: { querystring: queryOf({ start: Type.Optional(day), end: Type.Optional(day) }), response: answers(dataAnswer(TrafficReport)) } },
    async (request) =>
      ok(await traffic.report(sessionOf(request), { ...(request.query.start ? { start: request.query.start } : {}), ...(request.query.end ? { end: request.query.end } : {}) })),
  );
  if (devRoutesEnabled()) {
    app.post(P.devFlush, { config, schema: { querystring: queryOf({}), body: closedBody(Type.Object({})), response: answers(dataAnswer(Type.Null())) } }, async () => {
      await traffic.recorder.flush();
      return ok(null);
    });
  }
}

/** Writes the counted traffic every `everyMs` and once more when the server closes (before the database does). */
export function startTrafficFlush(app: FastifyInstance, services: Services): void {
  const { recorder, flushEveryMs } = services.traffic;
  const timer = setInterval(() => {
    recorder.flush().catch((error: unknown) => app.log.error({ err: error }, 'writing the media traffic failed; kept for the next write'));
  }, flushEveryMs);
  timer.unref();
  // onClose hooks run last-added first: this one runs before app.ts closes the database
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await recorder.flush().catch((error: unknown) => app.log.error({ err: error }, 'writing the media traffic on close failed'));
  });
}
