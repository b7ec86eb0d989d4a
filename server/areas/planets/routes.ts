/**
 * Planet calls (spec §7 "Planet": create, update, startAudit, retryAudit, {id}/show; the rest ours,
 * docs/api.md "Planets"). JSON bodies; a staff account acts for its main account. With LECTERN_DEV_ROUTES=1 (never
 * in production) `auditResult` gives the platform reviewer's verdict.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id, Type } from '@shared/api/schema.ts';
import { PLANET_CLASSES } from '@shared/planets/classes.ts';
import { PLANET_PATHS } from '@shared/planets/paths.ts';
import { Planet, PlanetAuditStatus, PlanetClass, PlanetInput, PlanetSettings } from '@shared/planets/types.ts';
import { answers, dataAnswer, rowsAnswer } from '@server/http/answer-schemas.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { closedBody, idBody, queryOf } from '@server/http/schemas.ts';
import { pagesOf } from '@shared/menu/modules.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';
import { devRoutesEnabled } from '@server/config.ts';

const PLANET = inModule('planet');
/** the list of the caller's planets is also the planet filter (or choice) of the other planet-mode screens */
const PLANET_CHOICE = inModule(['planet', 'planet-activity', 'planet-user', 'planet-lesson', ...pagesOf('planet-live'), 'planet-wiki', 'planet-future', 'accounting.home', 'accounting.balance']);

const noQuery = queryOf({});
const onePlanet = answers(dataAnswer(Planet));
/** the switches a call changes, one at least */
const settingChanges = Type.Partial(PlanetSettings, { additionalProperties: false, minProperties: 1 });

export function registerPlanetRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { planets } = services;
  const byId = { config: PLANET, schema: { querystring: noQuery, body: idBody(), response: onePlanet } };

  app.post(
    PLANET_PATHS.create,
    { config: PLANET, schema: { querystring: noQuery, body: closedBody(PlanetInput), response: answers(dataAnswer(Type.Object({ id: Type.Integer() }))) } },
    async (request) => ok(await planets.create(sessionOf(request), request.body)),
  );

  app.post(
    PLANET_PATHS.update,
    { config: PLANET, schema: { querystring: noQuery, body: closedBody(Type.Object({ ...PlanetInput.properties, id: Id })), response: onePlanet } },
    async (request) => {
      const { id, ...input } = request.body;
      return ok(await planets.update(sessionOf(request), id, input));
    },
  );

  app.post(PLANET_PATHS.startAudit, byId, async (request) => ok(await planets.startAudit(sessionOf(request), request.body.id)));
  app.post(PLANET_PATHS.retryAudit, byId, async (request) => ok(await planets.retryAudit(sessionOf(request), request.body.id)));

  app.get(
    PLANET_PATHS.show(':id' as unknown as number),
    { config: PLANET, schema: { querystring: noQuery, params: Type.Object({ id: Id }), response: onePlanet } },
    async (request) => ok(await planets.show(sessionOf(request), request.params.id)),
  );

  app.get(
    PLANET_PATHS.findList,
    {
      config: PLANET_CHOICE,
      schema: {
        querystring: queryOf({
          page: Type.Integer({ minimum: 1, default: 1 }),
          pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
          keyword: Type.Optional(Type.String({ maxLength: 100 })),
          audit_status: Type.Optional(PlanetAuditStatus),
        }),
        response: answers(rowsAnswer(Planet)),
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

  app.get(PLANET_PATHS.classes, { config: PLANET, schema: { querystring: noQuery, response: answers(dataAnswer(Type.Immutable(Type.Array(PlanetClass)))) } }, async () => ok(PLANET_CLASSES));

  app.post(
    PLANET_PATHS.updateSettings,
    { config: PLANET, schema: { querystring: noQuery, body: closedBody(Type.Object({ id: Id, settings: settingChanges })), response: answers(dataAnswer(PlanetSettings)) } },
    async (request) => ok(await planets.updateSettings(sessionOf(request), request.body.id, request.body.settings)),
  );

  if (devRoutesEnabled()) {
    app.post(
      PLANET_PATHS.auditResult,
      {
        config: PLANET,
        schema: { querystring: noQuery, body: closedBody(Type.Object({ id: Id, approve: Type.Boolean(), reason: Type.Optional(Type.String({ maxLength: 200 })) })), response: onePlanet },
      },
      async (request) => ok(await planets.decideAudit(sessionOf(request), request.body.id, request.body.approve, request.body.reason ?? '')),
    );
  }
}
