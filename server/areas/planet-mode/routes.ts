/**
 * Planet member mode's own calls (docs/api.md): every path is ours, under the spec's planet
 * prefix. JSON bodies; a staff account acts for its main account; a planet or record of another teacher is 404.
 */
import type { FastifyInstance } from 'fastify';
import type { RouteModule } from '@shared/menu/modules.ts';
import { PLANET_MODE_PATHS as PATHS } from '@shared/planet-mode/paths.ts';
import type { ActivityInput, BookChapterInput, LiveInput, LiveSettings, RoadmapInput, RoadmapStatus, TimeStatus, WxGroupInput } from '@shared/planet-mode/types.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { bodySchema, idField, querySchema } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';
import { registerCrudRoutes } from '@server/http/crud-routes.ts';
import { MODE_LIMITS } from '@shared/planet-mode/rules.ts';
import * as f from './fields.ts';

type Id = { id: number };
type PageQuery = { page: number; pageSize: number; planet_id?: number };
const withId = (fields: Record<string, object>, required: string[]) => bodySchema({ id: idField, ...fields }, ['id', ...required]);
/** the page of each kind of record (docs/api.md "Modules"); a planet's detail pages list its lives too */
const M = {
  activity: 'planet-activity',
  lives: ['planet-live.list', 'planet'],
  liveData: 'planet-live.database',
  liveSettings: 'planet-live.setting',
  wiki: 'planet-wiki',
  future: 'planet-future',
  planet: 'planet',
  users: 'planet-user',
} as const;
const post = (module: RouteModule, body: object) => ({ config: inModule(module), schema: { querystring: querySchema(), body } });
const get = (module: RouteModule, query: Record<string, object>, required: string[] = []) => ({ config: inModule(module), schema: { querystring: querySchema(query, required) } });
const planetOf = (query: { planet_id?: number }) => (query.planet_id !== undefined ? { planetId: query.planet_id } : {});

