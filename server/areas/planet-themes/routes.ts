/**
 * Planet themes (the feed), topics and columns, praise and collect (docs/api.md). Spec §7
 * names the theme calls findList, {id}/detail, create, update, delete; the topic calls findList, search, create,
 * delete, updateSort, list, update; /api/v4/planetColumn/* and praise and collect; the rest of the names are ours.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id, RULE_KEYWORD, Type } from '@shared/api/schema.ts';
import { COLUMN_PATHS, THEME_PATHS, TOPIC_PATHS } from '@shared/planet-themes/paths.ts';
import { COLUMN_LIMITS, THEME_LIMITS, TOPIC_LIMITS, TOPIC_DEFAULT_STATUS } from '@shared/planet-themes/rules.ts';
import {
  ColumnCreateInput, ColumnStatus, ColumnUpdateInput, PlanetColumn, PlanetTheme, PlanetTopic, ThemeCreateInput, ThemeListQuery, ThemeUpdateInput, Toggled,
  TopicCreateInput, topicStatus, TopicUpdateInput,
} from '@shared/planet-themes/types.ts';
import { answers, dataAnswer, EmptyAnswer, rowsAnswer } from '@server/http/answer-schemas.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { closedBody, idBody, pagingFields, queryOf } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';

/** planet screens (我的星球 and a planet's detail pages): docs/api.md "Modules" */
const PLANET = inModule('planet');

const noQuery = queryOf({});
const idList = (max: number) => Type.Array(Id, { minItems: 1, maxItems: max, [RULE_KEYWORD]: `必须是 1 到 ${max} 个正整数 id` });
const theme = answers(dataAnswer(PlanetTheme));
const themes = answers(rowsAnswer(PlanetTheme));
const topic = answers(dataAnswer(PlanetTopic));
const topics = answers(rowsAnswer(PlanetTopic));
const column = answers(dataAnswer(PlanetColumn));
const removed = { config: PLANET, schema: { querystring: noQuery, body: idBody(), response: answers(EmptyAnswer) } };

export function registerPlanetThemeRoutes(server: FastifyInstance, services: Services): void {
  const app = typed(server);
  registerThemeRoutes(app, services);
  registerTopicRoutes(app, services);
  registerColumnRoutes(app, services);
}

const typed = (server: FastifyInstance) => server.withTypeProvider<TypeBoxTypeProvider>();
type App = ReturnType<typeof typed>;

function registerThemeRoutes(app: App, services: Services): void {
  const { themes: feed } = services.planetThemes;
  app.get(
    THEME_PATHS.findList,
    { config: PLANET, schema: { querystring: queryOf({ ...ThemeListQuery.properties, ...pagingFields(THEME_LIMITS.pageSizeMax, THEME_LIMITS.pageSizeDefault) }), response: themes } },
    async (request) => {
      const found = await feed.list(sessionOf(request), request.query);
      return okRows(found.rows, found.totalCount);
    },
  );

  app.get(
    THEME_PATHS.detail(':id' as unknown as number),
    { config: PLANET, schema: { querystring: noQuery, params: Type.Object({ id: Id }), response: theme } },
    async (request) => ok(await feed.detail(sessionOf(request), request.params.id)),
  );

  app.post(THEME_PATHS.create, { config: PLANET, schema: { querystring: noQuery, body: closedBody(ThemeCreateInput), response: theme } }, async (request) =>
    ok(await feed.create(sessionOf(request), request.body)),
  );

  app.post(THEME_PATHS.update, { config: PLANET, schema: { querystring: noQuery, body: closedBody(ThemeUpdateInput), response: theme } }, async (request) =>
    ok(await feed.update(sessionOf(request), request.body)),
  );

  app.post(THEME_PATHS.delete, removed, async (request) => {
    await feed.delete(sessionOf(request), request.body.id);
    return ok();
  });

  const relation = { config: PLANET, schema: { querystring: noQuery, body: closedBody(Type.Object({ id: Id, topic_ids: idList(THEME_LIMITS.topicsMax) })), response: theme } };
  app.post(THEME_PATHS.relateTopic, relation, async (request) => ok(await feed.relateTopics(sessionOf(request), request.body.id, request.body.topic_ids)));
  app.post(THEME_PATHS.unrelateTopic, relation, async (request) => ok(await feed.unrelateTopics(sessionOf(request), request.body.id, request.body.topic_ids)));

  const mark = { config: PLANET, schema: { querystring: noQuery, body: closedBody(Type.Object({ theme_id: Id })), response: answers(dataAnswer(Toggled)) } };
  app.post(THEME_PATHS.praise, mark, async (request) => ok(await feed.praise(sessionOf(request), request.body.theme_id)));
  app.post(THEME_PATHS.collect, mark, async (request) => ok(await feed.collect(sessionOf(request), request.body.theme_id)));
}

