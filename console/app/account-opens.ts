import { useStore } from '@nanostores/react';
import { $modules, $user, isChildAccount } from '@shared/session/session.ts';
import { menuOpens } from '@shared/menu/route-pages.ts';
import type { MenuModule } from '@shared/menu/types.ts';

const pathsOf = (menu: readonly MenuModule[]): Set<string> => new Set(menu.flatMap((entry) => [entry.path, ...pathsOf(entry.children ?? [])]));

/** Whether the signed-in account's menu opens `path`: a main account's always, a staff account's through its pages. */
export function accountOpens(path: string): boolean {
  const user = $user.get();
  if (!user || !isChildAccount(user)) return true;
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return menuOpens(normalised, pathsOf($modules.get() ?? []));
}

/** `accountOpens` for a screen: it renders again when the account or its menu changes, so a button follows the role. */
export function useAccountOpens(): (path: string) => boolean {
  useStore($user);
  useStore($modules);
  return accountOpens;
}
