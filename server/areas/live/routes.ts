/**
 * The live calls (docs/api.md "Live"): sessions, a series at once, the teacher's start and end, the
 * stream key and a new one, the courses a session may belong to. 直播列表 (`live.list`) runs and edits sessions,
 * 创建直播 (`live.create`) makes them; a series is made from either (the list offers 批量创建).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id } from '@shared/api/schema.ts';
import { LIVE_PATHS } from '@shared/live/paths.ts';
import { LiveCourseChoice, LiveSeriesInput, LiveSession, liveSessions, LiveStream } from '@shared/live/types.ts';
import { answers, dataAnswer, rowsAnswer } from '@server/http/answer-schemas.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { registerResourceRoutes } from '@server/http/resource-routes.ts';
import { closedBody, idBody, queryOf } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';

export function registerLiveRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { sessions, streams, series } = services.live;
  const config = inModule('live.list');
  const either = inModule(['live.list', 'live.create']);
  const byId = queryOf({ id: Id });
  const one = answers(dataAnswer(LiveSession));
  const stream = answers(dataAnswer(LiveStream));

  registerResourceRoutes(server, { resource: liveSessions, module: 'live.list', createModule: 'live.create', service: sessions });

  app.get(LIVE_PATHS.detail, { config: either, schema: { querystring: byId, response: one } }, async (request) => ok(await sessions.one(sessionOf(request), request.query.id)));
  app.post(
    LIVE_PATHS.batch,
    { config: either, schema: { querystring: queryOf({}), body: closedBody(LiveSeriesInput), response: answers(rowsAnswer(LiveSession)) } },
    async (request) => {
      const made = await series.create(sessionOf(request), request.body);
      return okRows(made, made.length);
    },
  );
  const postId = { querystring: queryOf({}), body: idBody() };
  app.post(LIVE_PATHS.start, { config, schema: { ...postId, response: one } }, async (request) => ok(await sessions.start(sessionOf(request), request.body.id)));
  app.post(LIVE_PATHS.end, { config, schema: { ...postId, response: one } }, async (request) => ok(await sessions.end(sessionOf(request), request.body.id)));
  app.get(LIVE_PATHS.stream, { config, schema: { querystring: byId, response: stream } }, async (request) => ok(await streams.stream(sessionOf(request), request.query.id)));
  app.post(LIVE_PATHS.resetKey, { config, schema: { ...postId, response: stream } }, async (request) => ok(await streams.resetKey(sessionOf(request), request.body.id)));
  app.get(LIVE_PATHS.courses, { config: either, schema: { querystring: queryOf({}), response: answers(rowsAnswer(LiveCourseChoice)) } }, async (request) => {
    const rows = await sessions.courses(sessionOf(request));
    return okRows(rows, rows.length);
  });
}
