import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $modules, $user } from '@shared/session/session.ts';
import { fetchSwitches } from '@shared/system/client.ts';
import { buildMenu } from '@shared/menu/menu.ts';
import { localiseMenu } from '@shared/menu/localise.ts';
import { $locale } from '@shared/i18n/i18n.ts';
import type { MenuModule } from '@shared/menu/types.ts';

/** The left menu: the server's modules for this account, plus what the account's switches add (spec §6). */
export function useMenu(planet: boolean): MenuModule[] {
  const modules = useStore($modules);
  const user = useStore($user);
  const locale = useStore($locale);
  const [hybridDouyinChat, setHybridDouyinChat] = useState(false);

  useEffect(() => {
    if (!user) return;
    let live = true;
    fetchSwitches(user.id, ['hybrid_douyin_chat'])
      .then((switches) => live && setHybridDouyinChat(switches.hybrid_douyin_chat === '1'))
      .catch(() => live && setHybridDouyinChat(false));
    return () => {
      live = false;
    };
  }, [user]);

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
