/** The orders area on the server: orders, placing them, the shop's orders, group buy refunds (define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import type { MoneyOptions } from '@server/areas/funds/money-options.ts';
import { startGroupRefundSweep } from './group-refunds.ts';
import * as m033 from './migration-033.ts';
import * as m037 from './migration-037.ts';
import { createOrderService } from './orders.ts';
import { createOrderPlacement } from './placement.ts';
import { registerOrderRoutes } from './routes.ts';
import type { OrderTables } from './schema.ts';
import { seedOrders, seedShopOrders } from './seed.ts';
import { standInShopConnector } from './shop-connector.ts';
import { createShopOrderService } from './shop-orders.ts';

const areaServices = defineServices((ctx, options: { money: MoneyOptions }) => ({
  orders: createOrderService(ctx),
  orderPlacement: createOrderPlacement(ctx, options.money),
  shopOrders: createShopOrderService(ctx, standInShopConnector),
}));

export const ordersArea = defineServerArea({
  name: 'orders',
  migrations: { '033_orders': m033, '037_shop_orders': m037 },
  services: areaServices,
  start: (app, services) => startGroupRefundSweep(app, services.ctx),
  routes: registerOrderRoutes,
  demoSeed: async (services, demo) => {
    await seedOrders(services.ctx.db, services.money, demo.teacherId, demo.now());
    await seedShopOrders(services.ctx.db, demo.teacherId, demo.now());
  },
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    orders: OrderTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    orders: ReturnType<typeof areaServices>;
  }
}
