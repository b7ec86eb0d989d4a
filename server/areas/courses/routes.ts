/**
 * The course calls (docs/api.md): courses of every kind, their lessons, the courses of a column, and
 * batch course creation from audio or video materials (spec §2 batch routes). The calls of courses are shared by
 * the pages of 课程管理 and 内容管理 (content items are courses), and each write checks the record's own page
 * (shared/courses/pages.ts); lessons are the pages of courses that hold them; the planet editor also lists courses to link.
 */
import type { FastifyInstance } from 'fastify';
import { COURSE_PATHS } from '@shared/courses/paths.ts';
import { COURSE_LIMITS } from '@shared/courses/rules.ts';
import type { LessonInput, SaleStatus } from '@shared/courses/types.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { registerCrudRoutes } from '@server/http/crud-routes.ts';
import { bodySchema, idField, querySchema } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { requirePage } from '@server/http/page-access.ts';
import type { Services } from '@server/services.ts';
import { pageFields } from '@server/areas/materials/schemas.ts';
import { copyFields, courseFields, courseQuery, courseRequired, idList, lessonFields, lessonQuery, lessonRequired, saleFields } from './fields.ts';
import type { CopyInput } from './courses.ts';
import { registerPromotionRoutes } from './promotion-routes.ts';
import { COURSE_READERS, COURSE_WRITERS, LESSON_PAGES } from '@shared/courses/pages.ts';
import { COURSE_TITLE_MAX, type CourseItem, type CourseType } from './content-items.ts';

const batchType = { type: 'string', enum: ['audio', 'video'] } as const;

const BATCH_MAX = 100;

export function registerCourseRoutes(app: FastifyInstance, services: Services): void {
  const { courses, lessons, columnCourses, contentItems: batch } = services;
  const config = inModule(LESSON_PAGES);
  const columnConfig = inModule('course.column');
  // content items (内容管理) are course rows marked single: their screens read and write them through these calls
  const items = inModule(COURSE_WRITERS);
  const post = (body: object) => ({ config, schema: { querystring: querySchema(), body } });
  const postColumn = (body: object) => ({ config: columnConfig, schema: { querystring: querySchema(), body } });
  const postItem = (body: object) => ({ config: items, schema: { querystring: querySchema(), body } });

  registerCrudRoutes(app, { paths: COURSE_PATHS.course, module: COURSE_WRITERS, listModule: COURSE_READERS, query: courseQuery, fields: courseFields, required: courseRequired, service: courses });

  app.get<{ Querystring: { id: number } }>(COURSE_PATHS.detail, { config: inModule(COURSE_READERS), schema: { querystring: querySchema({ id: idField }, ['id']) } }, async (request) =>
    ok(await courses.one(sessionOf(request), request.query.id)),
  );
  app.post<{ Body: { id: number; status: SaleStatus } }>(COURSE_PATHS.sale, postItem(bodySchema(saleFields)), async (request) =>
    ok(await courses.setSale(sessionOf(request), request.body.id, request.body.status)),
  );
  app.post<{ Body: CopyInput }>(COURSE_PATHS.copy, postItem(bodySchema(copyFields, ['id'])), async (request) => ok(await courses.copy(sessionOf(request), request.body)));

  app.get<{ Querystring: { course_id: number } }>(COURSE_PATHS.lesson.findList, { config, schema: { querystring: querySchema(lessonQuery, ['course_id']) } }, async (request) =>
    okRows(await lessons.list(sessionOf(request), request.query.course_id)),
  );
  app.post<{ Body: LessonInput }>(COURSE_PATHS.lesson.create, post(bodySchema(lessonFields, lessonRequired)), async (request) => ok(await lessons.create(sessionOf(request), request.body)));
  app.post<{ Body: LessonInput & { id: number } }>(COURSE_PATHS.lesson.update, post(bodySchema({ id: idField, ...lessonFields }, ['id', ...lessonRequired])), async (request) => {
    const { id, ...input } = request.body;
    return ok(await lessons.update(sessionOf(request), id, input));
  });
  app.post<{ Body: { id: number } }>(COURSE_PATHS.lesson.delete, post(bodySchema({ id: idField })), async (request) => {
    await lessons.remove(sessionOf(request), request.body.id);
    return ok();
  });
  app.post<{ Body: { course_id: number; ids: number[] } }>(COURSE_PATHS.lesson.sort, post(bodySchema({ course_id: idField, ids: idList(COURSE_LIMITS.lessonsMax) })), async (request) =>
    okRows(await lessons.sort(sessionOf(request), request.body.course_id, request.body.ids)),
  );

  app.get<{ Querystring: { column_id: number } }>(COURSE_PATHS.column.courses, { config: columnConfig, schema: { querystring: querySchema({ column_id: idField }, ['column_id']) } }, async (request) =>
    okRows(await columnCourses.list(sessionOf(request), request.query.column_id)),
  );
  app.post<{ Body: { column_id: number; course_ids: number[] } }>(COURSE_PATHS.column.add, postColumn(bodySchema({ column_id: idField, course_ids: idList(COURSE_LIMITS.columnCoursesMax) })), async (request) =>
    okRows(await columnCourses.add(sessionOf(request), request.body.column_id, request.body.course_ids)),
  );
  app.post<{ Body: { column_id: number; course_id: number } }>(COURSE_PATHS.column.remove, postColumn(bodySchema({ column_id: idField, course_id: idField })), async (request) =>
    okRows(await columnCourses.remove(sessionOf(request), request.body.column_id, request.body.course_id)),
  );
  app.post<{ Body: { column_id: number; ids: number[] } }>(COURSE_PATHS.column.sort, postColumn(bodySchema({ column_id: idField, ids: idList(COURSE_LIMITS.columnCoursesMax) })), async (request) =>
    okRows(await columnCourses.sort(sessionOf(request), request.body.column_id, request.body.ids)),
  );

  app.post<{ Body: { type: CourseType; items: CourseItem[] } }>(
    COURSE_PATHS.batchCreate,
    {
      // the batch pages are /content/{audio,video}/batch; the kind made decides which one
      config: inModule(['content.audio', 'content.video']),
      schema: {
        querystring: querySchema(),
        body: bodySchema({
          type: batchType,
          items: {
            type: 'array',
            minItems: 1,
            maxItems: BATCH_MAX,
            items: bodySchema({ source_id: idField, title: { type: 'string', minLength: 1, maxLength: COURSE_TITLE_MAX * 2 } }),
          },
        }),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      requirePage(session, request.body.type === 'audio' ? 'content.audio' : 'content.video');
      return okRows(await batch.batchCreate(session, request.body.type, request.body.items));
    },
  );

  app.get<{ Querystring: { type?: CourseType; page: number; pageSize: number } }>(
    COURSE_PATHS.batchList,
    // the planet editor offers these courses in a planet
    { config: inModule([...COURSE_READERS, 'planet']), schema: { querystring: querySchema({ type: batchType, ...pageFields }) } },
    async (request) => {
      const { type, page, pageSize } = request.query;
      const found = await batch.list(sessionOf(request), type, page, pageSize);
      return okRows(found.rows, found.totalCount);
    },
  );

  registerPromotionRoutes(app, services);
}
