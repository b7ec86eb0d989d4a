/**
 * The student calls (docs/api.md "Students"): the list, its export, one student, their orders and the
 * teacher's note: the page 用户列表 (`user.index`) and what it opens (a student's detail).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { cleanText, Id, Type } from '@shared/api/schema.ts';
import { STUDENT_PATHS as PATHS } from '@shared/students/paths.ts';
import { STUDENT_LIMITS } from '@shared/students/rules.ts';
import { Student, StudentDetail, StudentOrder } from '@shared/students/types.ts';
import { answers, dataAnswer, rowsAnswer, XlsxAnswer } from '@server/http/answer-schemas.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { closedBody, pagingFields, queryOf } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';
import { filterOf, filterQuery, studentFilterQuery } from './fields.ts';
import { sendStudentsXlsx } from './export.ts';
import { registerStudentTagRoutes } from './tag-routes.ts';

const config = inModule('user.index');

export function registerStudentRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { students } = services;

  app.get(
    PATHS.findList,
    { config, schema: { querystring: queryOf({ ...pagingFields(100, 20), ...studentFilterQuery }), response: answers(rowsAnswer(Student)) } },
    async (request) => {
      const q = request.query;
      const found = await students.list(sessionOf(request), { page: q.page, pageSize: q.pageSize, ...filterOf(q) });
      return okRows(found.rows, found.totalCount);
    },
  );
  app.get(PATHS.export, { config, schema: { querystring: filterQuery, response: answers(XlsxAnswer) } }, async (request, reply) =>
    sendStudentsXlsx(reply, students.each(sessionOf(request), filterOf(request.query)), services.ctx.now()),
  );
  app.get(PATHS.detail, { config, schema: { querystring: queryOf({ id: Id }), response: answers(dataAnswer(StudentDetail)) } }, async (request) =>
    ok(await students.detail(sessionOf(request), request.query.id)),
  );
  app.get(
    PATHS.orders,
    { config, schema: { querystring: queryOf({ id: Id, ...pagingFields(100, 10) }), response: answers(rowsAnswer(StudentOrder)) } },
    async (request) => {
      const q = request.query;
      const found = await students.orders(sessionOf(request), q.id, q.page, q.pageSize);
      return okRows(found.rows, found.totalCount);
    },
  );
  const noteBody = closedBody(Type.Object({ id: Id, note: cleanText(STUDENT_LIMITS.noteMax) }));
  app.post(PATHS.note, { config, schema: { querystring: queryOf({}), body: noteBody, response: answers(dataAnswer(Student)) } }, async (request) =>
    ok(await students.saveNote(sessionOf(request), request.body.id, request.body.note)),
  );
  registerStudentTagRoutes(server, services);
}
