/**
 * Planet member mode's own calls (docs/api.md): every path is ours, under the spec's planet
 * prefix. JSON bodies; a staff account acts for its main account; a planet or record of another teacher is 404.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id, Type, type TObject, type TProperties } from '@shared/api/schema.ts';
import { activities, lives, wikiArticles } from '@shared/planet-mode/definitions.ts';
import { PLANET_MODE_PATHS as PATHS } from '@shared/planet-mode/paths.ts';
import {
  BookChapter, BookChapterInput, LiveSettings, LiveStatistics, OwnerMember, RoadmapInput, RoadmapItem, RoadmapStatus, WxGroup, WxGroupInput,
} from '@shared/planet-mode/types.ts';
import { answers, dataAnswer, EmptyAnswer, rowsAnswer } from '@server/http/answer-schemas.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { registerResourceRoutes } from '@server/http/resource-routes.ts';
import { closedBody, idBody, queryOf } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';

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

const noQuery = queryOf({});
const planetFilter = { planet_id: Type.Optional(Id) };
/** the update of a record: its id and its input */
const withId = <P extends TProperties>(input: TObject<P>) => closedBody(Type.Object({ id: Id, ...input.properties }));

export function registerPlanetModeRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { roadmap, wxGroups, book, members } = services.planetMode;

  registerResourceRoutes(app, { resource: activities, module: M.activity, service: services.planetMode.activities });
  registerResourceRoutes(app, { resource: lives, module: M.lives, service: services.planetMode.lives });
  registerResourceRoutes(app, { resource: wikiArticles, module: M.wiki, service: services.planetMode.wiki });

  // the lives' figures and settings
  app.get(
    PATHS.live.statistics,
    { config: inModule(M.liveData), schema: { querystring: queryOf(planetFilter), response: answers(dataAnswer(LiveStatistics)) } },
    async (request) => ok(await services.planetMode.lives.statistics(sessionOf(request), request.query.planet_id)),
  );
  app.get(PATHS.live.settings, { config: inModule(M.liveSettings), schema: { querystring: noQuery, response: answers(dataAnswer(LiveSettings)) } }, async (request) =>
    ok(await services.planetMode.lives.settings(sessionOf(request))),
  );
  app.post(
    PATHS.live.updateSettings,
    { config: inModule(M.liveSettings), schema: { querystring: noQuery, body: closedBody(LiveSettings), response: answers(dataAnswer(LiveSettings)) } },
    async (request) => ok(await services.planetMode.lives.saveSettings(sessionOf(request), request.body)),
  );

  // roadmap: a plan is short, so its list is not paged
  app.get(
    PATHS.future.findList,
    { config: inModule(M.future), schema: { querystring: queryOf({ ...planetFilter, status: Type.Optional(RoadmapStatus) }), response: answers(rowsAnswer(RoadmapItem)) } },
    async (request) => okRows(await roadmap.list(sessionOf(request), request.query)),
  );
  const item = answers(dataAnswer(RoadmapItem));
  app.post(PATHS.future.create, { config: inModule(M.future), schema: { querystring: noQuery, body: closedBody(RoadmapInput), response: item } }, async (request) =>
    ok(await roadmap.create(sessionOf(request), request.body)),
  );
  app.post(PATHS.future.update, { config: inModule(M.future), schema: { querystring: noQuery, body: withId(RoadmapInput), response: item } }, async (request) =>
    ok(await roadmap.update(sessionOf(request), request.body.id, request.body)),
  );
  app.post(
    PATHS.future.setStatus,
    { config: inModule(M.future), schema: { querystring: noQuery, body: closedBody(Type.Object({ id: Id, status: RoadmapStatus })), response: item } },
    async (request) => ok(await roadmap.setStatus(sessionOf(request), request.body.id, request.body.status)),
  );
  app.post(PATHS.future.delete, { config: inModule(M.future), schema: { querystring: noQuery, body: idBody(), response: answers(EmptyAnswer) } }, async (request) => {
    await roadmap.remove(sessionOf(request), request.body.id);
    return ok();
  });

  // WeChat groups: all at once
  const group = answers(dataAnswer(WxGroup));
  app.get(
    PATHS.wxGroup.findList,
    { config: inModule(M.planet), schema: { querystring: queryOf(planetFilter), response: answers(rowsAnswer(WxGroup)) } },
    async (request) => okRows(await wxGroups.list(sessionOf(request), request.query.planet_id)),
  );
  app.post(PATHS.wxGroup.create, { config: inModule(M.planet), schema: { querystring: noQuery, body: closedBody(WxGroupInput), response: group } }, async (request) =>
    ok(await wxGroups.create(sessionOf(request), request.body)),
  );
  app.post(PATHS.wxGroup.update, { config: inModule(M.planet), schema: { querystring: noQuery, body: withId(WxGroupInput), response: group } }, async (request) =>
    ok(await wxGroups.update(sessionOf(request), request.body.id, request.body)),
  );
  app.post(PATHS.wxGroup.delete, { config: inModule(M.planet), schema: { querystring: noQuery, body: idBody(), response: answers(EmptyAnswer) } }, async (request) => {
    await wxGroups.remove(sessionOf(request), request.body.id);
    return ok();
  });

  // the planet book: its chapters in order, all at once
  const chapter = answers(dataAnswer(BookChapter));
  const chapters = answers(rowsAnswer(BookChapter));
  const ofPlanet = { planet_id: Id, id: Id };
  app.get(
    PATHS.book.findList,
    { config: inModule(M.planet), schema: { querystring: queryOf({ planet_id: Id }), response: chapters } },
    async (request) => okRows(await book.list(sessionOf(request), request.query.planet_id)),
  );
  app.post(PATHS.book.create, { config: inModule(M.planet), schema: { querystring: noQuery, body: closedBody(BookChapterInput), response: chapter } }, async (request) =>
    ok(await book.create(sessionOf(request), request.body)),
  );
  app.post(PATHS.book.update, { config: inModule(M.planet), schema: { querystring: noQuery, body: withId(BookChapterInput), response: chapter } }, async (request) =>
    ok(await book.update(sessionOf(request), request.body.id, request.body)),
  );
  app.post(
    PATHS.book.delete,
    { config: inModule(M.planet), schema: { querystring: noQuery, body: closedBody(Type.Object(ofPlanet)), response: answers(EmptyAnswer) } },
    async (request) => {
      await book.remove(sessionOf(request), request.body.planet_id, request.body.id);
      return ok();
    },
  );
  app.post(
    PATHS.book.move,
    {
      config: inModule(M.planet),
      schema: { querystring: noQuery, body: closedBody(Type.Object({ ...ofPlanet, direction: Type.Enum(['up', 'down'], { type: 'string' }) })), response: chapters },
    },
    async (request) => okRows(await book.move(sessionOf(request), request.body.planet_id, request.body.id, request.body.direction)),
  );

  // members across the owner's planets
  app.get(
    PATHS.users,
    {
      config: inModule(M.users),
      schema: {
        querystring: queryOf({
          page: Type.Integer({ minimum: 1, default: 1 }),
          pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
          ...planetFilter,
          keyword: Type.Optional(Type.String({ maxLength: 100 })),
          status: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
        }),
        response: answers(rowsAnswer(OwnerMember)),
      },
    },
    async (request) => {
      const found = await members.list(sessionOf(request), request.query);
      return okRows(found.rows, found.totalCount);
    },
  );
}
