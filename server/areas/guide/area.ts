/** The guide area on the server: which guides an account has seen (server/areas/define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import * as m003 from './migration-003.ts';
import { registerGuideRoutes } from './routes.ts';
import type { GuideTables } from './schema.ts';
import { createGuideService } from './service.ts';

const areaServices = defineServices((ctx) => ({ guide: createGuideService(ctx) }));

export const guideArea = defineServerArea({
  name: 'guide',
  migrations: { '003_guide_flags': m003 },
  services: areaServices,
  routes: registerGuideRoutes,
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    guide: GuideTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    guide: ReturnType<typeof areaServices>;
  }
}
