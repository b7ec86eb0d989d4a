/**
 * One page of a list: the count of everything a filtered query selects and the rows of the asked page, read from
 * the same query so the two can never disagree on the filter.
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Paging } from '@shared/list-state/list-state.ts';
import type { Page } from '@shared/api/types.ts';

/**
 * `query` cut to the page `paging` asks for (pages count from 1). On its own for a list whose total is not a count
 * of its rows' query but kept elsewhere: day totals (orders, operation log, students) or a stored count.
 */
export function pageRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, paging: Paging): SelectQueryBuilder<DB, TB, O> {
  return query.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize);
}

/**
 * How many rows `filtered` selects, and one page of them as `rows` shapes it (its columns and order), made into
 * answers by `toRows`. `filtered` is the list's query before any select: its joins and its conditions.
 */
export async function countedPage<DB, TB extends keyof DB, O, Row = O>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  paging: Paging,
  rows: (filtered: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
  // without it the rows are the answer as they are (Row defaults to O)
  toRows: (rows: O[]) => Row[] | Promise<Row[]> = (found) => found as unknown as Row[],
): Promise<Page<Row>> {
  // Kysely cannot name the selection's type through the generic builder; the count is one number (a string on PostgreSQL)
  const total = (await filtered.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()) as { n: number | string };
  const found = await pageRows(rows(filtered), paging).execute();
  return { rows: await toRows(found), totalCount: Number(total.n) };
}
