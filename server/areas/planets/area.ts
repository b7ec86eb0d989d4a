/** The planets area on the server: the teacher's planets and their review (server/areas/define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import type { MaterialServices } from '@server/areas/materials/service.ts';
import * as m005 from './migration-005.ts';
import * as m006 from './migration-006.ts';
import { registerPlanetRoutes } from './routes.ts';
import type { PlanetTables } from './schema.ts';
import { createPlanetService, type PlanetOptions } from './service.ts';

const areaServices = defineServices((ctx, options: { planets: PlanetOptions }, built: { materials: Pick<MaterialServices, 'tokens'> }) => ({
  planets: createPlanetService(ctx, built.materials.tokens, options.planets),
}));

export const planetsArea = defineServerArea({
  name: 'planets',
  migrations: { '005_planets': m005, '006_planet_ledger': m006 },
  services: areaServices,
  routes: registerPlanetRoutes,
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    planets: PlanetTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    planets: ReturnType<typeof areaServices>;
  }
}
