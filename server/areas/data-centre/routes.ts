/**
 * Data centre calls (docs/api.md "Data centre"): the sales analysis, course data and student data, each with its export, each the page of 数据中心
 * that shows it (`database.analysis`, `database.course`, `database.student`).
 */
import type { FastifyInstance } from 'fastify';
import { DATA_CENTRE_PATHS as P } from '@shared/data-centre/paths.ts';
import type { SalesQuery } from '@shared/data-centre/types.ts';
import { COURSE_RULES } from '@shared/data-centre/rules.ts';
import { COURSE_SORTS, type CourseQuery, type StudentDataQuery } from '@shared/data-centre/course-types.ts';
import { ORDER_CHANNELS } from '@shared/orders/types.ts';
import { ok } from '@server/http/answers.ts';
import { pageFields, querySchema } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';
import { PRODUCT_KINDS } from '@server/areas/orders/fields.ts';
import type { Services } from '@server/services.ts';
import { sendSalesXlsx } from './sales-export.ts';
import { sendCourseXlsx, sendStudentXlsx } from './course-export.ts';
import { registerLivingRoutes } from './live-routes.ts';

const salesPage = inModule('database.analysis');
const coursePage = inModule('database.course');
const studentPage = inModule('database.student');
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', [RULE_KEYWORD]: '必须是 YYYY-MM-DD' } as const;
const oneOf = (values: readonly string[]) => ({ type: 'string', enum: [...values], [RULE_KEYWORD]: `必须是 ${values.join('、')} 之一` }) as const;
const salesQuery = querySchema({ start: day, end: day, channel: oneOf(ORDER_CHANNELS), product_kind: oneOf(PRODUCT_KINDS) }, ['start', 'end']);

const courseQuery = querySchema(
  { start: day, end: day, product_kind: oneOf(PRODUCT_KINDS), sort: oneOf(COURSE_SORTS), ...pageFields(COURSE_RULES.pageSizeMax, COURSE_RULES.pageSize) },
  ['start', 'end'],
);
const studentQuery = querySchema({ start: day, end: day }, ['start', 'end']);

const courseQueryOf = (q: CourseQuery): CourseQuery => ({
  start: q.start,
  end: q.end,
  ...(q.product_kind ? { product_kind: q.product_kind } : {}),
  ...(q.sort ? { sort: q.sort } : {}),
  ...(q.page ? { page: q.page } : {}),
  ...(q.pageSize ? { pageSize: q.pageSize } : {}),
});

const queryOf = (q: SalesQuery): SalesQuery => ({
  start: q.start,
  end: q.end,
  ...(q.channel ? { channel: q.channel } : {}),
  ...(q.product_kind ? { product_kind: q.product_kind } : {}),
});

export function registerDataCentreRoutes(app: FastifyInstance, services: Services): void {
  const { sales, courseData, studentData } = services;
  app.get<{ Querystring: SalesQuery }>(P.sales, { config: salesPage, schema: { querystring: salesQuery } }, async (request) =>
    ok(await sales.report(sessionOf(request), queryOf(request.query))),
  );
  app.get<{ Querystring: SalesQuery }>(P.salesExport, { config: salesPage, schema: { querystring: salesQuery } }, async (request, reply) =>
    sendSalesXlsx(reply, await sales.report(sessionOf(request), queryOf(request.query))),
  );
  registerLivingRoutes(app, services);
  app.get<{ Querystring: CourseQuery }>(P.course, { config: coursePage, schema: { querystring: courseQuery } }, async (request) =>
    ok(await courseData.report(sessionOf(request), courseQueryOf(request.query))),
  );
  app.get<{ Querystring: CourseQuery }>(P.courseExport, { config: coursePage, schema: { querystring: courseQuery } }, async (request, reply) =>
    sendCourseXlsx(reply, await courseData.report(sessionOf(request), courseQueryOf(request.query), true)),
  );
  app.get<{ Querystring: StudentDataQuery }>(P.student, { config: studentPage, schema: { querystring: studentQuery } }, async (request) =>
    ok(await studentData.report(sessionOf(request), { start: request.query.start, end: request.query.end })),
  );
  app.get<{ Querystring: StudentDataQuery }>(P.studentExport, { config: studentPage, schema: { querystring: studentQuery } }, async (request, reply) =>
    sendStudentXlsx(reply, await studentData.report(sessionOf(request), { start: request.query.start, end: request.query.end })),
  );
}
