/** The marketing area on the server: coupons and campaigns (server/areas/define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import type { CourseOptions } from '@server/areas/courses/courses.ts';
import type { MaterialServices } from '@server/areas/materials/service.ts';
import { registerCampaignRoutes } from './campaign-routes.ts';
import type { CampaignTables } from './campaign-schema.ts';
import { seedCampaigns } from './campaign-seed.ts';
import { createCampaignServices } from './campaigns.ts';
import { registerCouponRoutes } from './coupon-routes.ts';
import type { CouponTables } from './coupon-schema.ts';
import { createCouponServices } from './coupon-service.ts';
import * as m034 from './migration-034.ts';
import * as m035 from './migration-035.ts';
import { seedCoupons } from './seed.ts';

const areaServices = defineServices((ctx, options: { courses: Pick<CourseOptions, 'studentOrigin'> }, built: { materials: Pick<MaterialServices, 'tokens'> }) => ({
  coupons: createCouponServices(ctx),
  marketingCampaigns: createCampaignServices(ctx, { tokens: built.materials.tokens, studentOrigin: options.courses.studentOrigin }),
}));

export const marketingArea = defineServerArea({
  name: 'marketing',
  migrations: { '034_marketing_coupons': m034, '035_marketing_campaigns': m035 },
  services: areaServices,
  routes: (app, services) => {
    registerCampaignRoutes(app, services);
    registerCouponRoutes(app, services);
  },
  demoSeed: async (services, demo) => {
    await seedCoupons(services.ctx.db, demo.teacherId, demo.now());
    await seedCampaigns(services.ctx.db, demo.teacherId, demo.now());
  },
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    marketing: CampaignTables & CouponTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    marketing: ReturnType<typeof areaServices>;
  }
}
