/**
 * The screen kit's data layer: every console screen reads the server through these hooks, never by calling an
 * area's client from a component. One nanostores-native cache (@nanostores/query) behind them de-duplicates calls,
 * keeps the last answer on screen while it is fetched again, and hands errors over as data.
 *
 * A cache key is a resource's name plus its query (`planet-mode/wiki?{"page":2}`); a change (`change`) names the
 * resources it makes stale, and every screen showing one of them fetches it again.
 */
import { useEffect, useRef, useState } from 'react';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { nanoquery } from '@nanostores/query';

const [createFetcherStore, , cache] = nanoquery({
  // a screen opened again shows its last answer at once and refreshes it; within 2 s the answer is reused
  dedupeTime: 2_000,
  // a refused call is the screen's to show (errors as data), not something to retry in a loop
  onErrorRetry: null,
});

export type QueryResult<T> = {
  data: T | undefined;
  /** true while the first answer (or the answer for a new key) is awaited */
  loading: boolean;
  /** the refusal of the last call, as the server worded it */
  error: Error | undefined;
  /** fetch again now, keeping what is shown meanwhile */
  reload: () => void;
};

/** a stable text for a query object: same values, same key, whatever the order of the fields */
export function keyOf(resource: string, query?: object): string {
  if (!query) return resource;
  const sorted = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined).sort(([a], [b]) => a.localeCompare(b)));
  return `${resource}?${JSON.stringify(sorted)}`;
}

/**
 * What `load` answers for `key`, cached under that key; `null` waits (nothing is fetched until the screen knows
 * what to ask, e.g. the planet of the address). `load` may change with every render: the key says when the answer
 * changes.
 */
export function useQuery<T>(key: string | null, load: () => Promise<T>): QueryResult<T> {
  const loadRef = useRef(load);
  loadRef.current = load;
  const [$key] = useState(() => atom<string | null>(key));
  const [$query] = useState(() => createFetcherStore<T>([$key], { fetcher: () => loadRef.current() }));
  useEffect(() => $key.set(key), [$key, key]);
  const state = useStore($query);
  return {
    data: state.data,
    loading: state.loading && state.data === undefined,
    error: state.error instanceof Error ? state.error : state.error === undefined ? undefined : new Error(String(state.error)),
    reload: () => void $query.revalidate(),
  };
}

/**
 * What a change makes stale: a cache name, or a resource (list, record), which stands for its own name and the
 * names of the others it affects (a count or figure shown elsewhere).
 */
export type Stale = string | { readonly name: string; readonly affects?: readonly string[] };

const namesOf = (stale: readonly Stale[]): string[] =>
  stale.flatMap((item) => (typeof item === 'string' ? [item] : [item.name, ...(item.affects ?? [])]));

/** the cache keys of these resources: the resource itself and every query of it */
const matches = (stale: readonly Stale[]) => {
  const names = namesOf(stale);
  return (key: string) => names.some((name) => key === name || key.startsWith(`${name}?`) || key.startsWith(`${name}/`));
};

/**
 * Runs a change on the server, then fetches again every shown query of the resources it makes stale (the rest
 * are dropped from the cache). Answers what the change answered; a refusal is thrown to the caller.
 */
export async function change<T>(action: () => Promise<T>, stale: readonly Stale[]): Promise<T> {
  const result = await action();
  cache.revalidateKeys(matches(stale));
  return result;
}

/** Marks resources stale without a change of ours (e.g. an event from the server says a figure moved). */
export function refresh(stale: readonly Stale[]): void {
  cache.revalidateKeys(matches(stale));
}

/**
 * Nothing of one account may be shown to the next. Signed out, every answer is dropped and the shown reads are
 * emptied without fetching (a call without a session would end in a reload of the page); signed in as someone
 * else, every shown read is fetched again for them.
 */
export function forgetEverything({ refetchShown }: { refetchShown: boolean }): void {
  if (refetchShown) cache.invalidateKeys(() => true);
  else cache.mutateCache(() => true);
}
