/** The packages area on the server: resource packages, their orders and grants (server/areas/define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import type { MaterialServices } from '@server/areas/materials/service.ts';
import type { TrafficService } from '@server/areas/traffic/service.ts';
import * as m043 from './migration-043.ts';
import { registerPackageRoutes } from './routes.ts';
import type { PackageTables } from './schema.ts';
import { seedPackages } from './seed.ts';
import { createPackageService } from './service.ts';

const areaServices = defineServices((ctx, _options: unknown, built: { materials: Pick<MaterialServices, 'usage'>; traffic: TrafficService }) => ({
  packages: createPackageService(ctx, { usage: built.materials.usage, traffic: built.traffic }),
}));

export const packagesArea = defineServerArea({
  name: 'packages',
  migrations: { '043_resource_packages': m043 },
  services: areaServices,
  routes: registerPackageRoutes,
  demoSeed: (services, demo) => seedPackages(services.ctx.db, demo.teacherId, demo.now()),
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    packages: PackageTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    packages: ReturnType<typeof areaServices>;
  }
}
