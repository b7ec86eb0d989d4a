import { useEffect, useState } from 'react';
import type { QueryResult } from './data.ts';

/**
 * The query's answer or, while the answer for a new key is awaited, the last one shown: a list reading on (a
 * feed's 加载更多, the next page) keeps what is on screen instead of blanking it. Nothing after a failed read.
 */
export function useKeptAnswer<T>(found: QueryResult<T>): T | undefined {
  const [kept, setKept] = useState<T | undefined>(found.data);
  useEffect(() => {
    if (found.data !== undefined) setKept(found.data);
  }, [found.data]);
  return found.data ?? (found.loading ? kept : undefined);
}
