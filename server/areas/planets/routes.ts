/**
 * Planet calls (spec §7 "Planet": create, update, startAudit, retryAudit, {id}/show; the rest ours,
 * docs/api.md "Planets"). JSON bodies; a staff account acts for its main account. With LECTERN_DEV_ROUTES=1 (never
 * in production) `auditResult` gives the platform reviewer's verdict.
 */
import type { FastifyInstance } from 'fastify';
import { PLANET_CLASSES } from '@shared/planets/classes.ts';
import { PLANET_PATHS } from '@shared/planets/paths.ts';
import { PLANET_LIMITS, PLANET_TIME_UNITS } from '@shared/planets/rules.ts';
import { PLANET_SETTING_NAMES, type PlanetAuditStatus, type PlanetInput, type PlanetSettings } from '@shared/planets/types.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { bodySchema, idField, querySchema } from '@server/http/schemas.ts';
import { pagesOf } from '@shared/menu/modules.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';
import { cleanText } from '@server/content/clean-text.ts';
import type { Services } from '@server/services.ts';
import { devRoutesEnabled } from '@server/config.ts';

const flag = { type: 'integer', enum: [0, 1], [RULE_KEYWORD]: '必须是 0 或 1' } as const;

const planetFields = {
  title: cleanText(200),
  backgrounds: { type: 'array', items: idField, maxItems: 50 },
  introduce: cleanText(2000),
  price: { type: 'integer', minimum: 0, maximum: PLANET_LIMITS.priceMax, [RULE_KEYWORD]: `必须是 0 到 ${PLANET_LIMITS.priceMax} 之间的整数（分）` },
  time_mode: { type: 'integer', enum: [1, 2], [RULE_KEYWORD]: '必须是 1（按时长）或 2（永久）' },
  time_unit: { type: 'string', enum: [...PLANET_TIME_UNITS] },
  time_value: { type: 'integer', minimum: 1, maximum: PLANET_LIMITS.timeValueMax, [RULE_KEYWORD]: `必须是 1 到 ${PLANET_LIMITS.timeValueMax} 之间的整数` },
  description: cleanText(20_000),
  first_class: { type: 'integer', minimum: 0 },
  second_class: { type: 'integer', minimum: 0 },
  has_homepage: flag,
  homepage_id: { type: 'integer', minimum: 0 },
} as const;

const planetInputSchema = bodySchema(planetFields, ['title', 'backgrounds', 'price', 'time_mode', 'first_class', 'second_class']);

/** The optional fields' values when a body leaves them out. */
function withDefaults(body: Partial<PlanetInput>): PlanetInput {
  return {
    title: body.title ?? '',
    backgrounds: body.backgrounds ?? [],
    introduce: body.introduce ?? '',
    price: body.price ?? 0,
    time_mode: body.time_mode ?? 2,
    time_unit: body.time_unit ?? 'year',
    time_value: body.time_value ?? 1,
    description: body.description ?? '',
    first_class: body.first_class ?? 0,
    second_class: body.second_class ?? 0,
    has_homepage: body.has_homepage ?? 0,
    homepage_id: body.homepage_id ?? 0,
  };
}

const PLANET = inModule('planet');
/** the list of the caller's planets is also the planet filter (or choice) of the other planet-mode screens */
const PLANET_CHOICE = inModule(['planet', 'planet-activity', 'planet-user', 'planet-lesson', ...pagesOf('planet-live'), 'planet-wiki', 'planet-future', 'accounting.home', 'accounting.balance']);

type IdBody = { id: number };
type ListQuery = { page: number; pageSize: number; keyword?: string; audit_status?: PlanetAuditStatus };

export function registerPlanetRoutes(app: FastifyInstance, services: Services): void {
  const { planets } = services;
  const idBody = { config: PLANET, schema: { querystring: querySchema(), body: bodySchema({ id: idField }) } };

  app.post<{ Body: Partial<PlanetInput> }>(PLANET_PATHS.create, { config: PLANET, schema: { querystring: querySchema(), body: planetInputSchema } }, async (request) =>
    ok(await planets.create(sessionOf(request), withDefaults(request.body))),
  );

  app.post<{ Body: Partial<PlanetInput> & IdBody }>(
    PLANET_PATHS.update,
    { config: PLANET, schema: { querystring: querySchema(), body: { ...planetInputSchema, properties: { ...planetInputSchema.properties, id: idField }, required: ['id', ...planetInputSchema.required] } } },
    async (request) => {
      const { id, ...input } = request.body;
      return ok(await planets.update(sessionOf(request), id, withDefaults(input)));
    },
  );

  app.post<{ Body: IdBody }>(PLANET_PATHS.startAudit, idBody, async (request) => ok(await planets.startAudit(sessionOf(request), request.body.id)));
  app.post<{ Body: IdBody }>(PLANET_PATHS.retryAudit, idBody, async (request) => ok(await planets.retryAudit(sessionOf(request), request.body.id)));

  app.get<{ Params: { id: number } }>(
    PLANET_PATHS.show(':id' as unknown as number),
    { config: PLANET, schema: { querystring: querySchema(), params: { type: 'object', properties: { id: idField }, required: ['id'] } } },
    async (request) => ok(await planets.show(sessionOf(request), request.params.id)),
  );

  app.get<{ Querystring: ListQuery }>(
    PLANET_PATHS.findList,
    {
      config: PLANET_CHOICE,
      schema: {
        querystring: querySchema({
          page: { type: 'integer', minimum: 1, default: 1 },
          pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
          keyword: { type: 'string', maxLength: 100 },
          audit_status: { type: 'integer', enum: [0, 1, 2, 3] },
        }),
      },
    },
    async (request) => {
      const q = request.query;
      const found = await planets.list(sessionOf(request), {
        page: q.page,
        pageSize: q.pageSize,
        ...(q.keyword ? { keyword: q.keyword } : {}),
        ...(q.audit_status !== undefined ? { auditStatus: q.audit_status } : {}),
      });
      return okRows(found.rows, found.totalCount);
    },
  );

  app.get(PLANET_PATHS.classes, { config: PLANET, schema: { querystring: querySchema() } }, async () => ok(PLANET_CLASSES));

  app.post<{ Body: IdBody & { settings: Partial<PlanetSettings> } }>(
    PLANET_PATHS.updateSettings,
    {
      config: PLANET,
      schema: {
        querystring: querySchema(),
        body: bodySchema({
          id: idField,
          settings: { type: 'object', properties: Object.fromEntries(PLANET_SETTING_NAMES.map((name) => [name, flag])), additionalProperties: false, minProperties: 1 },
        }),
      },
    },
    async (request) => ok(await planets.updateSettings(sessionOf(request), request.body.id, request.body.settings)),
  );

  if (devRoutesEnabled()) {
    app.post<{ Body: IdBody & { approve: boolean; reason?: string } }>(
      PLANET_PATHS.auditResult,
      { config: PLANET, schema: { querystring: querySchema(), body: bodySchema({ id: idField, approve: { type: 'boolean' }, reason: { type: 'string', maxLength: 200 } }, ['id', 'approve']) } },
      async (request) => ok(await planets.decideAudit(sessionOf(request), request.body.id, request.body.approve, request.body.reason ?? '')),
    );
  }
}
