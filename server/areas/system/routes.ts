/**
 * Shell calls whose paths the spec leaves "not shown" (our design, docs/api.md):
 * menu modules, switches, page visits, dashboard figures.
 */
import type { FastifyInstance } from 'fastify';
import { SHELL } from '@shared/menu/modules.ts';
import { SYSTEM_PATHS } from '@shared/system/paths.ts';
import { ok } from '@server/http/answers.ts';
import { bodySchema, idField, querySchema } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';
import type { Services } from '@server/services.ts';
import { parseInclude } from './switches.ts';

export function registerSystemRoutes(app: FastifyInstance, services: Services): void {
  const { menu, switches, pageVisits, dashboard } = services;

  app.get(SYSTEM_PATHS.menuList, { config: inModule(SHELL), schema: { querystring: querySchema() } }, async (request) =>
    ok(await menu.menuFor(sessionOf(request))),
  );

  app.get<{ Querystring: { child_id: number } }>(
    SYSTEM_PATHS.childModules,
    { config: inModule('setting.index'), schema: { querystring: querySchema({ child_id: idField }, ['child_id']) } },
    async (request) => ok(await menu.menuOfStaff(sessionOf(request), request.query.child_id)),
  );

  app.get<{ Querystring: { user_id?: number; include?: string } }>(
    SYSTEM_PATHS.switches,
    {
      config: inModule(SHELL),
      schema: {
        querystring: querySchema({ user_id: idField, include: { type: 'string', maxLength: 256 } }),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const names = parseInclude(request.query.include);
      return ok(await switches.read(session, request.query.user_id ?? session.user.id, names));
    },
  );

  app.post<{ Body: { path: string; title?: string } }>(
    SYSTEM_PATHS.pageVisit,
    {
      config: inModule(SHELL),
      schema: {
        querystring: querySchema(),
        body: bodySchema(
          {
            path: {
              type: 'string',
              minLength: 1,
              maxLength: 512,
              pattern: '^/',
              [RULE_KEYWORD]: '必须以 / 开头，长度为 1 到 512 个字符',
            },
            title: { type: 'string', maxLength: 128 },
          },
          ['path'],
        ),
      },
    },
    async (request) => {
      await pageVisits.record(sessionOf(request), request.body.path, request.body.title ?? '');
      return ok();
    },
  );

  app.get(SYSTEM_PATHS.dashboard, { config: inModule(SHELL), schema: { querystring: querySchema() } }, async (request) =>
    ok(await dashboard.figures(sessionOf(request))),
  );
}
