import type { Page } from '@shared/api/types.ts';
import type { Paging } from './list-state.ts';

/**
 * A page of a list the server answers whole (a planet's groups, a plan): the rows of `paging`'s page, or all of
 * them without paging, with the total either way, so such a list is shown by the same list screen as a paged one.
 */
export function slicePage<T>(rows: readonly T[], paging?: Paging): Page<T> {
  if (!paging) return { rows: [...rows], totalCount: rows.length };
  const start = (paging.page - 1) * paging.pageSize;
  return { rows: rows.slice(start, start + paging.pageSize), totalCount: rows.length };
}
