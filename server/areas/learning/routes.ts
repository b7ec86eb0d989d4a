/**
 * Learning calls (docs/api.md "Learning"): the student dashboard and a student's courses with their
 * progress: the pages 用户概览 (`user.dashboard`) and 用户列表 (`user.index`, a student's detail). With LECTERN_DEV_ROUTES=1 (never in production) a play of the student's
 * app is a route too.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id } from '@shared/api/schema.ts';
import { LEARNING_PATHS as P } from '@shared/learning/paths.ts';
import { PlayInput, StudentCourse, StudentDashboard, StudentDashboardQuery } from '@shared/learning/types.ts';
import { answers, dataAnswer, rowsAnswer } from '@server/http/answer-schemas.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { closedBody, pagingFields, queryOf } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { devRoutesEnabled } from '@server/config.ts';
import type { Services } from '@server/services.ts';

const config = inModule('user.dashboard');
const students = inModule('user.index');

export function registerLearningRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { learning } = services;

  app.get(
    P.dashboard,
    { config, schema: { querystring: queryOf(StudentDashboardQuery.properties), response: answers(dataAnswer(StudentDashboard)) } },
    async (request) => ok(await learning.dashboard(sessionOf(request), { from: request.query.from, to: request.query.to })),
  );
  app.get(
    P.progress,
    { config: students, schema: { querystring: queryOf({ id: Id, ...pagingFields(100, 10) }), response: answers(rowsAnswer(StudentCourse)) } },
    async (request) => {
      const q = request.query;
      const found = await learning.progress(sessionOf(request), q.id, q.page, q.pageSize);
      return okRows(found.rows, found.totalCount);
    },
  );

  if (devRoutesEnabled()) {
    app.post(P.devPlay, { config, schema: { querystring: queryOf({}), body: closedBody(PlayInput), response: answers(dataAnswer(StudentCourse)) } }, async (request) =>
      ok(await learning.recordPlay(sessionOf(request), request.body)),
    );
  }
}
