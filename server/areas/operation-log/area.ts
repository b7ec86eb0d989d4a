/** The operation log on the server: the line every labelled write leaves, and reading the log (define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import * as m012 from './migration-012.ts';
import * as m040 from './migration-040.ts';
import * as m059 from './migration-059.ts';
import { createOperationLogReader } from './read.ts';
import { registerOperationLog } from './route-log.ts';
import { registerOperationLogRoutes } from './routes.ts';
import type { OperationLogTables } from './schema.ts';

const areaServices = defineServices((ctx) => ({ operationLog: createOperationLogReader(ctx) }));

export const operationLogArea = defineServerArea({
  name: 'operation-log',
  migrations: { '012_operation_log': m012, '040_operation_log_all_writes': m040, '059_operation_log_summary_codes': m059 },
  services: areaServices,
  // every successful write of a labelled route gets its line (after the session check names the caller)
  hooks: (app, services) => registerOperationLog(app, services.ctx),
  routes: registerOperationLogRoutes,
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    'operation-log': OperationLogTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    'operation-log': ReturnType<typeof areaServices>;
  }
}
