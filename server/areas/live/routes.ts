/**
 * The live calls (docs/api.md "Live"): sessions, a series at once, the teacher's start and end, the
 * stream key and a new one, the courses a session may belong to. 直播列表 (`live.list`) runs and edits sessions,
 * 创建直播 (`live.create`) makes them; a series is made from either (the list offers 批量创建).
 */
import type { FastifyInstance } from 'fastify';
import { LIVE_PATHS } from '@shared/live/paths.ts';
import type { LiveSeriesInput } from '@shared/live/types.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { registerCrudRoutes } from '@server/http/crud-routes.ts';
import { bodySchema, idField, querySchema } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';
import { liveFields, liveQuery, liveRequired, seriesFields, seriesRequired } from './fields.ts';

export function registerLiveRoutes(app: FastifyInstance, services: Services): void {
  const { sessions, streams, series } = services.live;
  const config = inModule('live.list');
  const either = inModule(['live.list', 'live.create']);
  const byId = { config, schema: { querystring: querySchema({ id: idField }, ['id']) } };
  const postId = { config, schema: { querystring: querySchema(), body: bodySchema({ id: idField }) } };

  registerCrudRoutes(app, { paths: LIVE_PATHS.session, module: 'live.list', createModule: 'live.create', query: liveQuery, fields: liveFields, required: liveRequired, service: sessions });

  app.get<{ Querystring: { id: number } }>(LIVE_PATHS.detail, { ...byId, config: either }, async (request) => ok(await sessions.one(sessionOf(request), request.query.id)));
  app.post<{ Body: LiveSeriesInput }>(LIVE_PATHS.batch, { config: either, schema: { querystring: querySchema(), body: bodySchema(seriesFields, seriesRequired) } }, async (request) => {
    const made = await series.create(sessionOf(request), request.body);
    return okRows(made, made.length);
  });
  app.post<{ Body: { id: number } }>(LIVE_PATHS.start, postId, async (request) => ok(await sessions.start(sessionOf(request), request.body.id)));
  app.post<{ Body: { id: number } }>(LIVE_PATHS.end, postId, async (request) => ok(await sessions.end(sessionOf(request), request.body.id)));
  app.get<{ Querystring: { id: number } }>(LIVE_PATHS.stream, byId, async (request) => ok(await streams.stream(sessionOf(request), request.query.id)));
  app.post<{ Body: { id: number } }>(LIVE_PATHS.resetKey, postId, async (request) => ok(await streams.resetKey(sessionOf(request), request.body.id)));
  app.get(LIVE_PATHS.courses, { config: either, schema: { querystring: querySchema() } }, async (request) => {
    const rows = await sessions.courses(sessionOf(request));
    return okRows(rows, rows.length);
  });
}
