/**
 * The screen kit's data layer: every console screen reads the server through these hooks, never by calling an
 * area's client from a component. The cache behind them (query-cache.ts) de-duplicates calls, keeps the last
 * answer on screen while it is fetched again, and hands errors over as data.
 */
import { useEffect, useRef, useState } from 'react';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { queryStore } from './query-cache.ts';

export { change, keyOf, refresh } from './query-cache.ts';

export type QueryResult<T> = {
  data: T | undefined;
  /** true while the first answer (or the answer for a new key) is awaited */
  loading: boolean;
  /** the refusal of the last call, as the server worded it */
  error: Error | undefined;
  /** fetch again now, keeping what is shown meanwhile */
  reload: () => void;
};

/**
 * What `load` answers for `key`, cached under that key; `null` waits (nothing is fetched until the screen knows
 * what to ask, e.g. the planet of the address). `load` may change with every render: the key says when the answer
 * changes.
 */
export function useQuery<T>(key: string | null, load: () => Promise<T>): QueryResult<T> {
  const loadRef = useRef(load);
  loadRef.current = load;
  const [$key] = useState(() => atom<string | null>(key));
  const [$query] = useState(() => queryStore<T>($key, () => loadRef.current()));
  useEffect(() => $key.set(key), [$key, key]);
  const state = useStore($query);
  return {
    data: state.data,
    loading: state.loading && state.data === undefined,
    error: state.error instanceof Error ? state.error : state.error === undefined ? undefined : new Error(String(state.error)),
    reload: () => void $query.revalidate(),
  };
}
