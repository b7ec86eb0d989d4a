/**
 * Writes the menu catalogue into the modules table (once: skipped when modules exist).
 */
import type { Db } from '@server/db/database.ts';
import type { MenuService } from './service.ts';
import { CATALOGUE, moduleName, type CatalogLeaf } from './catalog.ts';

export async function seedCatalogue(trx: Db, menu: MenuService): Promise<void> {
  for (const mode of ['teacher', 'planet'] as const) {
    const write = async (entry: CatalogLeaf, pid: number, index: number, icon: string, src: string) => {
      return menu.insertModule(trx, {
        pid,
        path: entry.path,
        src,
        icon,
        name: entry.name ?? moduleName(entry.path),
        title: entry.title,
        status: 1,
        sort_num: (index + 1) * 10,
        mode,
        external: entry.external ? 1 : 0,
      });
    };
    for (const [index, entry] of CATALOGUE[mode].entries()) {
      const children = entry.children ?? [];
      const groupId = await write(entry, 0, index, entry.icon, children.length > 0 ? 'Layout' : entry.path.slice(1));
      for (const [childIndex, child] of children.entries()) {
        await write(child, groupId, childIndex, child.icon ?? entry.icon, child.external ? '' : child.path.slice(1));
      }
    }
  }
}
