/** The after-sale area on the server: refund requests and appeals with their evidence (define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import type { MaterialServices } from '@server/areas/materials/service.ts';
import type { Events } from '@server/db/events.ts';
import * as m036 from './migration-036.ts';
import { registerAftersaleRoutes } from './routes.ts';
import type { AftersaleTables } from './schema.ts';
import { seedAftersale } from './seed.ts';
import { createAftersaleServices, type AftersaleRuntime } from './service.ts';

const areaServices = defineServices((ctx, options: { aftersale: Pick<AftersaleRuntime, 'files'>; events: Events }, built: { materials: Pick<MaterialServices, 'settings'> }) => ({
  aftersale: createAftersaleServices(ctx, { files: options.aftersale.files, secret: built.materials.settings.secret, events: options.events }),
}));

export const aftersaleArea = defineServerArea({
  name: 'aftersale',
  migrations: { '036_aftersale': m036 },
  services: areaServices,
  start: (_app, services) => services.aftersale.start(),
  routes: registerAftersaleRoutes,
  demoSeed: (services, demo) => seedAftersale(services, demo.teacherId, demo.now(), { pictures: demo.materialFiles }),
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    aftersale: AftersaleTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    aftersale: ReturnType<typeof areaServices>;
  }
}
