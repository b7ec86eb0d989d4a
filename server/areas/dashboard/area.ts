/** The dashboard on the server: the home page's figures (server/areas/define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import type { MenuService } from '@server/areas/menu/service.ts';
import { createDashboardService } from './service.ts';

const areaServices = defineServices((ctx, _options: unknown, built: { menu: MenuService }) => ({ dashboard: createDashboardService(ctx, built.menu) }));

export const dashboardArea = defineServerArea({
  name: 'dashboard',
  services: areaServices,
});

declare module '@server/services.ts' {
  interface AreaServices {
    dashboard: ReturnType<typeof areaServices>;
  }
}
