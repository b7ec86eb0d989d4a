/**
 * Shell calls whose paths the spec leaves "not shown" (our design, docs/api.md):
 * menu modules, switches, page visits, dashboard figures.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id, RULE_KEYWORD, Type } from '@shared/api/schema.ts';
import { MenuModule } from '@shared/menu/types.ts';
import { SHELL } from '@shared/menu/modules.ts';
import { DashboardFigures } from '@shared/system/dashboard-types.ts';
import { SYSTEM_PATHS } from '@shared/system/paths.ts';
import { Switches } from '@shared/system/types.ts';
import { answers, dataAnswer, EmptyAnswer } from '@server/http/answer-schemas.ts';
import { ok } from '@server/http/answers.ts';
import { closedBody, queryOf } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';
import { parseInclude } from './switches.ts';

const shell = inModule(SHELL);
const Menu = answers(dataAnswer(Type.Array(MenuModule)));

export function registerSystemRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { menu, switches, pageVisits, dashboard } = services;

  app.get(SYSTEM_PATHS.menuList, { config: shell, schema: { querystring: queryOf({}), response: Menu } }, async (request) => ok(await menu.menuFor(sessionOf(request))));

  app.get(
    SYSTEM_PATHS.childModules,
    { config: inModule('setting.index'), schema: { querystring: queryOf({ child_id: Id }), response: Menu } },
    async (request) => ok(await menu.menuOfStaff(sessionOf(request), request.query.child_id)),
  );

  app.get(
    SYSTEM_PATHS.switches,
    {
      config: shell,
      schema: { querystring: queryOf({ user_id: Type.Optional(Id), include: Type.Optional(Type.String({ maxLength: 256 })) }), response: answers(dataAnswer(Switches)) },
    },
    async (request) => {
      const session = sessionOf(request);
      const names = parseInclude(request.query.include);
      return ok(await switches.read(session, request.query.user_id ?? session.user.id, names));
    },
  );

  app.post(
    SYSTEM_PATHS.pageVisit,
    {
      config: shell,
      schema: {
        querystring: queryOf({}),
        body: closedBody(
          Type.Object({
            path: Type.String({ minLength: 1, maxLength: 512, pattern: '^/', [RULE_KEYWORD]: '必须以 / 开头，长度为 1 到 512 个字符' }),
            title: Type.Optional(Type.String({ maxLength: 128 })),
          }),
        ),
        response: answers(EmptyAnswer),
      },
    },
    async (request) => {
      await pageVisits.record(sessionOf(request), request.body.path, request.body.title ?? '');
      return ok();
    },
  );

  app.get(SYSTEM_PATHS.dashboard, { config: shell, schema: { querystring: queryOf({}), response: answers(dataAnswer(DashboardFigures)) } }, async (request) =>
    ok(await dashboard.figures(sessionOf(request))),
  );
}
