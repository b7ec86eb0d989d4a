/** The teaching calls (issue 13): teachers, textbooks and courseware, in the 教学管理 module. */
import type { FastifyInstance } from 'fastify';
import { TEACH_PATHS } from '@shared/teach/paths.ts';
import { registerCrudRoutes } from '@server/http/crud-routes.ts';
import type { Services } from '@server/services.ts';
import { bookFields, bookQuery, bookRequired, coursewareFields, coursewareQuery, coursewareRequired, teacherFields, teacherQuery, teacherRequired } from './fields.ts';

export function registerTeachRoutes(app: FastifyInstance, services: Services): void {
  registerCrudRoutes(app, {
    paths: TEACH_PATHS.teacher,
    module: 'teach',
    // the course and content forms choose a course's teacher
    listModule: ['teach', 'course', 'content'],
    query: teacherQuery,
    fields: teacherFields,
    required: teacherRequired,
    service: services.teachers,
  });
  registerCrudRoutes(app, {
    paths: TEACH_PATHS.book,
    module: 'teach',
    query: bookQuery,
    fields: bookFields,
    required: bookRequired,
    service: services.books,
  });
  registerCrudRoutes(app, {
    paths: TEACH_PATHS.courseware,
    module: 'teach',
    // the lesson form hands out courseware
    listModule: ['teach', 'course'],
    query: coursewareQuery,
    fields: coursewareFields,
    required: coursewareRequired,
    service: services.courseware,
  });
}
