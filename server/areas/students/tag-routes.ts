/**
 * The student tag calls (/user/tags; docs/api.md "Student tags"): the page 用户标签 (`user.tags`) makes
 * them; 用户列表 (`user.index`) reads them to filter and gives manual tags to students.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@shared/api/schema.ts';
import { STUDENT_PATHS as PATHS } from '@shared/students/paths.ts';
import { studentTags, TagAssignInput, TagRuleField } from '@shared/students/tag-types.ts';
import { answers, dataAnswer } from '@server/http/answer-schemas.ts';
import { ok } from '@server/http/answers.ts';
import { registerResourceRoutes } from '@server/http/resource-routes.ts';
import { closedBody, queryOf } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';

export function registerStudentTagRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { studentTags: tags } = services;
  registerResourceRoutes(server, { resource: studentTags, module: 'user.tags', listModule: ['user.tags', 'user.index'], service: tags });
  app.post(
    PATHS.tagAssign,
    { config: inModule('user.index'), schema: { querystring: queryOf({}), body: closedBody(TagAssignInput), response: answers(dataAnswer(Type.Object({ changed: Type.Integer() }))) } },
    async (request) => ok(await tags.assign(sessionOf(request), request.body)),
  );
  app.post(
    PATHS.tagPreview,
    { config: inModule('user.tags'), schema: { querystring: queryOf({}), body: closedBody(Type.Object({ rule: TagRuleField })), response: answers(dataAnswer(Type.Object({ students_n: Type.Integer() }))) } },
    async (request) => ok(await tags.preview(sessionOf(request), request.body.rule)),
  );
}
