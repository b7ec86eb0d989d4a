import type { MenuModule } from './types.ts';
import { t } from '@shared/i18n/i18n.ts';

export type BuildMenuOptions = {
  /** the account's hybrid_douyin_chat switch equals '1' (spec §6) */
  hybridDouyinChat: boolean;
  /** planet member mode: Home is /p/dashboard instead of /dashboard */
  planet?: boolean;
};

export const HOME_PATH = '/dashboard';
export const PLANET_HOME_PATH = '/p/dashboard';

/** Entries the switch adds (spec §6), each under the group whose paths share its prefix. */
const SWITCH_ENTRIES = [
  { id: -2, group: '/user', path: '/user/groups', name: 'UserGroups', key: 'menu.userGroups' },
  { id: -3, group: '/database', path: '/database/costomer', name: 'DatabaseCostomer', key: 'menu.potentialCustomers' },
] as const;

/**
 * The left menu from the account's modules (spec §6): sorted by sort_num at every level, Home always
 * present (a staff account's list may lack it), and with the hybrid_douyin_chat entries when switched on.
 * The input is not changed.
 */
export function buildMenu(modules: readonly MenuModule[], options: BuildMenuOptions): MenuModule[] {
  let menu = modules.map(copyModule);

  if (options.hybridDouyinChat) {
    for (const entry of SWITCH_ENTRIES) {
      const group = menu.find((module) => belongsTo(module.path, entry.group));
      if (!group || containsPath(group, entry.path)) continue;
      const last = Math.max(0, ...group.children.map((child) => child.sort_num));
      group.children.push(
        leaf({ id: entry.id, pid: group.id, path: entry.path, name: entry.name, title: t(entry.key), sort_num: last + 1 }),
      );
    }
  }

  menu = sortTree(menu);
  const homePath = options.planet ? PLANET_HOME_PATH : HOME_PATH;
  if (!menu.some((module) => module.path === homePath)) {
    menu.unshift(leaf({ id: -1, pid: 0, path: homePath, name: 'Home', title: t('menu.home'), icon: 'home', sort_num: 0 }));
  }
  return menu;
}

function belongsTo(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

function containsPath(module: MenuModule, path: string): boolean {
  return module.path === path || module.children.some((child) => containsPath(child, path));
}

function sortTree(modules: MenuModule[]): MenuModule[] {
  return modules
    .map((module) => ({ ...module, children: sortTree(module.children) }))
    .sort((a, b) => a.sort_num - b.sort_num);
}

function copyModule(module: MenuModule): MenuModule {
  return { ...module, children: (module.children ?? []).map(copyModule) };
}

function leaf(fields: Pick<MenuModule, 'id' | 'pid' | 'path' | 'name' | 'title' | 'sort_num'> & { icon?: string }): MenuModule {
  return { src: '', icon: '', status: 1, children: [], ...fields };
}
