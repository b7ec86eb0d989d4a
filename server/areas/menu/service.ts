/**
 * Left-menu modules (spec §2 "Left menu groups", §6): a main account gets its mode's whole
 * catalogue; a staff account gets Home plus what it was granted. Granting a group grants its
 * leaves; granting a leaf brings its group along (with only the granted leaves). The same grant
 * gives a staff account the pages of its menu, which the session check enforces call by call.
 */
import { SHELL, type PageKey } from '@shared/menu/modules.ts';
import type { MenuModule } from '@shared/menu/types.ts';
import type { Db } from '@server/db/database.ts';
import type { AccountMode } from '@server/areas/account/schema.ts';
import type { ModuleRow, NewModule } from './schema.ts';
import { fail } from '@server/errors.ts';
import { HOME_PATHS, pageOfPath } from './catalog.ts';
import type { ServiceContext } from '@server/db/context.ts';
import type { Session } from '@server/http/session-types.ts';

function isHome(row: ModuleRow): boolean {
  return row.pid === 0 && row.path === HOME_PATHS[row.mode];
}

/** Rows (sorted) → tree; a row whose parent is missing from `rows` is dropped. */
export function toTree(rows: ModuleRow[]): MenuModule[] {
  const nodes = new Map<number, MenuModule>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      pid: row.pid,
      path: row.path,
      src: row.src,
      icon: row.icon,
      name: row.name,
      title: row.title,
      status: row.status,
      sort_num: row.sort_num,
      external: row.external,
      children: [],
    });
  }
  const roots: MenuModule[] = [];
  for (const node of nodes.values()) {
    if (node.pid === 0) roots.push(node);
    else nodes.get(node.pid)?.children.push(node);
  }
  return roots;
}

/** The rows a staff account may see, given its grants. */
function visibleToChild(rows: ModuleRow[], granted: Set<number>): ModuleRow[] {
  const leafAllowed = (row: ModuleRow) => granted.has(row.id) || granted.has(row.pid);
  const groupsWithLeaves = new Set(rows.filter((r) => r.pid !== 0 && leafAllowed(r)).map((r) => r.pid));
  return rows.filter((row) =>
    row.pid === 0 ? isHome(row) || granted.has(row.id) || groupsWithLeaves.has(row.id) : leafAllowed(row),
  );
}

export function createMenuService(ctx: ServiceContext) {
  const { db } = ctx;

  async function catalogue(mode: AccountMode): Promise<ModuleRow[]> {
    return db
      .selectFrom('modules')
      .selectAll()
      .where('mode', '=', mode)
      .where('status', '=', 1)
      .orderBy('sort_num')
      .orderBy('id')
      .execute();
  }

  async function menuOfChild(childId: number, mode: AccountMode): Promise<MenuModule[]> {
    const grants = await db.selectFrom('child_grants').select('module_id').where('child_id', '=', childId).execute();
    return toTree(visibleToChild(await catalogue(mode), new Set(grants.map((g) => g.module_id))));
  }

  return {
    /** The caller's menu, in the mode of the account it acts for. */
    async menuFor(session: Session): Promise<MenuModule[]> {
      const mode = session.main.mode;
      return session.isChild ? menuOfChild(session.user.id, mode) : toTree(await catalogue(mode));
    },

    /**
     * The pages of a staff account's menu (Home's `shell` always): the leaves it shows and its entries without
     * leaves, read from the menu itself, so the server lets in exactly what the menu offers. Read per call, so a
     * change of grants holds from the next call.
     */
    async grantedPages(session: Session): Promise<ReadonlySet<PageKey | typeof SHELL>> {
      const mode = session.main.mode;
      const pages = new Set<PageKey | typeof SHELL>([SHELL]);
      const add = (path: string) => {
        const page = pageOfPath(mode, path);
        if (page) pages.add(page);
      };
      for (const entry of await menuOfChild(session.user.id, mode)) {
        add(entry.path);
        for (const leaf of entry.children) add(leaf.path);
      }
      return pages;
    },

    /** What one of the caller's staff accounts sees (main account only). */
    async menuOfStaff(session: Session, childId: number): Promise<MenuModule[]> {
      if (session.isChild) throw fail.forbidden();
      const child = await db.selectFrom('users').select(['id', 'main_id']).where('id', '=', childId).executeTakeFirst();
      if (!child || child.main_id !== session.main.id || child.id === session.main.id) {
        throw fail.forbidden('无权限查看该账号的权限');
      }
      return menuOfChild(child.id, session.main.mode);
    },

    async countModules(): Promise<number> {
      const row = await db.selectFrom('modules').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Inserts catalogue rows; children refer to their group by the returned id. */
    async insertModule(trx: Db, module: NewModule): Promise<number> {
      const row = await trx.insertInto('modules').values(module).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /** Ids of the named groups (top-level paths) and of all their leaves. */
    async groupWithLeaves(trx: Db, mode: AccountMode, groupPaths: string[]): Promise<number[]> {
      if (groupPaths.length === 0) return [];
      const groups = await trx
        .selectFrom('modules')
        .select('id')
        .where('mode', '=', mode)
        .where('pid', '=', 0)
        .where('path', 'in', groupPaths)
        .execute();
      const groupIds = groups.map((g) => g.id);
      if (groupIds.length === 0) return [];
      const leaves = await trx.selectFrom('modules').select('id').where('pid', 'in', groupIds).execute();
      return [...groupIds, ...leaves.map((l) => l.id)];
    },

    async grant(trx: Db, childId: number, moduleIds: number[]): Promise<void> {
      if (moduleIds.length === 0) return;
      await trx
        .insertInto('child_grants')
        .values(moduleIds.map((module_id) => ({ child_id: childId, module_id })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    },
  };
}

export type MenuService = ReturnType<typeof createMenuService>;
