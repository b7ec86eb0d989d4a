/** The courses area on the server: courses, lessons, columns, activities, evaluations (define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import type { MaterialServices } from '@server/areas/materials/service.ts';
import { createActivityService } from './activities.ts';
import { createColumnCourseService } from './column-courses.ts';
import { createContentItemService } from './content-items.ts';
import { createCourseCatalog, type CourseOptions } from './courses.ts';
import { createEvaluationService } from './evaluations.ts';
import { createLessonService } from './lessons.ts';
import * as m025 from './migration-025.ts';
import * as m027 from './migration-027.ts';
import * as m030 from './migration-030.ts';
import * as m031 from './migration-031.ts';
import { createPartitionService } from './partitions.ts';
import { registerCourseRoutes } from './routes.ts';
import type { CourseTables } from './schema.ts';
import { seedCourses } from './seed.ts';

const areaServices = defineServices((ctx, options: { courses: CourseOptions }, built: { materials: Pick<MaterialServices, 'tokens'> }) => {
  const { tokens } = built.materials;
  const courses = createCourseCatalog(ctx, { tokens, options: options.courses });
  const coursePartitions = createPartitionService(ctx);
  return {
    courses,
    contentItems: createContentItemService(ctx),
    lessons: createLessonService(ctx, { tokens, courses }),
    columnCourses: createColumnCourseService(ctx, { tokens, courses }),
    coursePartitions,
    courseActivities: createActivityService(ctx, { tokens, partitions: coursePartitions }),
    courseEvaluations: createEvaluationService(ctx, { courses }),
  };
});

export const coursesArea = defineServerArea({
  name: 'courses',
  migrations: { '025_course_kinds': m025, '027_content_items': m027, '030_course_activities': m030, '031_lesson_courseware': m031 },
  services: areaServices,
  routes: registerCourseRoutes,
  demoSeed: (services, demo) => seedCourses(services.ctx.db, demo.teacherId, demo.now()),
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    courses: CourseTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    courses: ReturnType<typeof areaServices>;
  }
}
