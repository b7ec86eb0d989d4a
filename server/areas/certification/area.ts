/** The certification area on the server: the teacher's profile and certification applications (define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import type { MaterialServices } from '@server/areas/materials/service.ts';
import type { Events } from '@server/db/events.ts';
import * as m044 from './migration-044.ts';
import { registerCertificationRoutes } from './routes.ts';
import type { CertificationTables } from './schema.ts';
import { seedCertification, useDemoCertificationPictures } from './seed.ts';
import { createCertificationServices } from './service.ts';

const areaServices = defineServices((ctx, options: { events: Events }, built: { materials: Pick<MaterialServices, 'tokens'> }) => ({
  certification: createCertificationServices(ctx, { tokens: built.materials.tokens, events: options.events }),
}));

export const certificationArea = defineServerArea({
  name: 'certification',
  migrations: { '044_certification': m044 },
  services: areaServices,
  routes: registerCertificationRoutes,
  demoSeed: async (services, demo) => {
    await seedCertification(services.ctx.db, demo.teacherId, demo.now());
    if (demo.materialFiles) await useDemoCertificationPictures(services.ctx.db, demo.teacherId);
  },
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    certification: CertificationTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    certification: ReturnType<typeof areaServices>;
  }
}
