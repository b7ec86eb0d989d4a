/** The teaching calls (issue 13): the teachers who appear on courses, in the 教学管理 module. */
import type { FastifyInstance } from 'fastify';
import { TEACH_PATHS } from '@shared/teach/paths.ts';
import { registerCrudRoutes } from '@server/http/crud-routes.ts';
import type { Services } from '@server/services.ts';
import { teacherFields, teacherQuery, teacherRequired } from './fields.ts';

export function registerTeachRoutes(app: FastifyInstance, services: Services): void {
  registerCrudRoutes(app, {
    paths: TEACH_PATHS.teacher,
    module: 'teach',
    query: teacherQuery,
    fields: teacherFields,
    required: teacherRequired,
    service: services.teachers,
  });
}
