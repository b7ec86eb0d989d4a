/** The planet mode area on the server: a planet's wiki, book, roadmap, activities, lives and groups (define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import { planetAreaDeps, type PlanetAreaNeeds } from '@server/areas/planets/area-deps.ts';
import * as m010 from './migration-010.ts';
import { registerPlanetModeRoutes } from './routes.ts';
import type { PlanetModeTables } from './schema.ts';
import { createPlanetModeService } from './service.ts';

const areaServices = defineServices((ctx, _options: unknown, built: PlanetAreaNeeds) => ({ planetMode: createPlanetModeService(ctx, planetAreaDeps(built)) }));

export const planetModeArea = defineServerArea({
  name: 'planet-mode',
  migrations: { '010_planet_mode': m010 },
  services: areaServices,
  routes: registerPlanetModeRoutes,
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    'planet-mode': PlanetModeTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    'planet-mode': ReturnType<typeof areaServices>;
  }
}
