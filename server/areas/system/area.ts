/** The system area on the server: the account's switches and the page visits (server/areas/define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import { createPageVisitService } from './page-visits.ts';
import { registerSystemRoutes } from './routes.ts';
import type { SystemTables } from './schema.ts';
import { createSwitchService } from './switches.ts';

const areaServices = defineServices((ctx) => ({ switches: createSwitchService(ctx), pageVisits: createPageVisitService(ctx) }));

export const systemArea = defineServerArea({
  name: 'system',
  services: areaServices,
  routes: registerSystemRoutes,
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    system: SystemTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    system: ReturnType<typeof areaServices>;
  }
}
