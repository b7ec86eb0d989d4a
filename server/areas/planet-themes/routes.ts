/**
 * Planet themes (the feed), topics and columns, praise and collect (docs/api.md). Spec §7
 * names the theme calls findList, {id}/detail, create, update, delete; the topic calls findList, search, create,
 * delete, updateSort, list, update; /api/v4/planetColumn/* and praise and collect; the rest of the names are ours.
 */
import type { FastifyInstance } from 'fastify';
import { COLUMN_PATHS, THEME_PATHS, TOPIC_PATHS } from '@shared/planet-themes/paths.ts';
import { COLUMN_LIMITS, THEME_LIMITS, TOPIC_LIMITS, THEME_LIST_DEFAULT_STATUS, TOPIC_DEFAULT_STATUS } from '@shared/planet-themes/rules.ts';
import { THEME_MEDIA_KINDS, type ColumnCreateInput, type ColumnStatus, type ColumnUpdateInput, type ThemeCreateInput, type ThemeListQuery, type ThemeUpdateInput, type TopicCreateInput, type TopicStatus, type TopicUpdateInput } from '@shared/planet-themes/types.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { bodySchema, idField, querySchema } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';
import type { Services } from '@server/services.ts';
import { cleanText } from '@server/content/clean-text.ts';

/** planet screens (我的星球 and a planet's detail pages): docs/api.md "Modules" */
const PLANET = inModule('planet');

const flag = { type: 'integer', enum: [0, 1], [RULE_KEYWORD]: '必须是 0 或 1' } as const;
const themeStatus = { type: 'integer', enum: [0, 1, 2], [RULE_KEYWORD]: '必须是 0（隐藏）、1（已发布）或 2（待发布）' } as const;
/** update publishes (approves) or hides; only a member's post waits in 2 */
const publishedOrHidden = { type: 'integer', enum: [0, 1], [RULE_KEYWORD]: '必须是 0（隐藏）或 1（发布）' } as const;
const idList = (max: number) => ({ type: 'array', items: idField, minItems: 1, maxItems: max, [RULE_KEYWORD]: `必须是 1 到 ${max} 个正整数 id` }) as const;
const page = { type: 'integer', minimum: 1, default: 1, [RULE_KEYWORD]: '必须是正整数' } as const;
const pageSize = (fallback: number, max: number) => ({ type: 'integer', minimum: 1, maximum: max, default: fallback, [RULE_KEYWORD]: `必须是 1 到 ${max} 之间的整数` }) as const;
const mediaList = {
  type: 'array',
  maxItems: THEME_LIMITS.mediaMax,
  items: {
    type: 'object',
    properties: { id: idField, source_type: { type: 'string', enum: [...THEME_MEDIA_KINDS], [RULE_KEYWORD]: '必须是 picture、audio 或 video' } },
    required: ['id', 'source_type'],
    additionalProperties: false,
  },
  [RULE_KEYWORD]: `最多 ${THEME_LIMITS.mediaMax} 个图片、音频或视频`,
} as const;
const topicIds = { type: 'array', items: idField, maxItems: THEME_LIMITS.topicsMax, [RULE_KEYWORD]: `最多 ${THEME_LIMITS.topicsMax} 个话题` } as const;
const content = cleanText(THEME_LIMITS.contentMax * 2);

type IdBody = { id: number };

