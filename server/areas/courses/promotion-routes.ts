/**
 * The calls of course activities, their partitions and the courses' evaluations (docs/api.md), the pages
 * 课程活动 (activities and their partitions) and 课程评价 (evaluations), scoped to the caller's account.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CourseActivity, Partition, PartitionInput } from '@shared/courses/activity-types.ts';
import { Evaluation, EvaluationFilters, RatingSummary } from '@shared/courses/evaluation-types.ts';
import { COURSE_PATHS } from '@shared/courses/paths.ts';
import { activityRecords } from '@shared/courses/record-resources.ts';
import { Id, Type } from '@shared/api/schema.ts';
import { answers, dataAnswer, EmptyAnswer, rowsAnswer, rowsWithDataAnswer } from '@server/http/answer-schemas.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { registerResourceRoutes } from '@server/http/resource-routes.ts';
import { closedBody, idBody, queryOf } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';
import { plainPaging } from './fields.ts';
import { activitySortBody, enableBody, hideBody, partitionSortBody, replyBody } from './promotion-fields.ts';

export function registerPromotionRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { courseActivities: activities, coursePartitions: partitions, courseEvaluations: evaluations } = services;
  const config = inModule('course.activity');
  const reviews = inModule('course.evaluation');
  const query = queryOf({});
  const P = COURSE_PATHS;

  registerResourceRoutes(server, { resource: activityRecords, module: 'course.activity', service: activities });
  app.post(P.activity.sort, { config, schema: { querystring: query, body: activitySortBody, response: answers(rowsAnswer(CourseActivity)) } }, async (request) =>
    okRows(await activities.sort(sessionOf(request), request.body.partition_id, request.body.ids)),
  );
  app.post(P.activity.enable, { config, schema: { querystring: query, body: enableBody, response: answers(dataAnswer(CourseActivity)) } }, async (request) =>
    ok(await activities.setEnabled(sessionOf(request), request.body.id, request.body.enabled)),
  );

  const partition = answers(dataAnswer(Partition));
  app.get(P.partition.findList, { config, schema: { querystring: query, response: answers(rowsAnswer(Partition)) } }, async (request) => okRows(await partitions.list(sessionOf(request))));
  app.post(P.partition.create, { config, schema: { querystring: query, body: closedBody(PartitionInput), response: partition } }, async (request) =>
    ok(await partitions.create(sessionOf(request), request.body)),
  );
  const renameBody = closedBody(Type.Object({ id: Id, ...PartitionInput.properties }));
  app.post(P.partition.update, { config, schema: { querystring: query, body: renameBody, response: partition } }, async (request) =>
    ok(await partitions.rename(sessionOf(request), request.body.id, request.body)),
  );
  app.post(P.partition.delete, { config, schema: { querystring: query, body: idBody(), response: answers(EmptyAnswer) } }, async (request) => {
    await partitions.remove(sessionOf(request), request.body.id);
    return ok();
  });
  app.post(P.partition.sort, { config, schema: { querystring: query, body: partitionSortBody, response: answers(rowsAnswer(Partition)) } }, async (request) =>
    okRows(await partitions.sort(sessionOf(request), request.body.ids)),
  );

  app.get(
    P.evaluation.findList,
    { config: reviews, schema: { querystring: queryOf({ ...plainPaging(100, 20), ...EvaluationFilters.properties }), response: answers(rowsWithDataAnswer(Evaluation, RatingSummary)) } },
    async (request) => {
      const found = await evaluations.list(sessionOf(request), request.query);
      return { ...okRows(found.rows, found.totalCount), data: found.data };
    },
  );
  const evaluation = answers(dataAnswer(Evaluation));
  app.post(P.evaluation.reply, { config: reviews, schema: { querystring: query, body: replyBody, response: evaluation } }, async (request) =>
    ok(await evaluations.reply(sessionOf(request), request.body.id, request.body.reply)),
  );
  app.post(P.evaluation.hide, { config: reviews, schema: { querystring: query, body: hideBody, response: evaluation } }, async (request) =>
    ok(await evaluations.setHidden(sessionOf(request), request.body.id, request.body.hidden)),
  );
}
