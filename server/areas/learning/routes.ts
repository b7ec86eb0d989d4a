/**
 * Learning calls (docs/api.md "Learning"): the student dashboard and a student's courses with their
 * progress: the pages 用户概览 (`user.dashboard`) and 用户列表 (`user.index`, a student's detail). With LECTERN_DEV_ROUTES=1 (never in production) a play of the student's
 * app is a route too.
 */
import type { FastifyInstance } from 'fastify';
import { LEARNING_PATHS as P } from '@shared/learning/paths.ts';
import { LEARNING_LIMITS } from '@shared/learning/rules.ts';
import type { PlayInput, StudentDashboardQuery } from '@shared/learning/types.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { bodySchema, idField, pageFields, querySchema } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';
import { devRoutesEnabled } from '@server/config.ts';
import { PRODUCT_KINDS } from '@server/areas/orders/fields.ts';
import type { Services } from '@server/services.ts';

const config = inModule('user.dashboard');
const students = inModule('user.index');
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', [RULE_KEYWORD]: '必须是 YYYY-MM-DD' } as const;
const whole = (max: number) => ({ type: 'integer', minimum: 0, maximum: max, [RULE_KEYWORD]: `必须是 0 到 ${max} 之间的整数` }) as const;
const playFields = {
  buyer_id: idField,
  product_kind: { type: 'string', enum: [...PRODUCT_KINDS], [RULE_KEYWORD]: `必须是 ${PRODUCT_KINDS.join('、')} 之一` },
  product_id: idField,
  seconds: whole(LEARNING_LIMITS.playSecondsMax),
  progress: whole(LEARNING_LIMITS.progressMax),
};

export function registerLearningRoutes(app: FastifyInstance, services: Services): void {
  const { learning } = services;

  app.get<{ Querystring: StudentDashboardQuery }>(P.dashboard, { config, schema: { querystring: querySchema({ from: day, to: day }, ['from', 'to']) } }, async (request) =>
    ok(await learning.dashboard(sessionOf(request), { from: request.query.from, to: request.query.to })),
  );
  app.get<{ Querystring: { id: number; page: number; pageSize: number } }>(
    P.progress,
    { config: students, schema: { querystring: querySchema({ id: idField, ...pageFields(100, 10) }, ['id']) } },
    async (request) => {
      const q = request.query;
      const found = await learning.progress(sessionOf(request), q.id, q.page, q.pageSize);
      return okRows(found.rows, found.totalCount);
    },
  );

  if (devRoutesEnabled()) {
    app.post<{ Body: PlayInput }>(P.devPlay, { config, schema: { querystring: querySchema(), body: bodySchema(playFields) } }, async (request) =>
      ok(await learning.recordPlay(sessionOf(request), request.body)),
    );
  }
}
