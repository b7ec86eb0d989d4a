/** The planet programs area on the server: punch cards, homework, questions and specials (define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import { planetAreaDeps, type PlanetAreaNeeds } from '@server/areas/planets/area-deps.ts';
import * as m008 from './migration-008.ts';
import { registerPlanetProgramRoutes } from './routes.ts';
import type { PlanetProgramTables } from './schema.ts';
import { createPlanetProgramService } from './service.ts';

const areaServices = defineServices((ctx, _options: unknown, built: PlanetAreaNeeds) => ({ planetPrograms: createPlanetProgramService(ctx, planetAreaDeps(built)) }));

export const planetProgramsArea = defineServerArea({
  name: 'planet-programs',
  migrations: { '008_planet_programs': m008 },
  services: areaServices,
  routes: registerPlanetProgramRoutes,
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    'planet-programs': PlanetProgramTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    'planet-programs': ReturnType<typeof areaServices>;
  }
}
