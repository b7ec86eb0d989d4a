/** The help area on the server: the help articles in each language and the contact form (define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import * as m004 from './migration-004.ts';
import * as m017 from './migration-017.ts';
import { registerHelpRoutes } from './routes.ts';
import type { HelpTables } from './schema.ts';
import { createHelpService } from './service.ts';

const areaServices = defineServices((ctx) => ({ help: createHelpService(ctx) }));

export const helpArea = defineServerArea({
  name: 'help',
  migrations: { '004_help': m004, '017_help_translations': m017 },
  services: areaServices,
  routes: registerHelpRoutes,
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    help: HelpTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    help: ReturnType<typeof areaServices>;
  }
}
