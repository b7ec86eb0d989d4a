import type { MenuModule } from './types.ts';

/**
 * The dashboard's shortcuts: the first entry of every group that passes `usable` (so each area of the menu is
 * one click away however many screens one area has), then the groups' other entries in menu order, up to `limit`.
 */
export function menuShortcuts(menu: readonly MenuModule[], usable: (item: MenuModule) => boolean, limit = 8): MenuModule[] {
  const perGroup = menu.map((group) => (group.children.length ? group.children : [group]).filter(usable));
  const firsts = perGroup.flatMap((entries) => entries.slice(0, 1));
  const rest = perGroup.flatMap((entries) => entries.slice(1));
  return [...firsts, ...rest].slice(0, limit);
}
