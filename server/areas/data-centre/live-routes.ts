/** The live data calls (docs/api.md "Data centre"): /database/living and its export. The page 直播数据 (`database.living`). */
import type { FastifyInstance } from 'fastify';
import { DATA_CENTRE_PATHS as P } from '@shared/data-centre/paths.ts';
import { LIVING_SORTS, type LivingQuery } from '@shared/data-centre/live-types.ts';
import { ok } from '@server/http/answers.ts';
import { pageFields, querySchema } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';
import type { Services } from '@server/services.ts';
import { sendLivingXlsx } from './live-export.ts';
import { LIVING_PAGE } from './live.ts';

const config = inModule('database.living');
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', [RULE_KEYWORD]: '必须是 YYYY-MM-DD' } as const;
const sort = { type: 'string', enum: [...LIVING_SORTS], [RULE_KEYWORD]: `必须是 ${LIVING_SORTS.join('、')} 之一` } as const;
const livingQuery = querySchema({ start: day, end: day, sort, ...pageFields(LIVING_PAGE.max, LIVING_PAGE.size) }, ['start', 'end']);
const exportQuery = querySchema({ start: day, end: day, sort }, ['start', 'end']);

const queryOf = (q: LivingQuery): LivingQuery => ({
  start: q.start,
  end: q.end,
  ...(q.sort ? { sort: q.sort } : {}),
  ...(q.page ? { page: q.page } : {}),
  ...(q.pageSize ? { pageSize: q.pageSize } : {}),
});

export function registerLivingRoutes(app: FastifyInstance, services: Services): void {
  const { living } = services;
  app.get<{ Querystring: LivingQuery }>(P.living, { config, schema: { querystring: livingQuery } }, async (request) =>
    ok(await living.report(sessionOf(request), queryOf(request.query))),
  );
  app.get<{ Querystring: LivingQuery }>(P.livingExport, { config, schema: { querystring: exportQuery } }, async (request, reply) => {
    const query = queryOf(request.query);
    living.check(query);
    return sendLivingXlsx(reply, query, living.allSessions(sessionOf(request), query));
  });
}
