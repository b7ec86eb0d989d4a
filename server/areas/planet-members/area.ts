/** The planet members area on the server: a planet's members, blacklist, refunds, menus, figures (define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import { planetAreaDeps, type PlanetAreaNeeds } from '@server/areas/planets/area-deps.ts';
import * as m009 from './migration-009.ts';
import * as m057 from './migration-057.ts';
import { registerPlanetMemberRoutes } from './routes.ts';
import type { PlanetMemberColumnTables, PlanetMemberTables } from './schema.ts';
import { createPlanetMemberService } from './service.ts';

const areaServices = defineServices((ctx, _options: unknown, built: PlanetAreaNeeds) => ({ planetMembers: createPlanetMemberService(ctx, planetAreaDeps(built)) }));

export const planetMembersArea = defineServerArea({
  name: 'planet-members',
  migrations: { '009_planet_members': m009, '057_planet_join_orders': m057 },
  services: areaServices,
  routes: registerPlanetMemberRoutes,
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    'planet-members': PlanetMemberTables & PlanetMemberColumnTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    'planet-members': ReturnType<typeof areaServices>;
  }
}
