/**
 * Guide dialog flags (ours: the spec keeps the flag only in the browser, `_guide` for 86400 s). The caller's own
 * account only: no call takes a user id.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SHELL } from '@shared/menu/modules.ts';
import { GUIDE_PATHS } from '@shared/guide/paths.ts';
import { GuideDone, GuideStatus } from '@shared/guide/types.ts';
import { answers, dataAnswer } from '@server/http/answer-schemas.ts';
import { ok } from '@server/http/answers.ts';
import { closedBody, queryOf } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';

export function registerGuideRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const config = inModule(SHELL);
  const response = answers(dataAnswer(GuideStatus));

  app.get(GUIDE_PATHS.status, { config, schema: { querystring: queryOf({}), response } }, async (request) => ok(await services.guide.status(sessionOf(request))));

  app.post(GUIDE_PATHS.done, { config, schema: { querystring: queryOf({}), body: closedBody(GuideDone), response } }, async (request) =>
    ok(await services.guide.markDone(sessionOf(request), request.body.variant)),
  );
}
