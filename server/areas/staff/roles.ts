/**
 * Staff roles (/setting/role): a teacher's named sets of menu entries. Every write copies the role's
 * entries into `child_grants` of the staff holding it, in the same transaction: the menu and the module check read
 * `child_grants` on every call, so a changed role holds from its staff's next call (docs/decisions.md "Staff roles").
 * Only the main account manages roles: a staff account could otherwise grant itself more.
 */
import { sql } from 'kysely';
import type { RoleModuleTree, RoleQuery, RoleWrite, StaffRole } from '@shared/staff/types.ts';
import { STAFF_LIMITS } from '@shared/staff/rules.ts';
import type { Db } from '@server/db/database.ts';
import { containsText } from '@server/db/portable-sql.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import { fail } from '@server/errors.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { CrudList } from '@server/http/crud-routes.ts';
import type { Session } from '@server/http/session-types.ts';
import { logOperation } from '@server/areas/operation-log/record.ts';
import { HOME_PATHS } from '@server/areas/menu/catalog.ts';
import { toTree } from '@server/areas/menu/service.ts';

const ROLE_NOT_FOUND = '角色不存在';

/** Refuses a staff account: roles and staff accounts are the main account's to manage. */
export function requireMain(session: Session): void {
  if (session.isChild) throw fail.forbidden('仅主账号可以管理员工与角色');
}

/** Replaces the grants of the given staff accounts by their role's entries. */
export async function applyRoleGrants(trx: Db, roleId: number, childIds: readonly number[]): Promise<void> {
  if (childIds.length === 0) return;
  await trx.deleteFrom('child_grants').where('child_id', 'in', childIds).execute();
  const modules = await trx.selectFrom('staff_role_modules').select('module_id').where('role_id', '=', roleId).execute();
  if (modules.length === 0) return;
  await trx
    .insertInto('child_grants')
    .values(childIds.flatMap((child_id) => modules.map(({ module_id }) => ({ child_id, module_id }))))
    .execute();
}

