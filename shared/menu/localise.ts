import type { MenuModule } from './types.ts';
import type { Locale } from '@shared/i18n/i18n.ts';
import { MENU_TITLES_EN, ROUTE_TITLES_EN } from '@shared/i18n/route-titles/en.ts';

/**
 * The server names menu modules in Chinese; in another locale each takes the title of its route,
 * group or external entry, and keeps the server's title where none is known.
 */
export function localiseMenu(menu: readonly MenuModule[], locale: Locale): MenuModule[] {
  if (locale === 'zh-CN') return [...menu];
  const titleOf = (module: MenuModule) => ROUTE_TITLES_EN[module.path] ?? MENU_TITLES_EN[module.path] ?? MENU_TITLES_EN[module.name] ?? module.title;
  const localise = (module: MenuModule): MenuModule => ({ ...module, title: titleOf(module), children: module.children.map(localise) });
  return menu.map(localise);
}
