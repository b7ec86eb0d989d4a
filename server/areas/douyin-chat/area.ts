/** The douyin-chat area on the server: Douyin messages, groups, auto-replies, contacts (define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import * as m053 from './migration-053.ts';
import { registerDouyinChatRoutes } from './routes.ts';
import type { DouyinChatTables } from './schema.ts';
import { seedDouyinChat } from './seed.ts';
import { createDouyinChatServices } from './services.ts';

const areaServices = defineServices(createDouyinChatServices);

export const douyinChatArea = defineServerArea({
  name: 'douyin-chat',
  migrations: { '053_douyin_chat': m053 },
  services: areaServices,
  routes: registerDouyinChatRoutes,
  demoSeed: (services, demo) => seedDouyinChat(services.ctx.db, demo.teacherId, demo.now()),
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    'douyin-chat': DouyinChatTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    'douyin-chat': ReturnType<typeof areaServices>;
  }
}
