import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { $modules } from '@shared/session/session.ts';
import { buildMenu } from '@shared/menu/menu.ts';
import { localiseMenu } from '@shared/menu/localise.ts';
import { $locale } from '@shared/i18n/i18n.ts';
import type { MenuModule } from '@shared/menu/types.ts';
import type { SwitchName } from '@shared/system/types.ts';
import { useOwnerSwitches } from '@console/kit/use-owner-switches.ts';

const MENU_SWITCHES: readonly SwitchName[] = ['hybrid_douyin_chat'];

/** The left menu: the server's modules for this account, plus what its (main) account's switches add (spec §6). */
export function useMenu(planet: boolean): MenuModule[] {
  const modules = useStore($modules);
  const locale = useStore($locale);
  // a staff account's menu follows its main account's switches, as the server's checks do; a failed read adds nothing
  const switches = useOwnerSwitches(MENU_SWITCHES);
  const hybridDouyinChat = switches.data?.hybrid_douyin_chat === '1';

  return useMemo(() => localiseMenu(buildMenu(modules ?? [], { hybridDouyinChat, planet }), locale), [modules, hybridDouyinChat, planet, locale]);
}

/** The group and entry of the menu that a path belongs to, for the breadcrumb and the open group. */
export function locateInMenu(menu: MenuModule[], path: string): { group?: MenuModule; item?: MenuModule } {
  for (const group of menu) {
    if (group.path === path && group.children.length === 0) return { item: group };
    const item = group.children.find((child) => child.path === path || path.startsWith(`${child.path}/`));
    if (item) return { group, item };
  }
  return {};
}