function registerTopicRoutes(app: App, services: Services): void {
  const { topics: service } = services.planetThemes;
  app.get(
    TOPIC_PATHS.findList,
    {
      config: PLANET,
      schema: {
        querystring: queryOf({
          planet_id: Id,
          status: topicStatus({ default: TOPIC_DEFAULT_STATUS }),
          ...pagingFields(TOPIC_LIMITS.pageSizeMax, TOPIC_LIMITS.pageSizeDefault),
        }),
        response: topics,
      },
    },
    async (request) => {
      const q = request.query;
      const found = await service.findList(sessionOf(request), q.planet_id, q.status, q);
      return okRows(found.rows, found.totalCount);
    },
  );

  app.get(
    TOPIC_PATHS.search,
    {
      config: PLANET,
      schema: {
        querystring: queryOf({ planet_id: Id, keyword: Type.Optional(Type.String({ maxLength: 100 })), ...pagingFields(TOPIC_LIMITS.pageSizeMax, TOPIC_LIMITS.searchPageSize) }),
        response: topics,
      },
    },
    async (request) => {
      const q = request.query;
      const found = await service.search(sessionOf(request), q.planet_id, q.keyword ?? '', q);
      return okRows(found.rows, found.totalCount);
    },
  );

  app.get(TOPIC_PATHS.list, { config: PLANET, schema: { querystring: queryOf({ planet_id: Id }), response: topics } }, async (request) => {
    const rows = await service.list(sessionOf(request), request.query.planet_id);
    return okRows(rows, rows.length);
  });

  app.post(TOPIC_PATHS.create, { config: PLANET, schema: { querystring: noQuery, body: closedBody(TopicCreateInput), response: topic } }, async (request) =>
    ok(await service.create(sessionOf(request), request.body)),
  );
  app.post(TOPIC_PATHS.update, { config: PLANET, schema: { querystring: noQuery, body: closedBody(TopicUpdateInput), response: topic } }, async (request) =>
    ok(await service.update(sessionOf(request), request.body)),
  );
  app.post(TOPIC_PATHS.delete, removed, async (request) => {
    await service.delete(sessionOf(request), request.body.id);
    return ok();
  });
  app.post(
    TOPIC_PATHS.updateSort,
    { config: PLANET, schema: { querystring: noQuery, body: closedBody(Type.Object({ planet_id: Id, ids: idList(TOPIC_LIMITS.perPlanetMax) })), response: topics } },
    async (request) => {
      const rows = await service.updateSort(sessionOf(request), request.body.planet_id, request.body.ids);
      return okRows(rows, rows.length);
    },
  );
}

function registerColumnRoutes(app: App, services: Services): void {
  const { columns } = services.planetThemes;
  app.get(
    COLUMN_PATHS.findList,
    {
      config: PLANET,
      schema: {
        querystring: queryOf({ planet_id: Id, status: Type.Optional(ColumnStatus), ...pagingFields(COLUMN_LIMITS.pageSizeMax, COLUMN_LIMITS.pageSizeDefault) }),
        response: answers(rowsAnswer(PlanetColumn)),
      },
    },
    async (request) => {
      const q = request.query;
      const found = await columns.findList(sessionOf(request), q.planet_id, q.status, q);
      return okRows(found.rows, found.totalCount);
    },
  );
  app.post(COLUMN_PATHS.create, { config: PLANET, schema: { querystring: noQuery, body: closedBody(ColumnCreateInput), response: column } }, async (request) =>
    ok(await columns.create(sessionOf(request), request.body)),
  );
  app.post(COLUMN_PATHS.update, { config: PLANET, schema: { querystring: noQuery, body: closedBody(ColumnUpdateInput), response: column } }, async (request) =>
    ok(await columns.update(sessionOf(request), request.body)),
  );
  app.post(COLUMN_PATHS.delete, removed, async (request) => {
    await columns.delete(sessionOf(request), request.body.id);
    return ok();
  });
  app.get(
    COLUMN_PATHS.relationList,
    {
      config: PLANET,
      schema: { querystring: queryOf({ column_id: Id, ...pagingFields(COLUMN_LIMITS.relationPageSize, COLUMN_LIMITS.relationPageSize) }), response: themes },
    },
    async (request) => {
      const q = request.query;
      const found = await columns.relationList(sessionOf(request), q.column_id, q);
      return okRows(found.rows, found.totalCount);
    },
  );
  const relation = { config: PLANET, schema: { querystring: noQuery, body: closedBody(Type.Object({ column_id: Id, theme_ids: idList(COLUMN_LIMITS.relationPageSize) })), response: column } };
  app.post(COLUMN_PATHS.relate, relation, async (request) => ok(await columns.relate(sessionOf(request), request.body.column_id, request.body.theme_ids)));
  app.post(COLUMN_PATHS.unrelate, relation, async (request) => ok(await columns.unrelate(sessionOf(request), request.body.column_id, request.body.theme_ids)));
}
