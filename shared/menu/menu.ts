import type { MenuModule } from './types.ts';
import { t } from '@shared/i18n/i18n.ts';

export type BuildMenuOptions = {
  /** the account's hybrid_douyin_chat switch equals '1' (spec §6) */
  hybridDouyinChat: boolean;
  /** planet member mode: Home is /p/dashboard instead of /dashboard */
  planet?: boolean;
};

const HOME_PATH = '/dashboard';
const PLANET_HOME_PATH = '/p/dashboard';

/** Pages shown only while the switch is on (spec §6); a role may hold them whatever the switch says. */
const SWITCH_PAGES: ReadonlySet<string> = new Set(['/user/groups', '/database/costomer']);

/**
 * The left menu from the account's modules (spec §6): sorted by sort_num at every level, Home always
 * present (a staff account's list may lack it), and the hybrid_douyin_chat pages only when switched on (a group
 * left without pages goes too). The input is not changed.
 */
export function buildMenu(modules: readonly MenuModule[], options: BuildMenuOptions): MenuModule[] {
  let menu = modules.map(copyModule);

  if (!options.hybridDouyinChat) {
    menu = menu
      .map((module) => ({ ...module, children: module.children.filter((child) => !SWITCH_PAGES.has(child.path)) }))
      .filter((module, index) => module.children.length > 0 || modules[index]!.children.length === 0);
  }

  menu = sortTree(menu);
  const homePath = options.planet ? PLANET_HOME_PATH : HOME_PATH;
  if (!menu.some((module) => module.path === homePath)) {
    menu.unshift(leaf({ id: -1, pid: 0, path: homePath, name: 'Home', title: t('menu.home'), icon: 'home', sort_num: 0 }));
  }
  return menu;
}

function sortTree(modules: MenuModule[]): MenuModule[] {
  return modules
    .map((module) => ({ ...module, children: sortTree(module.children) }))
    .sort((a, b) => a.sort_num - b.sort_num);
}

function copyModule(module: MenuModule): MenuModule {
  return { ...module, children: (module.children ?? []).map(copyModule) };
}

function leaf(fields: Pick<MenuModule, 'id' | 'pid' | 'path' | 'name' | 'title' | 'sort_num' | 'icon'>): MenuModule {
  return { src: '', status: 1, children: [], ...fields };
}
