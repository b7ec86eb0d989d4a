/** The funds area on the server: the ledger, payees and withdrawals, the money options (define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import * as m032 from './migration-032.ts';
import * as m058 from './migration-058.ts';
import type { MoneyOptions } from './money-options.ts';
import { registerFundsRoutes } from './routes.ts';
import type { FundsTables } from './schema.ts';
import { seedFunds } from './seed.ts';
import { createFundsServices } from './service.ts';

const areaServices = defineServices((ctx, options: { money: MoneyOptions }) => ({ money: options.money, funds: createFundsServices(ctx) }));

export const fundsArea = defineServerArea({
  name: 'funds',
  migrations: { '032_funds_ledger': m032, '058_ledger_title_codes': m058 },
  services: areaServices,
  routes: registerFundsRoutes,
  demoSeed: (services, demo) => seedFunds(services.ctx.db, demo.teacherId, demo.now()),
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    funds: FundsTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    funds: ReturnType<typeof areaServices>;
  }
}
