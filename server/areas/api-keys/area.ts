/** The API keys area on the server: keys for other systems and the log of their calls (define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import { createApiKeyService } from './keys.ts';
import * as m041 from './migration-041.ts';
import { registerApiKeyCallLog, registerApiKeyRoutes } from './routes.ts';
import type { ApiKeyTables } from './schema.ts';

const areaServices = defineServices((ctx) => ({ apiKeys: createApiKeyService(ctx) }));

export const apiKeysArea = defineServerArea({
  name: 'api-keys',
  migrations: { '041_api_keys': m041 },
  services: areaServices,
  hooks: registerApiKeyCallLog,
  routes: registerApiKeyRoutes,
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    'api-keys': ApiKeyTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    'api-keys': ReturnType<typeof areaServices>;
  }
}
