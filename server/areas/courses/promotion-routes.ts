/**
 * The calls of course activities, their partitions and the courses' evaluations (docs/api.md), the pages
 * 课程活动 (activities and their partitions) and 课程评价 (evaluations), scoped to the caller's account.
 */
import type { FastifyInstance } from 'fastify';
import { COURSE_PATHS } from '@shared/courses/paths.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { registerCrudRoutes } from '@server/http/crud-routes.ts';
import { bodySchema, idField, querySchema } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';
import type { EvaluationQuery } from './evaluations.ts';
import {
  activityFields, activityQuery, activityRequired, activitySortFields, enableFields, evaluationQuery, hideFields, paging, partitionFields, partitionSortFields, replyFields,
} from './promotion-fields.ts';

export function registerPromotionRoutes(app: FastifyInstance, services: Services): void {
  const { courseActivities: activities, coursePartitions: partitions, courseEvaluations: evaluations } = services;
  const config = inModule('course.activity');
  const reviews = inModule('course.evaluation');
  const post = (body: object) => ({ config, schema: { querystring: querySchema(), body } });
  const postReview = (body: object) => ({ config: reviews, schema: { querystring: querySchema(), body } });
  const P = COURSE_PATHS;

  registerCrudRoutes(app, { paths: P.activity, module: 'course.activity', query: activityQuery, fields: activityFields, required: activityRequired, service: activities });
  app.post<{ Body: { partition_id: number; ids: number[] } }>(P.activity.sort, post(bodySchema(activitySortFields)), async (request) =>
    okRows(await activities.sort(sessionOf(request), request.body.partition_id, request.body.ids)),
  );
  app.post<{ Body: { id: number; enabled: 0 | 1 } }>(P.activity.enable, post(bodySchema(enableFields)), async (request) =>
    ok(await activities.setEnabled(sessionOf(request), request.body.id, request.body.enabled)),
  );

  app.get(P.partition.findList, { config, schema: { querystring: querySchema() } }, async (request) => okRows(await partitions.list(sessionOf(request))));
  app.post<{ Body: { name: string } }>(P.partition.create, post(bodySchema(partitionFields)), async (request) => ok(await partitions.create(sessionOf(request), request.body)));
  app.post<{ Body: { id: number; name: string } }>(P.partition.update, post(bodySchema({ id: idField, ...partitionFields })), async (request) =>
    ok(await partitions.rename(sessionOf(request), request.body.id, request.body)),
  );
  app.post<{ Body: { id: number } }>(P.partition.delete, post(bodySchema({ id: idField })), async (request) => {
    await partitions.remove(sessionOf(request), request.body.id);
    return ok();
  });
  app.post<{ Body: { ids: number[] } }>(P.partition.sort, post(bodySchema(partitionSortFields)), async (request) => okRows(await partitions.sort(sessionOf(request), request.body.ids)));

  app.get<{ Querystring: EvaluationQuery }>(P.evaluation.findList, { config: reviews, schema: { querystring: querySchema({ ...paging, ...evaluationQuery }) } }, async (request) => {
    const found = await evaluations.list(sessionOf(request), request.query);
    return { ...okRows(found.rows, found.totalCount), data: found.data };
  });
  app.post<{ Body: { id: number; reply: string } }>(P.evaluation.reply, postReview(bodySchema(replyFields)), async (request) =>
    ok(await evaluations.reply(sessionOf(request), request.body.id, request.body.reply)),
  );
  app.post<{ Body: { id: number; hidden: 0 | 1 } }>(P.evaluation.hide, postReview(bodySchema(hideFields)), async (request) =>
    ok(await evaluations.setHidden(sessionOf(request), request.body.id, request.body.hidden)),
  );
}
