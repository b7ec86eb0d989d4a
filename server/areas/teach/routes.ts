/** The teaching calls: teachers, textbooks and courseware, each the page of 教学管理 that shows it. */
import type { FastifyInstance } from 'fastify';
import { books } from '@shared/teach/book.ts';
import { courseware } from '@shared/teach/courseware.ts';
import { teachers } from '@shared/teach/teacher.ts';
import { registerResourceRoutes } from '@server/http/resource-routes.ts';
import type { Services } from '@server/services.ts';
import { COURSE_WRITERS, LESSON_PAGES } from '@shared/courses/pages.ts';

export function registerTeachRoutes(app: FastifyInstance, services: Services): void {
  // the course and content forms choose a course's teacher
  registerResourceRoutes(app, { resource: teachers, module: 'teach.teacher', listModule: ['teach.teacher', ...COURSE_WRITERS], service: services.teachers });
  registerResourceRoutes(app, { resource: books, module: 'teach.book', service: services.books });
  // the lesson form hands out courseware
  registerResourceRoutes(app, { resource: courseware, module: 'teach.courseware', listModule: ['teach.courseware', ...LESSON_PAGES], service: services.courseware });
}
