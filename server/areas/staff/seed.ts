/**
 * Demo roles: 助教 (materials and courses), held by the demo staff account, and 运营 (marketing, orders,
 * after-sale and users), held by nobody yet, so /setting/role and /setting/index show real rows at first start.
 */
import type { Db } from '@server/db/database.ts';
import type { MenuService } from '@server/areas/menu/service.ts';
import { STAFF_GRANTED_GROUPS } from '@server/areas/menu/catalog.ts';
import { applyRoleGrants } from './roles.ts';

const DEMO_ROLES = [
  { name: '助教', description: '管理素材与课程内容', groups: STAFF_GRANTED_GROUPS },
  { name: '运营', description: '负责营销活动、订单与售后', groups: ['/marketing', '/order', '/aftersale', '/user'] },
] as const;

/** Gives `holder` the first demo role, with its grants. */
export async function seedStaffRoles(trx: Db, menu: MenuService, ownerId: number, holderId: number | undefined, now: number): Promise<void> {
  for (const [index, role] of DEMO_ROLES.entries()) {
    const moduleIds = await menu.groupWithLeaves(trx, 'teacher', [...role.groups]);
    if (moduleIds.length === 0) continue;
    const row = await trx
      .insertInto('staff_roles')
      .values({ owner_id: ownerId, name: role.name, description: role.description, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('staff_role_modules').values(moduleIds.map((module_id) => ({ role_id: row.id, module_id }))).execute();
    if (index === 0 && holderId !== undefined) {
      await trx.updateTable('users').set({ role_id: row.id }).where('id', '=', holderId).execute();
      await applyRoleGrants(trx, row.id, [holderId]);
    }
  }
}
