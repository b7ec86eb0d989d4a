/**
 * The student tag calls (/user/tags; docs/api.md "Student tags"): the page 用户标签 (`user.tags`) makes
 * them; 用户列表 (`user.index`) reads them to filter and gives manual tags to students.
 */
import type { FastifyInstance } from 'fastify';
import { STUDENT_PATHS as PATHS } from '@shared/students/paths.ts';
import type { StudentTagInput, TagAssignInput } from '@shared/students/tag-types.ts';
import { ok } from '@server/http/answers.ts';
import { registerCrudRoutes } from '@server/http/crud-routes.ts';
import { bodySchema, querySchema } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';
import { tagAssignFields, tagAssignRequired, tagFields, tagQuery, tagRequired, tagRuleField } from './fields.ts';

export function registerStudentTagRoutes(app: FastifyInstance, services: Services): void {
  const { studentTags: tags } = services;
  registerCrudRoutes(app, {
    paths: { findList: PATHS.tags, create: PATHS.tagCreate, update: PATHS.tagUpdate, delete: PATHS.tagDelete },
    module: 'user.tags',
    listModule: ['user.tags', 'user.index'],
    query: tagQuery,
    fields: tagFields,
    required: tagRequired,
    service: tags,
  });
  const write = (body: object) => ({ config: inModule('user.tags'), schema: { querystring: querySchema(), body } });
  const assign = { config: inModule('user.index'), schema: { querystring: querySchema(), body: bodySchema(tagAssignFields, tagAssignRequired) } };
  app.post<{ Body: TagAssignInput }>(PATHS.tagAssign, assign, async (request) => ok(await tags.assign(sessionOf(request), request.body)));
  app.post<{ Body: { rule: StudentTagInput['rule'] } }>(PATHS.tagPreview, write(bodySchema({ rule: tagRuleField })), async (request) =>
    ok(await tags.preview(sessionOf(request), request.body.rule)),
  );
}