export function registerPlanetModeRoutes(app: FastifyInstance, services: Services): void {
  const { activities, lives, wiki, roadmap, wxGroups, book, members } = services.planetMode;

  // activities
  app.get<{ Querystring: PageQuery & { status?: TimeStatus; keyword?: string } }>(
    PATHS.activity.findList,
    get(M.activity, { ...f.pageFields, ...f.planetFilter, status: f.timeStatusFilter, keyword: { type: 'string', maxLength: 100 } }),
    async (request) => {
      const q = request.query;
      const found = await activities.list(sessionOf(request), {
        page: q.page,
        pageSize: q.pageSize,
        ...planetOf(q),
        ...(q.status !== undefined ? { status: q.status } : {}),
        ...(q.keyword ? { keyword: q.keyword } : {}),
      });
      return okRows(found.rows, found.totalCount);
    },
  );
  const activityInput = (body: Partial<ActivityInput>): ActivityInput => ({
    planet_id: body.planet_id ?? 0,
    title: body.title ?? '',
    kind: body.kind ?? 'offline',
    place: body.place ?? '',
    start_at: body.start_at ?? 0,
    end_at: body.end_at ?? 0,
    quota: body.quota ?? 0,
    description: body.description ?? '',
  });
  app.post<{ Body: Partial<ActivityInput> }>(PATHS.activity.create, post(M.activity, bodySchema(f.activityFields, f.activityRequired)), async (request) =>
    ok(await activities.create(sessionOf(request), activityInput(request.body))),
  );
  app.post<{ Body: Partial<ActivityInput> & Id }>(PATHS.activity.update, post(M.activity, withId(f.activityFields, f.activityRequired)), async (request) =>
    ok(await activities.update(sessionOf(request), request.body.id, activityInput(request.body))),
  );
  app.post<{ Body: Id }>(PATHS.activity.delete, post(M.activity, bodySchema({ id: idField })), async (request) => {
    await activities.remove(sessionOf(request), request.body.id);
    return ok();
  });

  // lives
  app.get<{ Querystring: PageQuery & { status?: TimeStatus } }>(PATHS.live.findList, get(M.lives, { ...f.pageFields, ...f.planetFilter, status: f.timeStatusFilter }), async (request) => {
    const q = request.query;
    const found = await lives.list(sessionOf(request), { page: q.page, pageSize: q.pageSize, ...planetOf(q), ...(q.status !== undefined ? { status: q.status } : {}) });
    return okRows(found.rows, found.totalCount);
  });
  const liveInput = (body: Partial<LiveInput>): LiveInput => ({
    planet_id: body.planet_id ?? 0,
    title: body.title ?? '',
    start_at: body.start_at ?? 0,
    duration: body.duration ?? 60,
    cover_id: body.cover_id ?? 0,
    introduce: body.introduce ?? '',
  });
  app.post<{ Body: Partial<LiveInput> }>(PATHS.live.create, post(M.lives, bodySchema(f.liveFields, f.liveRequired)), async (request) =>
    ok(await lives.create(sessionOf(request), liveInput(request.body))),
  );
  app.post<{ Body: Partial<LiveInput> & Id }>(PATHS.live.update, post(M.lives, withId(f.liveFields, f.liveRequired)), async (request) =>
    ok(await lives.update(sessionOf(request), request.body.id, liveInput(request.body))),
  );
  app.post<{ Body: Id }>(PATHS.live.delete, post(M.lives, bodySchema({ id: idField })), async (request) => {
    await lives.remove(sessionOf(request), request.body.id);
    return ok();
  });
  app.get<{ Querystring: { planet_id?: number } }>(PATHS.live.statistics, get(M.liveData, f.planetFilter), async (request) =>
    ok(await lives.statistics(sessionOf(request), request.query.planet_id)),
  );
  app.get(PATHS.live.settings, get(M.liveSettings, {}), async (request) => ok(await lives.settings(sessionOf(request))));
  app.post<{ Body: LiveSettings }>(PATHS.live.updateSettings, post(M.liveSettings, bodySchema(f.liveSettingsFields)), async (request) =>
    ok(await lives.saveSettings(sessionOf(request), request.body)),
  );

  // wiki
  registerCrudRoutes(app, {
    paths: PATHS.wiki,
    module: M.wiki,
    query: { ...f.planetFilter, keyword: { type: 'string', maxLength: 100 }, category: { type: 'string', maxLength: MODE_LIMITS.categoryMax } },
    fields: f.wikiFields,
    required: f.wikiRequired,
    service: wiki,
  });

  // roadmap
  app.get<{ Querystring: { planet_id?: number; status?: RoadmapStatus } }>(PATHS.future.findList, get(M.future, { ...f.planetFilter, status: f.roadmapStatus }), async (request) => {
    const q = request.query;
    const rows = await roadmap.list(sessionOf(request), { ...planetOf(q), ...(q.status !== undefined ? { status: q.status } : {}) });
    return okRows(rows);
  });
  const roadmapInput = (body: Partial<RoadmapInput>): RoadmapInput => ({
    planet_id: body.planet_id ?? 0,
    title: body.title ?? '',
    planned_on: body.planned_on ?? '',
    kind: body.kind ?? 'other',
    note: body.note ?? '',
  });
  app.post<{ Body: Partial<RoadmapInput> }>(PATHS.future.create, post(M.future, bodySchema(f.roadmapFields, f.roadmapRequired)), async (request) =>
    ok(await roadmap.create(sessionOf(request), roadmapInput(request.body))),
  );
  app.post<{ Body: Partial<RoadmapInput> & Id }>(PATHS.future.update, post(M.future, withId(f.roadmapFields, f.roadmapRequired)), async (request) =>
    ok(await roadmap.update(sessionOf(request), request.body.id, roadmapInput(request.body))),
  );
  app.post<{ Body: Id & { status: RoadmapStatus } }>(PATHS.future.setStatus, post(M.future, bodySchema({ id: idField, status: f.roadmapStatus })), async (request) =>
    ok(await roadmap.setStatus(sessionOf(request), request.body.id, request.body.status)),
  );
  app.post<{ Body: Id }>(PATHS.future.delete, post(M.future, bodySchema({ id: idField })), async (request) => {
    await roadmap.remove(sessionOf(request), request.body.id);
    return ok();
  });

  // WeChat groups
  app.get<{ Querystring: { planet_id?: number } }>(PATHS.wxGroup.findList, get(M.planet, f.planetFilter), async (request) =>
    okRows(await wxGroups.list(sessionOf(request), request.query.planet_id)),
  );
  const groupInput = (body: Partial<WxGroupInput>): WxGroupInput => ({
    planet_id: body.planet_id ?? 0,
    name: body.name ?? '',
    qr_id: body.qr_id ?? 0,
    member_count: body.member_count ?? 0,
    qr_expires_at: body.qr_expires_at ?? 0,
  });
  app.post<{ Body: Partial<WxGroupInput> }>(PATHS.wxGroup.create, post(M.planet, bodySchema(f.wxGroupFields, f.wxGroupRequired)), async (request) =>
    ok(await wxGroups.create(sessionOf(request), groupInput(request.body))),
  );
  app.post<{ Body: Partial<WxGroupInput> & Id }>(PATHS.wxGroup.update, post(M.planet, withId(f.wxGroupFields, f.wxGroupRequired)), async (request) =>
    ok(await wxGroups.update(sessionOf(request), request.body.id, groupInput(request.body))),
  );
  app.post<{ Body: Id }>(PATHS.wxGroup.delete, post(M.planet, bodySchema({ id: idField })), async (request) => {
    await wxGroups.remove(sessionOf(request), request.body.id);
    return ok();
  });

  // the planet book
  app.get<{ Querystring: { planet_id: number } }>(PATHS.book.findList, get(M.planet, f.planetFilter, ['planet_id']), async (request) =>
    okRows(await book.list(sessionOf(request), request.query.planet_id)),
  );
  app.post<{ Body: BookChapterInput }>(PATHS.book.create, post(M.planet, bodySchema(f.chapterFields)), async (request) => ok(await book.create(sessionOf(request), request.body)));
  app.post<{ Body: BookChapterInput & Id }>(PATHS.book.update, post(M.planet, withId(f.chapterFields, ['planet_id', 'title', 'sections'])), async (request) =>
    ok(await book.update(sessionOf(request), request.body.id, request.body)),
  );
  app.post<{ Body: Id & { planet_id: number } }>(PATHS.book.delete, post(M.planet, bodySchema({ planet_id: idField, id: idField })), async (request) => {
    await book.remove(sessionOf(request), request.body.planet_id, request.body.id);
    return ok();
  });
  app.post<{ Body: Id & { planet_id: number; direction: 'up' | 'down' } }>(
    PATHS.book.move,
    post(M.planet, bodySchema({ planet_id: idField, id: idField, direction: { type: 'string', enum: ['up', 'down'] } })),
    async (request) => okRows(await book.move(sessionOf(request), request.body.planet_id, request.body.id, request.body.direction)),
  );

  // members across the owner's planets
  app.get<{ Querystring: PageQuery & { keyword?: string; status?: number } }>(
    PATHS.users,
    get(M.users, { ...f.pageFields, ...f.planetFilter, keyword: { type: 'string', maxLength: 100 }, status: { type: 'integer', minimum: 0, maximum: 9 } }),
    async (request) => {
      const q = request.query;
      const found = await members.list(sessionOf(request), {
        page: q.page,
        pageSize: q.pageSize,
        ...planetOf(q),
        ...(q.keyword ? { keyword: q.keyword } : {}),
        ...(q.status !== undefined ? { status: q.status } : {}),
      });
      return okRows(found.rows, found.totalCount);
    },
  );
}
