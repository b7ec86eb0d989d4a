/** The student tag calls (issue 15, /user/tags; docs/api.md "Student tags"), in the 用户 module (`user`). */
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
    module: 'user',
    query: tagQuery,
    fields: tagFields,
    required: tagRequired,
    service: tags,
  });
  const write = (body: object) => ({ config: inModule('user'), schema: { querystring: querySchema(), body } });
  app.post<{ Body: TagAssignInput }>(PATHS.tagAssign, write(bodySchema(tagAssignFields, tagAssignRequired)), async (request) => ok(await tags.assign(sessionOf(request), request.body)));
  app.post<{ Body: { rule: StudentTagInput['rule'] } }>(PATHS.tagPreview, write(bodySchema({ rule: tagRuleField })), async (request) =>
    ok(await tags.preview(sessionOf(request), request.body.rule)),
  );
}
