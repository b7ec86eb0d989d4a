/** The live area on the server: live sessions and series, stream keys (server/areas/define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import type { MaterialServices } from '@server/areas/materials/service.ts';
import * as m029 from './migration-029.ts';
import { registerLiveRoutes } from './routes.ts';
import type { LiveTables } from './schema.ts';
import { seedLive } from './seed.ts';
import { createLiveServices, type LiveOptions } from './service.ts';

const areaServices = defineServices((ctx, options: { live: LiveOptions }, built: { materials: Pick<MaterialServices, 'tokens'> }) => ({
  live: createLiveServices(ctx, { tokens: built.materials.tokens, options: options.live }),
}));

export const liveArea = defineServerArea({
  name: 'live',
  migrations: { '029_live_sessions': m029 },
  services: areaServices,
  routes: registerLiveRoutes,
  demoSeed: (services, demo) => seedLive(services.ctx.db, demo.teacherId, demo.now()),
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    live: LiveTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    live: ReturnType<typeof areaServices>;
  }
}
