/** The planet funds area on the server: a planet's accounts, ledger, paid courses and SaaS plan (define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import type { SmsService } from '@server/areas/account/sms.ts';
import { planetAreaDeps, type PlanetAreaNeeds } from '@server/areas/planets/area-deps.ts';
import * as m011 from './migration-011.ts';
import * as m014 from './migration-014.ts';
import * as m038 from './migration-038.ts';
import { registerPlanetFundsRoutes } from './routes.ts';
import type { PlanetFundsTables } from './schema.ts';
import { createPlanetFundsService } from './service.ts';

const areaServices = defineServices((ctx, _options: unknown, built: PlanetAreaNeeds & { sms: SmsService }) => ({
  planetFunds: createPlanetFundsService(ctx, planetAreaDeps(built), built.sms),
}));

export const planetFundsArea = defineServerArea({
  name: 'planet-funds',
  migrations: { '011_planet_funds': m011, '014_funds_verifications': m014, '038_planet_ledger_joined': m038 },
  services: areaServices,
  routes: registerPlanetFundsRoutes,
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    'planet-funds': PlanetFundsTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    'planet-funds': ReturnType<typeof areaServices>;
  }
}
