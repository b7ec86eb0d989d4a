/**
 * Writes the menu catalogue into the modules table: all of it into an empty table, and on later starts the
 * entries that a database seeded by an older version lacks and the titles it has since renamed.
 */
import type { Db } from '@server/db/database.ts';
import type { AccountMode } from '@server/areas/account/schema.ts';
import type { MenuService } from './service.ts';
import { CATALOGUE, moduleName, type CatalogEntry, type CatalogLeaf } from './catalog.ts';

const MODES: readonly AccountMode[] = ['teacher', 'planet'];

async function writeRow(trx: Db, menu: MenuService, mode: AccountMode, row: CatalogLeaf, at: { pid: number; position: number; icon: string; src: string }): Promise<number> {
  return menu.insertModule(trx, {
    pid: at.pid,
    path: row.path,
    src: at.src,
    icon: at.icon,
    name: row.name ?? moduleName(row.path),
    title: row.title,
    status: 1,
    sort_num: (at.position + 1) * 10,
    mode,
    external: row.external ? 1 : 0,
  });
}

async function writeLeaf(trx: Db, menu: MenuService, mode: AccountMode, entry: CatalogEntry, groupId: number, childIndex: number): Promise<number> {
  const child = entry.children![childIndex]!;
  return writeRow(trx, menu, mode, child, { pid: groupId, position: childIndex, icon: child.icon ?? entry.icon, src: child.external ? '' : child.path.slice(1) });
}

async function writeEntry(trx: Db, menu: MenuService, mode: AccountMode, entry: CatalogEntry, index: number): Promise<void> {
  const children = entry.children ?? [];
  const groupId = await writeRow(trx, menu, mode, entry, { pid: 0, position: index, icon: entry.icon, src: children.length > 0 ? 'Layout' : entry.path.slice(1) });
  for (const childIndex of children.keys()) await writeLeaf(trx, menu, mode, entry, groupId, childIndex);
}

export async function seedCatalogue(trx: Db, menu: MenuService): Promise<void> {
  for (const mode of MODES) {
    for (const [index, entry] of CATALOGUE[mode].entries()) await writeEntry(trx, menu, mode, entry, index);
  }
}

/**
 * Adds what the table lacks (by path): top-level entries with their leaves (e.g. 我的星球 of the teacher centre), and
 * leaves of a group it has (e.g. 课程活动 under 课程管理), in the catalogue's place; answers how many rows it added.
 */
export async function addMissingEntries(trx: Db, menu: MenuService): Promise<number> {
  let added = 0;
  for (const mode of MODES) {
    const rows = await trx.selectFrom('modules').select(['id', 'pid', 'path']).where('mode', '=', mode).execute();
    const groups = new Map(rows.filter((row) => row.pid === 0).map((row) => [row.path, row.id]));
    for (const [index, entry] of CATALOGUE[mode].entries()) {
      const groupId = groups.get(entry.path);
      if (groupId === undefined) {
        await writeEntry(trx, menu, mode, entry, index);
        added += 1 + (entry.children?.length ?? 0);
        continue;
      }
      const leaves = new Set(rows.filter((row) => row.pid === groupId).map((row) => row.path));
      for (const [childIndex, child] of (entry.children ?? []).entries()) {
        if (leaves.has(child.path)) continue;
        const leafId = await writeLeaf(trx, menu, mode, entry, groupId, childIndex);
        // a staff account granted the group sees its new screen, as the server's module check (by group) lets it in
        const holders = await trx.selectFrom('child_grants').select('child_id').where('module_id', '=', groupId).execute();
        for (const { child_id } of holders) await menu.grant(trx, child_id, [leafId]);
        const roles = await trx.selectFrom('staff_role_modules').select('role_id').where('module_id', '=', groupId).execute();
        if (roles.length > 0) await trx.insertInto('staff_role_modules').values(roles.map(({ role_id }) => ({ role_id, module_id: leafId }))).execute();
        added += 1;
      }
    }
  }
  return added;
}

/** Gives each entry the catalogue's title: its titles are product text (no call renames them), and a page keeps one name. */
export async function renameEntries(trx: Db): Promise<void> {
  for (const mode of MODES) {
    for (const entry of CATALOGUE[mode]) {
      for (const row of [entry, ...(entry.children ?? [])]) {
        await trx.updateTable('modules').set({ title: row.title }).where('mode', '=', mode).where('path', '=', row.path).where('title', '<>', row.title).execute();
      }
    }
  }
}
