/** Orders of rows a teacher arranges (topics, lessons, a column's courses): moves, drops, and the check of a full order. */

/** The list with the item at `index` moved by `step` places (−1 up, +1 down); unchanged at the ends. */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** The list with the item at `from` placed where the item at `to` was (drag and drop). */
export function dropItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** Whether `ids` is exactly the set `known` (each once): what updateSort needs. */
export function isFullOrder(ids: readonly number[], known: readonly number[]): boolean {
  if (ids.length !== known.length || new Set(ids).size !== ids.length) return false;
  const set = new Set(known);
  return ids.every((id) => set.has(id));
}
