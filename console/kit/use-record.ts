import type { RecordSource } from '@shared/api/record-source.ts';
import { keyOf, useQuery, type QueryResult } from './data.ts';

/**
 * One record of a source, cached under the source's name and the query; `null` waits (nothing is fetched until the
 * screen knows what to ask, e.g. the planet of the address).
 */
export function useRecord<T, Query extends object>(source: RecordSource<T, Query>, query: Query | null): QueryResult<T> {
  return useQuery(query ? keyOf(source.name, query) : null, () => source.read(query as Query));
}
