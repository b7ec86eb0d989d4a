/**
 * The course calls (docs/api.md): courses of every kind, their lessons, the courses of a column, and
 * batch course creation from audio or video materials (spec §2 batch routes). The calls of courses are shared by
 * the pages of 课程管理 and 内容管理 (content items are courses), and each write checks the record's own page
 * (shared/courses/pages.ts); lessons are the pages of courses that hold them; the planet editor also lists courses to link.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id, Type } from '@shared/api/schema.ts';
import { COURSE_PATHS } from '@shared/courses/paths.ts';
import { courseRecords } from '@shared/courses/record-resources.ts';
import { COURSE_LIMITS } from '@shared/courses/rules.ts';
import { ColumnEntry, Course, CourseRecord, Lesson, LessonInput } from '@shared/courses/types.ts';
import { answers, dataAnswer, EmptyAnswer, rowsAnswer } from '@server/http/answer-schemas.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { registerResourceRoutes } from '@server/http/resource-routes.ts';
import { closedBody, idBody, queryOf } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { requirePage } from '@server/http/page-access.ts';
import type { Services } from '@server/services.ts';
import { batchBody, batchListFields, copyBody, idList, saleBody } from './fields.ts';
import { registerPromotionRoutes } from './promotion-routes.ts';
import { COURSE_READERS, COURSE_WRITERS, LESSON_PAGES } from '@shared/courses/pages.ts';

export function registerCourseRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { courses, lessons, columnCourses, contentItems: batch } = services;
  const config = inModule(LESSON_PAGES);
  const columnConfig = inModule('course.column');
  // content items (内容管理) are course rows marked single: their screens read and write them through these calls
  const items = inModule(COURSE_WRITERS);
  const query = queryOf({});
  const course = answers(dataAnswer(CourseRecord));
  const lesson = answers(dataAnswer(Lesson));
  const lessonRows = answers(rowsAnswer(Lesson));
  const entries = answers(rowsAnswer(ColumnEntry));

  registerResourceRoutes(server, { resource: courseRecords, module: COURSE_WRITERS, listModule: COURSE_READERS, service: courses });

  app.get(COURSE_PATHS.detail, { config: inModule(COURSE_READERS), schema: { querystring: queryOf({ id: Id }), response: course } }, async (request) =>
    ok(await courses.one(sessionOf(request), request.query.id)),
  );
  app.post(COURSE_PATHS.sale, { config: items, schema: { querystring: query, body: saleBody, response: course } }, async (request) =>
    ok(await courses.setSale(sessionOf(request), request.body.id, request.body.status)),
  );
  app.post(COURSE_PATHS.copy, { config: items, schema: { querystring: query, body: copyBody, response: course } }, async (request) =>
    ok(await courses.copy(sessionOf(request), request.body)),
  );

  app.get(COURSE_PATHS.lesson.findList, { config, schema: { querystring: queryOf({ course_id: Id }), response: lessonRows } }, async (request) =>
    okRows(await lessons.list(sessionOf(request), request.query.course_id)),
  );
  app.post(COURSE_PATHS.lesson.create, { config, schema: { querystring: query, body: closedBody(LessonInput), response: lesson } }, async (request) =>
    ok(await lessons.create(sessionOf(request), request.body)),
  );
  const lessonUpdate = closedBody(Type.Object({ id: Id, ...LessonInput.properties }));
  app.post(COURSE_PATHS.lesson.update, { config, schema: { querystring: query, body: lessonUpdate, response: lesson } }, async (request) => {
    const { id, ...input } = request.body;
    return ok(await lessons.update(sessionOf(request), id, input));
  });
  app.post(COURSE_PATHS.lesson.delete, { config, schema: { querystring: query, body: idBody(), response: answers(EmptyAnswer) } }, async (request) => {
    await lessons.remove(sessionOf(request), request.body.id);
    return ok();
  });
  const lessonSort = closedBody(Type.Object({ course_id: Id, ids: idList(COURSE_LIMITS.lessonsMax) }));
  app.post(COURSE_PATHS.lesson.sort, { config, schema: { querystring: query, body: lessonSort, response: lessonRows } }, async (request) =>
    okRows(await lessons.sort(sessionOf(request), request.body.course_id, request.body.ids)),
  );

  const column = { config: columnConfig };
  app.get(COURSE_PATHS.column.courses, { ...column, schema: { querystring: queryOf({ column_id: Id }), response: entries } }, async (request) =>
    okRows(await columnCourses.list(sessionOf(request), request.query.column_id)),
  );
  const addBody = closedBody(Type.Object({ column_id: Id, course_ids: idList(COURSE_LIMITS.columnCoursesMax) }));
  app.post(COURSE_PATHS.column.add, { ...column, schema: { querystring: query, body: addBody, response: entries } }, async (request) =>
    okRows(await columnCourses.add(sessionOf(request), request.body.column_id, request.body.course_ids)),
  );
  const removeBody = closedBody(Type.Object({ column_id: Id, course_id: Id }));
  app.post(COURSE_PATHS.column.remove, { ...column, schema: { querystring: query, body: removeBody, response: entries } }, async (request) =>
    okRows(await columnCourses.remove(sessionOf(request), request.body.column_id, request.body.course_id)),
  );
  const sortBody = closedBody(Type.Object({ column_id: Id, ids: idList(COURSE_LIMITS.columnCoursesMax) }));
  app.post(COURSE_PATHS.column.sort, { ...column, schema: { querystring: query, body: sortBody, response: entries } }, async (request) =>
    okRows(await columnCourses.sort(sessionOf(request), request.body.column_id, request.body.ids)),
  );

  app.post(
    COURSE_PATHS.batchCreate,
    // the batch pages are /content/{audio,video}/batch; the kind made decides which one
    { config: inModule(['content.audio', 'content.video']), schema: { querystring: query, body: batchBody, response: answers(rowsAnswer(Course)) } },
    async (request) => {
      const session = sessionOf(request);
      requirePage(session, request.body.type === 'audio' ? 'content.audio' : 'content.video');
      return okRows(await batch.batchCreate(session, request.body.type, request.body.items));
    },
  );

  app.get(
    COURSE_PATHS.batchList,
    // the planet editor offers these courses in a planet
    { config: inModule([...COURSE_READERS, 'planet']), schema: { querystring: queryOf(batchListFields), response: answers(rowsAnswer(Course)) } },
    async (request) => {
      const { type, page, pageSize } = request.query;
      const found = await batch.list(sessionOf(request), type, page, pageSize);
      return okRows(found.rows, found.totalCount);
    },
  );

  registerPromotionRoutes(server, services);
}
