/**
 * Batch course creation from audio or video materials (spec §2 batch routes; the calls are ours).
 */
import type { FastifyInstance } from 'fastify';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { okRows } from '@server/http/answers.ts';
import { bodySchema, idField, querySchema } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { COURSE_TITLE_MAX, type CourseItem, type CourseType } from './service.ts';
import type { Services } from '@server/services.ts';
import { pageFields } from '@server/areas/materials/schemas.ts';

const courseType = { type: 'string', enum: ['audio', 'video'] } as const;

export const BATCH_MAX = 100;

export function registerCourseRoutes(app: FastifyInstance, services: Services): void {
  const { courses } = services.materials;

  app.post<{ Body: { type: CourseType; items: CourseItem[] } }>(
    MATERIAL_PATHS.batchCreateCourses,
    {
      config: inModule('course'),
      schema: {
        querystring: querySchema(),
        body: bodySchema({
          type: courseType,
          items: {
            type: 'array',
            minItems: 1,
            maxItems: BATCH_MAX,
            items: bodySchema({ source_id: idField, title: { type: 'string', minLength: 1, maxLength: COURSE_TITLE_MAX * 2 } }),
          },
        }),
      },
    },
    async (request) => {
      const rows = await courses.batchCreate(sessionOf(request), request.body.type, request.body.items);
      return okRows(rows);
    },
  );

  app.get<{ Querystring: { type?: CourseType; page: number; pageSize: number } }>(
    MATERIAL_PATHS.courseList,
    // the planet editor offers these courses in a planet
    { config: inModule(['course', 'planet']), schema: { querystring: querySchema({ type: courseType, ...pageFields }) } },
    async (request) => {
      const { type, page, pageSize } = request.query;
      const found = await courses.list(sessionOf(request), type, page, pageSize);
      return okRows(found.rows, found.totalCount);
    },
  );
}
