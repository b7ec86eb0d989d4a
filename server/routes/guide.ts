/**
 * Guide dialog flags (ours: the spec keeps the flag only in the browser, `_guide` for 86400 s). The caller's own
 * account only: no call takes a user id.
 */
import type { FastifyInstance } from 'fastify';
import { SHELL } from '../../shared/api/modules.ts';
import { GUIDE_PATHS, GUIDE_VARIANTS, type GuideVariant } from '../../shared/guide/guide-paths.ts';
import { ok } from '../http/answers.ts';
import { bodySchema, querySchema } from '../http/schemas.ts';
import { inModule, sessionOf } from '../http/session-plugin.ts';
import type { Services } from '../services/index.ts';

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
