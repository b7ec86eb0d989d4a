/**
 * Checking menu entries for a role: a group stands for all its pages (those added later too), so checking it
 * checks every page, and checking its last page checks it; unchecking a page of a checked group leaves the rest.
 */
import type { MenuModule } from '@shared/menu/types.ts';

export function toggleGroup(value: readonly number[], group: MenuModule, on: boolean): number[] {
  const ids = [group.id, ...group.children.map((leaf) => leaf.id)];
  const rest = value.filter((id) => !ids.includes(id));
  return on ? [...rest, ...ids] : rest;
}

export function toggleLeaf(value: readonly number[], group: MenuModule, leaf: MenuModule, on: boolean): number[] {
  const without = value.filter((id) => id !== leaf.id && id !== group.id);
  if (!on) return without;
  const next = [...without, leaf.id];
  return group.children.every((child) => next.includes(child.id)) ? [...next, group.id] : next;
}

/** 'all' when the group (or each of its pages) is checked, 'some' when a few pages are, else 'none'. */
export function groupState(value: readonly number[], group: MenuModule): 'all' | 'some' | 'none' {
  if (value.includes(group.id)) return 'all';
  const checked = group.children.filter((leaf) => value.includes(leaf.id)).length;
  if (checked === 0) return 'none';
  return checked === group.children.length ? 'all' : 'some';
}

/** A role's entries in words: each group whole, or with how many of its pages. */
export function describeModules(tree: readonly MenuModule[], value: readonly number[], someOf: (group: string, n: number) => string): string[] {
  return tree.flatMap((group) => {
    const state = groupState(value, group);
    if (state === 'none') return [];
    if (state === 'all') return [group.title];
    return [someOf(group.title, group.children.filter((leaf) => value.includes(leaf.id)).length)];
  });
}
