/** The notifications area on the server: messages, unread counts and their live stream (define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import type { Events } from '@server/db/events.ts';
import * as m020 from './migration-020.ts';
import { registerNotificationRoutes } from './routes.ts';
import type { NotificationTables } from './schema.ts';
import { createNotificationService } from './service.ts';

const areaServices = defineServices((ctx, options: { events: Events }) => ({ notifications: createNotificationService(ctx, options.events) }));

export const notificationsArea = defineServerArea({
  name: 'notifications',
  migrations: { '020_stream_tickets': m020 },
  services: areaServices,
  routes: registerNotificationRoutes,
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    notifications: NotificationTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    notifications: ReturnType<typeof areaServices>;
  }
}
