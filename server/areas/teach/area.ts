/** The teach area on the server: teachers, courseware and books (server/areas/define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import type { MaterialServices } from '@server/areas/materials/service.ts';
import { createBookService } from './books.ts';
import { createCoursewareService } from './courseware.ts';
import * as m023 from './migration-023.ts';
import * as m024 from './migration-024.ts';
import * as m026 from './migration-026.ts';
import { registerTeachRoutes } from './routes.ts';
import type { TeachTables } from './schema.ts';
import { seedBooks } from './seed.ts';
import { createTeacherService } from './teachers.ts';

const areaServices = defineServices((ctx, _options: unknown, built: { materials: Pick<MaterialServices, 'tokens'> }) => ({
  teachers: createTeacherService(ctx, { tokens: built.materials.tokens }),
  courseware: createCoursewareService(ctx, { tokens: built.materials.tokens }),
  books: createBookService(ctx, { tokens: built.materials.tokens }),
}));

export const teachArea = defineServerArea({
  name: 'teach',
  migrations: { '023_teach_teachers': m023, '024_teach_courseware': m024, '026_teach_books': m026 },
  services: areaServices,
  routes: registerTeachRoutes,
  // the teachers are seeded with the accounts and the courseware with the demo files (server/seed/index.ts)
  demoSeed: (services, demo) => seedBooks(services.ctx.db, demo.teacherId, demo.now()),
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    teach: TeachTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    teach: ReturnType<typeof areaServices>;
  }
}