export function createRoleService(ctx: ServiceContext) {
  const { db } = ctx;

  async function toRoles(rows: { id: number; name: string; description: string; created_at: number; updated_at: number }[]): Promise<StaffRole[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const modules = await db.selectFrom('staff_role_modules').select(['role_id', 'module_id']).where('role_id', 'in', ids).orderBy('module_id').execute();
    const counts = await db
      .selectFrom('users')
      .select(['role_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('role_id', 'in', ids)
      .where('deleted_at', 'is', null)
      .groupBy('role_id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      module_ids: modules.filter((m) => m.role_id === row.id).map((m) => m.module_id),
      staff_count: Number(counts.find((c) => c.role_id === row.id)?.n ?? 0),
      created_at: row.created_at,
      updated_at: row.updated_at,
    }));
  }

  async function ownedRow(conn: Db, session: Session, id: number) {
    const row = await conn.selectFrom('staff_roles').selectAll().where('id', '=', id).where('owner_id', '=', session.main.id).executeTakeFirst();
    if (!row) throw fail.notFound(ROLE_NOT_FOUND);
    return row;
  }

  async function one(session: Session, id: number): Promise<StaffRole> {
    const [role] = await toRoles([await ownedRow(db, session, id)]);
    return role!;
  }

  /** The entries a role may list: the mode's enabled catalogue without Home and other sites' links. */
  async function grantable(conn: Db, session: Session) {
    const mode = session.main.mode;
    const rows = await conn.selectFrom('modules').selectAll().where('mode', '=', mode).where('status', '=', 1).where('external', '=', 0).orderBy('sort_num').orderBy('id').execute();
    return rows.filter((row) => !(row.pid === 0 && row.path === HOME_PATHS[mode]));
  }

  async function checkedInput(conn: Db, session: Session, input: RoleWrite) {
    const name = checkedText('name', input.name, STAFF_LIMITS.roleNameMax, true);
    const description = checkedText('description', input.description ?? '', STAFF_LIMITS.roleDescriptionMax, false);
    const allowed = new Set((await grantable(conn, session)).map((row) => row.id));
    const moduleIds = [...new Set(input.module_ids)];
    if (moduleIds.length === 0) throw fail.validation('请至少选择一个权限模块');
    const unknown = moduleIds.find((id) => !allowed.has(id));
    if (unknown !== undefined) throw fail.validation(`参数错误：module_ids 含有不可分配的模块 ${unknown}`);
    return { name, description, moduleIds };
  }

  async function nameTaken(conn: Db, session: Session, name: string, except: number): Promise<boolean> {
    const row = await conn.selectFrom('staff_roles').select('id').where('owner_id', '=', session.main.id).where('name', '=', name).where('id', '!=', except).executeTakeFirst();
    return row !== undefined;
  }

  async function writeModules(trx: Db, roleId: number, moduleIds: readonly number[]): Promise<void> {
    await trx.deleteFrom('staff_role_modules').where('role_id', '=', roleId).execute();
    await trx.insertInto('staff_role_modules').values(moduleIds.map((module_id) => ({ role_id: roleId, module_id }))).execute();
  }

  return {
    /** Newest first; the keyword matches the name. */
    async list(session: Session, query: RoleQuery): Promise<CrudList<StaffRole>> {
      requireMain(session);
      let q = db.selectFrom('staff_roles').where('owner_id', '=', session.main.id);
      const keyword = query.keyword?.trim();
      if (keyword) q = q.where(containsText(db, sql.ref('name'), keyword));
      return countedPage(q, query, (page) => page.select(['id', 'name', 'description', 'created_at', 'updated_at']).orderBy('id', 'desc'), toRoles);
    },

    async create(session: Session, input: RoleWrite): Promise<StaffRole> {
      requireMain(session);
      const id = await db.transaction().execute(async (trx) => {
        const { name, description, moduleIds } = await checkedInput(trx, session, input);
        const count = await trx.selectFrom('staff_roles').select((eb) => eb.fn.countAll<number>().as('n')).where('owner_id', '=', session.main.id).executeTakeFirstOrThrow();
        if (Number(count.n) >= STAFF_LIMITS.rolesMax) throw fail.conflict(`最多创建 ${STAFF_LIMITS.rolesMax} 个角色`);
        if (await nameTaken(trx, session, name, 0)) throw fail.conflict('角色名称已存在');
        const now = seconds(ctx.now);
        const row = await trx.insertInto('staff_roles').values({ owner_id: session.main.id, name, description, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
        await writeModules(trx, row.id, moduleIds);
        await logOperation(trx, session, { action: 'staff.role.create', objectType: 'staff_role', objectId: row.id, summary: { code: 'role.create', params: { name, modules: moduleIds.length } } }, now);
        return row.id;
      });
      return one(session, id);
    },

    /** Renames and re-lists a role; its staff's grants follow in the same transaction. */
    async update(session: Session, id: number, input: RoleWrite): Promise<StaffRole> {
      requireMain(session);
      await db.transaction().execute(async (trx) => {
        await ownedRow(trx, session, id);
        const { name, description, moduleIds } = await checkedInput(trx, session, input);
        if (await nameTaken(trx, session, name, id)) throw fail.conflict('角色名称已存在');
        const now = seconds(ctx.now);
        await trx.updateTable('staff_roles').set({ name, description, updated_at: now }).where('id', '=', id).execute();
        await writeModules(trx, id, moduleIds);
        const holders = await trx.selectFrom('users').select('id').where('role_id', '=', id).where('deleted_at', 'is', null).execute();
        await applyRoleGrants(trx, id, holders.map((h) => h.id));
        await logOperation(trx, session, { action: 'staff.role.update', objectType: 'staff_role', objectId: id, summary: { code: 'role.update', params: { name, modules: moduleIds.length, staff: holders.length } } }, now);
      });
      return one(session, id);
    },

    /** Refused while a staff account holds the role: each of them would be left with Home only. */
    async remove(session: Session, id: number): Promise<void> {
      requireMain(session);
      await db.transaction().execute(async (trx) => {
        const row = await ownedRow(trx, session, id);
        const held = await trx.selectFrom('users').select('id').where('role_id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
        if (held) throw fail.conflict('该角色下还有员工，请先为他们更换角色');
        // a deleted staff account may still name it
        await trx.updateTable('users').set({ role_id: null }).where('role_id', '=', id).execute();
        await trx.deleteFrom('staff_roles').where('id', '=', id).execute();
        await logOperation(trx, session, { action: 'staff.role.delete', objectType: 'staff_role', objectId: id, summary: { code: 'role.delete', params: { name: row.name } } }, seconds(ctx.now));
      });
    },

    /** The menu entries a role may list, as a tree. */
    async modules(session: Session): Promise<RoleModuleTree> {
      requireMain(session);
      return toTree(await grantable(db, session));
    },

    /** The caller's role of that id, or 404 (the staff service checks a role it assigns). */
    async requireOwned(conn: Db, session: Session, id: number): Promise<{ id: number; name: string }> {
      const row = await ownedRow(conn, session, id);
      return { id: row.id, name: row.name };
    },
  };
}

export type RoleService = ReturnType<typeof createRoleService>;
