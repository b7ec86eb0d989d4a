/**
 * The student calls (docs/api.md "Students"): the list, its export, one student, their orders and the
 * teacher's note: the page 用户列表 (`user.index`) and what it opens (a student's detail).
 */
import type { FastifyInstance } from 'fastify';
import { STUDENT_PATHS as PATHS } from '@shared/students/paths.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { bodySchema, idField, pageFields, querySchema } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';
import { filterOf, noteFields, studentFilterQuery, type StudentFilterParams } from './fields.ts';
import { sendStudentsXlsx } from './export.ts';
import { registerStudentTagRoutes } from './tag-routes.ts';

const config = inModule('user.index');

export function registerStudentRoutes(app: FastifyInstance, services: Services): void {
  const { students } = services;

  app.get<{ Querystring: StudentFilterParams & { page: number; pageSize: number } }>(
    PATHS.findList,
    { config, schema: { querystring: querySchema({ ...pageFields(100, 20), ...studentFilterQuery }) } },
    async (request) => {
      const q = request.query;
      const found = await students.list(sessionOf(request), { page: q.page, pageSize: q.pageSize, ...filterOf(q) });
      return okRows(found.rows, found.totalCount);
    },
  );
  app.get<{ Querystring: StudentFilterParams }>(
    PATHS.export,
    { config, schema: { querystring: querySchema(studentFilterQuery) } },
    async (request, reply) => sendStudentsXlsx(reply, students.each(sessionOf(request), filterOf(request.query)), services.ctx.now()),
  );
  app.get<{ Querystring: { id: number } }>(PATHS.detail, { config, schema: { querystring: querySchema({ id: idField }, ['id']) } }, async (request) =>
    ok(await students.detail(sessionOf(request), request.query.id)),
  );
  app.get<{ Querystring: { id: number; page: number; pageSize: number } }>(
    PATHS.orders,
    { config, schema: { querystring: querySchema({ id: idField, ...pageFields(100, 10) }, ['id']) } },
    async (request) => {
      const q = request.query;
      const found = await students.orders(sessionOf(request), q.id, q.page, q.pageSize);
      return okRows(found.rows, found.totalCount);
    },
  );
  app.post<{ Body: { id: number; note: string } }>(PATHS.note, { config, schema: { querystring: querySchema(), body: bodySchema(noteFields) } }, async (request) =>
    ok(await students.saveNote(sessionOf(request), request.body.id, request.body.note)),
  );
  registerStudentTagRoutes(app, services);
}
