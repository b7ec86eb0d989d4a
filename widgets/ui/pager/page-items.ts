export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The page buttons to show: the first and last page always, a window of pages around the current one,
 * and a gap where pages are left out. `slots` is the number of entries shown at most (odd, ≥ 5).
 */
export function pageItems(current: number, pageCount: number, slots = 7): PageItem[] {
  if (pageCount <= 0) return [];
  if (pageCount <= slots) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, current), pageCount);
  const side = (slots - 3) >> 1; // pages on each side of the current one when both gaps show
  const nearStart = page <= side + 3;
  const nearEnd = page >= pageCount - side - 2;
  if (nearStart) return [...range(1, slots - 2), 'gap-end', pageCount];
  if (nearEnd) return [1, 'gap-start', ...range(pageCount - slots + 3, pageCount)];
  return [1, 'gap-start', ...range(page - side + 1, page + side - 1), 'gap-end', pageCount];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

export function pageCountOf(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
}