export function registerPlanetThemeRoutes(app: FastifyInstance, services: Services): void {
  const { themes, topics, columns } = services.planetThemes;
  const idBody = { config: PLANET, schema: { querystring: querySchema(), body: bodySchema({ id: idField }) } };

  // ---- themes
  app.get<{ Querystring: ThemeListQuery & { page: number; pageSize: number } }>(
    THEME_PATHS.findList,
    {
      config: PLANET,
      schema: {
        querystring: querySchema(
          {
            planet_id: idField,
            status: { ...themeStatus, default: THEME_LIST_DEFAULT_STATUS },
            page,
            pageSize: pageSize(THEME_LIMITS.pageSizeDefault, THEME_LIMITS.pageSizeMax),
            topic_id: idField,
            top: flag,
            highlight: flag,
            keyword: { type: 'string', maxLength: 100 },
          },
          ['planet_id'],
        ),
      },
    },
    async (request) => {
      const found = await themes.list(sessionOf(request), request.query);
      return okRows(found.rows, found.totalCount);
    },
  );

  app.get<{ Params: { id: number } }>(
    THEME_PATHS.detail(':id' as unknown as number),
    { config: PLANET, schema: { querystring: querySchema(), params: { type: 'object', properties: { id: idField }, required: ['id'] } } },
    async (request) => ok(await themes.detail(sessionOf(request), request.params.id)),
  );

  app.post<{ Body: ThemeCreateInput }>(
    THEME_PATHS.create,
    {
      config: PLANET,
      schema: {
        querystring: querySchema(),
        body: bodySchema(
          {
            planet_id: idField,
            content,
            media: mediaList,
            topic_ids: topicIds,
            status: themeStatus,
            top: flag,
            highlight: flag,
            target: { type: 'string', maxLength: 32, pattern: '^[a-z_]*$', [RULE_KEYWORD]: '只能是小写字母和下划线' },
            target_id: { type: 'integer', minimum: 0 },
          },
          ['planet_id'],
        ),
      },
    },
    // content may be left out (the client drops an empty one) when the post has media
    async (request) => ok(await themes.create(sessionOf(request), { ...request.body, content: request.body.content ?? '' })),
  );

  app.post<{ Body: ThemeUpdateInput }>(
    THEME_PATHS.update,
    {
      config: PLANET,
      schema: {
        querystring: querySchema(),
        body: { ...bodySchema({ id: idField, content, media: mediaList, topic_ids: topicIds, status: publishedOrHidden, top: flag, highlight: flag }, ['id']), minProperties: 2 },
      },
    },
    async (request) => ok(await themes.update(sessionOf(request), request.body)),
  );

  app.post<{ Body: IdBody }>(THEME_PATHS.delete, idBody, async (request) => {
    await themes.delete(sessionOf(request), request.body.id);
    return ok();
  });

  const relateSchema = { config: PLANET, schema: { querystring: querySchema(), body: bodySchema({ id: idField, topic_ids: idList(THEME_LIMITS.topicsMax) }) } };
  app.post<{ Body: IdBody & { topic_ids: number[] } }>(THEME_PATHS.relateTopic, relateSchema, async (request) =>
    ok(await themes.relateTopics(sessionOf(request), request.body.id, request.body.topic_ids)),
  );
  app.post<{ Body: IdBody & { topic_ids: number[] } }>(THEME_PATHS.unrelateTopic, relateSchema, async (request) =>
    ok(await themes.unrelateTopics(sessionOf(request), request.body.id, request.body.topic_ids)),
  );

  const markSchema = { config: PLANET, schema: { querystring: querySchema(), body: bodySchema({ theme_id: idField }) } };
  app.post<{ Body: { theme_id: number } }>(THEME_PATHS.praise, markSchema, async (request) => ok(await themes.praise(sessionOf(request), request.body.theme_id)));
  app.post<{ Body: { theme_id: number } }>(THEME_PATHS.collect, markSchema, async (request) => ok(await themes.collect(sessionOf(request), request.body.theme_id)));

  // ---- topics
  const topicStatus = { type: 'integer', enum: [0, 1], [RULE_KEYWORD]: '必须是 0（停用）或 1（启用）' } as const;
  app.get<{ Querystring: { planet_id: number; status: TopicStatus; page: number; pageSize: number } }>(
    TOPIC_PATHS.findList,
    {
      config: PLANET,
      schema: {
        querystring: querySchema(
          { planet_id: idField, status: { ...topicStatus, default: TOPIC_DEFAULT_STATUS }, page, pageSize: pageSize(TOPIC_LIMITS.pageSizeDefault, TOPIC_LIMITS.pageSizeMax) },
          ['planet_id'],
        ),
      },
    },
    async (request) => {
      const q = request.query;
      const found = await topics.findList(sessionOf(request), q.planet_id, q.status, q);
      return okRows(found.rows, found.totalCount);
    },
  );

  app.get<{ Querystring: { planet_id: number; keyword?: string; page: number; pageSize: number } }>(
    TOPIC_PATHS.search,
    {
      config: PLANET,
      schema: {
        querystring: querySchema(
          { planet_id: idField, keyword: { type: 'string', maxLength: 100 }, page, pageSize: pageSize(TOPIC_LIMITS.searchPageSize, TOPIC_LIMITS.pageSizeMax) },
          ['planet_id'],
        ),
      },
    },
    async (request) => {
      const q = request.query;
      const found = await topics.search(sessionOf(request), q.planet_id, q.keyword ?? '', q);
      return okRows(found.rows, found.totalCount);
    },
  );

  app.get<{ Querystring: { planet_id: number } }>(TOPIC_PATHS.list, { config: PLANET, schema: { querystring: querySchema({ planet_id: idField }, ['planet_id']) } }, async (request) => {
    const rows = await topics.list(sessionOf(request), request.query.planet_id);
    return okRows(rows, rows.length);
  });

  const name = cleanText(TOPIC_LIMITS.nameMax * 2);
  app.post<{ Body: TopicCreateInput }>(
    TOPIC_PATHS.create,
    { config: PLANET, schema: { querystring: querySchema(), body: bodySchema({ planet_id: idField, name, show_timeline: flag, member_use: flag, status: topicStatus }, ['planet_id', 'name']) } },
    async (request) => ok(await topics.create(sessionOf(request), request.body)),
  );
  app.post<{ Body: TopicUpdateInput }>(
    TOPIC_PATHS.update,
    { config: PLANET, schema: { querystring: querySchema(), body: { ...bodySchema({ id: idField, name, show_timeline: flag, member_use: flag, status: topicStatus }, ['id']), minProperties: 2 } } },
    async (request) => ok(await topics.update(sessionOf(request), request.body)),
  );
  app.post<{ Body: IdBody }>(TOPIC_PATHS.delete, idBody, async (request) => {
    await topics.delete(sessionOf(request), request.body.id);
    return ok();
  });
  app.post<{ Body: { planet_id: number; ids: number[] } }>(
    TOPIC_PATHS.updateSort,
    { config: PLANET, schema: { querystring: querySchema(), body: bodySchema({ planet_id: idField, ids: idList(TOPIC_LIMITS.perPlanetMax) }) } },
    async (request) => {
      const rows = await topics.updateSort(sessionOf(request), request.body.planet_id, request.body.ids);
      return okRows(rows, rows.length);
    },
  );

  // ---- columns
  const columnStatus = { type: 'integer', enum: [0, 1], [RULE_KEYWORD]: '必须是 0（隐藏）或 1（发布）' } as const;
  const title = cleanText(COLUMN_LIMITS.titleMax * 2);
  app.get<{ Querystring: { planet_id: number; status?: ColumnStatus; page: number; pageSize: number } }>(
    COLUMN_PATHS.findList,
    {
      config: PLANET,
      schema: {
        querystring: querySchema(
          { planet_id: idField, status: columnStatus, page, pageSize: pageSize(COLUMN_LIMITS.pageSizeDefault, COLUMN_LIMITS.pageSizeMax) },
          ['planet_id'],
        ),
      },
    },
    async (request) => {
      const q = request.query;
      const found = await columns.findList(sessionOf(request), q.planet_id, q.status, q);
      return okRows(found.rows, found.totalCount);
    },
  );
  app.post<{ Body: ColumnCreateInput }>(
    COLUMN_PATHS.create,
    { config: PLANET, schema: { querystring: querySchema(), body: bodySchema({ planet_id: idField, title, status: columnStatus }, ['planet_id', 'title']) } },
    async (request) => ok(await columns.create(sessionOf(request), request.body)),
  );
  app.post<{ Body: ColumnUpdateInput }>(
    COLUMN_PATHS.update,
    { config: PLANET, schema: { querystring: querySchema(), body: { ...bodySchema({ id: idField, title, status: columnStatus }, ['id']), minProperties: 2 } } },
    async (request) => ok(await columns.update(sessionOf(request), request.body)),
  );
  app.post<{ Body: IdBody }>(COLUMN_PATHS.delete, idBody, async (request) => {
    await columns.delete(sessionOf(request), request.body.id);
    return ok();
  });
  app.get<{ Querystring: { column_id: number; page: number; pageSize: number } }>(
    COLUMN_PATHS.relationList,
    {
      config: PLANET,
      schema: {
        querystring: querySchema({ column_id: idField, page, pageSize: pageSize(COLUMN_LIMITS.relationPageSize, COLUMN_LIMITS.relationPageSize) }, ['column_id']),
      },
    },
    async (request) => {
      const q = request.query;
      const found = await columns.relationList(sessionOf(request), q.column_id, q);
      return okRows(found.rows, found.totalCount);
    },
  );
  const relationBody = { config: PLANET, schema: { querystring: querySchema(), body: bodySchema({ column_id: idField, theme_ids: idList(COLUMN_LIMITS.relationPageSize) }) } };
  app.post<{ Body: { column_id: number; theme_ids: number[] } }>(COLUMN_PATHS.relate, relationBody, async (request) =>
    ok(await columns.relate(sessionOf(request), request.body.column_id, request.body.theme_ids)),
  );
  app.post<{ Body: { column_id: number; theme_ids: number[] } }>(COLUMN_PATHS.unrelate, relationBody, async (request) =>
    ok(await columns.unrelate(sessionOf(request), request.body.column_id, request.body.theme_ids)),
  );
}
