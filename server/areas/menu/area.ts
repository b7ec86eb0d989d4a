/** The menu area on the server: the menu catalogue and the grants of child accounts (server/areas/define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import type { MenuTables } from './schema.ts';
import { createMenuService } from './service.ts';

const areaServices = defineServices((ctx) => ({ menu: createMenuService(ctx) }));

export const menuArea = defineServerArea({
  name: 'menu',
  services: areaServices,
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    menu: MenuTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    menu: ReturnType<typeof areaServices>;
  }
}
