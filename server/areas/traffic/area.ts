/** The traffic area on the server: counting media traffic against the allowance (server/areas/define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import { activeGrantBytes } from '@server/areas/packages/grants.ts';
import * as m042 from './migration-042.ts';
import { registerTrafficRoutes, startTrafficFlush } from './routes.ts';
import type { TrafficTables } from './schema.ts';
import { seedTraffic } from './seed.ts';
import { createTrafficService, type TrafficOptions } from './service.ts';

const areaServices = defineServices((ctx, options: { traffic: TrafficOptions }) => ({
  traffic: createTrafficService(ctx, options.traffic, (conn, ownerId, now) => activeGrantBytes(conn, ownerId, 'traffic', now)),
}));

export const trafficArea = defineServerArea({
  name: 'traffic',
  migrations: { '042_media_traffic': m042 },
  services: areaServices,
  // its onClose hook is added after app.ts's own, so it runs before the database closes (last added runs first)
  start: startTrafficFlush,
  routes: registerTrafficRoutes,
  demoSeed: (services, demo) => seedTraffic(services.ctx.db, demo.teacherId, demo.now()),
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    traffic: TrafficTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    traffic: ReturnType<typeof areaServices>;
  }
}
