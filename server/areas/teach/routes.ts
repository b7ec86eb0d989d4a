/** The teaching calls: teachers, textbooks and courseware, each the page of 教学管理 that shows it. */
import type { FastifyInstance } from 'fastify';
import { TEACH_PATHS } from '@shared/teach/paths.ts';
import { registerCrudRoutes } from '@server/http/crud-routes.ts';
import type { Services } from '@server/services.ts';
import { COURSE_WRITERS, LESSON_PAGES } from '@shared/courses/pages.ts';
import { bookFields, bookQuery, bookRequired, coursewareFields, coursewareQuery, coursewareRequired, teacherFields, teacherQuery, teacherRequired } from './fields.ts';

export function registerTeachRoutes(app: FastifyInstance, services: Services): void {
  registerCrudRoutes(app, {
    paths: TEACH_PATHS.teacher,
    module: 'teach.teacher',
    // the course and content forms choose a course's teacher
    listModule: ['teach.teacher', ...COURSE_WRITERS],
    query: teacherQuery,
    fields: teacherFields,
    required: teacherRequired,
    service: services.teachers,
  });
  registerCrudRoutes(app, {
    paths: TEACH_PATHS.book,
    module: 'teach.book',
    query: bookQuery,
    fields: bookFields,
    required: bookRequired,
    service: services.books,
  });
  registerCrudRoutes(app, {
    paths: TEACH_PATHS.courseware,
    module: 'teach.courseware',
    // the lesson form hands out courseware
    listModule: ['teach.courseware', ...LESSON_PAGES],
    query: coursewareQuery,
    fields: coursewareFields,
    required: coursewareRequired,
    service: services.courseware,
  });
}
