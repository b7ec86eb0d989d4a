/** The planet themes area on the server: themes, topics and columns in a planet (define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import { planetAreaDeps, type PlanetAreaNeeds } from '@server/areas/planets/area-deps.ts';
import * as m007 from './migration-007.ts';
import { registerPlanetThemeRoutes } from './routes.ts';
import type { PlanetThemeTables } from './schema.ts';
import { createPlanetThemeService } from './service.ts';

const areaServices = defineServices((ctx, _options: unknown, built: PlanetAreaNeeds) => ({ planetThemes: createPlanetThemeService(ctx, planetAreaDeps(built)) }));

export const planetThemesArea = defineServerArea({
  name: 'planet-themes',
  migrations: { '007_planet_themes': m007 },
  services: areaServices,
  routes: registerPlanetThemeRoutes,
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    'planet-themes': PlanetThemeTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    'planet-themes': ReturnType<typeof areaServices>;
  }
}
