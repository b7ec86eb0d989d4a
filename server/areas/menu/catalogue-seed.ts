/**
 * Writes the menu catalogue into the modules table: all of it into an empty table, and on later starts the
 * top-level entries (with their leaves) that a database seeded by an older version lacks.
 */
import type { Db } from '@server/db/database.ts';
import type { AccountMode } from '@server/areas/account/schema.ts';
import type { MenuService } from './service.ts';
import { CATALOGUE, moduleName, type CatalogEntry, type CatalogLeaf } from './catalog.ts';

const MODES: readonly AccountMode[] = ['teacher', 'planet'];

async function writeEntry(trx: Db, menu: MenuService, mode: AccountMode, entry: CatalogEntry, index: number): Promise<void> {
  const write = async (row: CatalogLeaf, pid: number, position: number, icon: string, src: string) => {
    return menu.insertModule(trx, {
      pid,
      path: row.path,
      src,
      icon,
      name: row.name ?? moduleName(row.path),
      title: row.title,
      status: 1,
      sort_num: (position + 1) * 10,
      mode,
      external: row.external ? 1 : 0,
    });
  };
  const children = entry.children ?? [];
  const groupId = await write(entry, 0, index, entry.icon, children.length > 0 ? 'Layout' : entry.path.slice(1));
  for (const [childIndex, child] of children.entries()) {
    await write(child, groupId, childIndex, child.icon ?? entry.icon, child.external ? '' : child.path.slice(1));
  }
}

export async function seedCatalogue(trx: Db, menu: MenuService): Promise<void> {
  for (const mode of MODES) {
    for (const [index, entry] of CATALOGUE[mode].entries()) await writeEntry(trx, menu, mode, entry, index);
  }
}

/** Adds the top-level entries the table lacks (by path), e.g. 我的星球 of the teacher centre; answers how many. */
export async function addMissingEntries(trx: Db, menu: MenuService): Promise<number> {
  let added = 0;
  for (const mode of MODES) {
    const rows = await trx.selectFrom('modules').select('path').where('mode', '=', mode).where('pid', '=', 0).execute();
    const present = new Set(rows.map((row) => row.path));
    for (const [index, entry] of CATALOGUE[mode].entries()) {
      if (present.has(entry.path)) continue;
      await writeEntry(trx, menu, mode, entry, index);
      added += 1;
    }
  }
  return added;
}
