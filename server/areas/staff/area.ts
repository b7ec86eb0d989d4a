/** The staff area on the server: child accounts and their roles (server/areas/define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import type { UserService } from '@server/areas/account/users.ts';
import { createStaffService } from './accounts.ts';
import * as m039 from './migration-039.ts';
import { createRoleService } from './roles.ts';
import { registerStaffRoutes } from './routes.ts';
import type { StaffTables } from './schema.ts';

const areaServices = defineServices((ctx, _options: unknown, built: { users: UserService }) => {
  const roles = createRoleService(ctx);
  return { roles, staff: createStaffService(ctx, built.users, roles) };
});

export const staffArea = defineServerArea({
  name: 'staff',
  migrations: { '039_staff_roles': m039 },
  services: areaServices,
  routes: registerStaffRoutes,
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    staff: StaffTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    staff: ReturnType<typeof areaServices>;
  }
}
