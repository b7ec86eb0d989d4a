/**
 * Guide dialog flags (ours: the spec keeps the flag only in the browser, `_guide` for 86400 s). The caller's own
 * account only: no call takes a user id.
 */
import type { FastifyInstance } from 'fastify';
import { SHELL } from '@shared/menu/modules.ts';
import { GUIDE_PATHS, GUIDE_VARIANTS, type GuideVariant } from '@shared/guide/paths.ts';
import { ok } from '@server/http/answers.ts';
import { bodySchema, querySchema } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';

export function registerGuideRoutes(app: FastifyInstance, services: Services): void {
  app.get(GUIDE_PATHS.status, { config: inModule(SHELL), schema: { querystring: querySchema() } }, async (request) =>
    ok(await services.guide.status(sessionOf(request))),
  );

  app.post<{ Body: { variant: GuideVariant } }>(
    GUIDE_PATHS.done,
    { config: inModule(SHELL), schema: { querystring: querySchema(), body: bodySchema({ variant: { type: 'string', enum: [...GUIDE_VARIANTS] } }) } },
    async (request) => ok(await services.guide.markDone(sessionOf(request), request.body.variant)),
  );
}
