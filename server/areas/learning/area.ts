/** The learning area on the server: the students' progress and active days (server/areas/define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import { createLearningService } from './learning.ts';
import * as m049 from './migration-049.ts';
import { registerLearningRoutes } from './routes.ts';
import type { LearningTables } from './schema.ts';
import { seedLearning } from './seed.ts';

const areaServices = defineServices((ctx) => ({ learning: createLearningService(ctx) }));

export const learningArea = defineServerArea({
  name: 'learning',
  migrations: { '049_learning': m049 },
  services: areaServices,
  routes: registerLearningRoutes,
  demoSeed: (services, demo) => seedLearning(services.ctx.db, demo.teacherId, demo.now()),
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    learning: LearningTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    learning: ReturnType<typeof areaServices>;
  }
}
