/** The materials area on the server: the material library, uploads, media processing, the video cloud (define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import type { UserService } from '@server/areas/account/users.ts';
import { activeGrantBytes } from '@server/areas/packages/grants.ts';
import type { SwitchService } from '@server/areas/system/switches.ts';
import { filesRoot } from '@server/storage/file-store.ts';
import { sweepUnreferencedFiles } from './file-sweep.ts';
import { registerMediaRoutes } from './media-routes.ts';
import * as m002 from './migration-002.ts';
import * as m015 from './migration-015.ts';
import * as m016 from './migration-016.ts';
import * as m019 from './migration-019.ts';
import * as m021 from './migration-021.ts';
import * as m022 from './migration-022.ts';
import * as m028 from './migration-028.ts';
import { registerMaterialRoutes } from './routes.ts';
import type { MaterialTables } from './schema.ts';
import { createMaterialServices, type MaterialRuntime } from './service.ts';
import { registerMaterialUploadRoutes } from './uploads-routes.ts';
import { registerVodRoutes } from './vod-routes.ts';

const areaServices = defineServices((ctx, options: { materials: MaterialRuntime }, built: { users: UserService; switches: SwitchService }) => ({
  materials: createMaterialServices(ctx, options.materials, {
    users: built.users,
    switches: built.switches,
    storageGrants: (conn, ownerId, now) => activeGrantBytes(conn, ownerId, 'storage', now),
  }),
}));

export const materialsArea = defineServerArea({
  name: 'materials',
  migrations: {
    '002_materials': m002,
    '015_vod_uploads': m015,
    '016_material_category_keys': m016,
    '019_media_jobs': m019,
    '021_material_day_counts': m021,
    '022_material_list_version': m022,
    '028_material_uses': m028,
  },
  services: areaServices,
  start: async (app, services, { options }) => {
    const { files, processing } = services.materials;
    // one server per data directory: a file no row names was left by a crash (a bucket is shared: see decisions.md)
    if (files.kind === 'disk') {
      const unreferenced = await sweepUnreferencedFiles(services.ctx.db, files, filesRoot(options.dataDir));
      if (unreferenced > 0) app.log.info({ removed: unreferenced }, 'removed material files no row names (left by a crash)');
    }
    await processing.start();
  },
  // running media jobs write to the database: they finish first
  stop: (services) => services.materials.processing.drain(),
  routes: async (app, services, { options, cors }) => {
    registerMaterialRoutes(app, services);
    registerMaterialUploadRoutes(app, services);
    registerMediaRoutes(app, services);
    await registerVodRoutes(app, services, options.dataDir, options.storageUrl, cors);
  },
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    materials: MaterialTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    materials: ReturnType<typeof areaServices>;
  }
}
