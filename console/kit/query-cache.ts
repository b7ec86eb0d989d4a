/**
 * The framework-free half of the screen kit's data layer: one nanostores-native cache (@nanostores/query) that
 * de-duplicates calls, keeps the last answer while it is fetched again, and hands errors over as data. `data.ts`
 * binds it to React.
 *
 * A cache key is a resource's name plus its query (`planet-mode/wiki?{"page":2}`); a change (`change`) names the
 * resources it makes stale, and every shown query of them is fetched again.
 */
import type { ReadableAtom } from 'nanostores';
import { nanoquery, type FetcherStore } from '@nanostores/query';

const [createFetcherStore, , cache] = nanoquery({
  // a screen opened again shows its last answer at once and refreshes it; within 2 s the answer is reused
  dedupeTime: 2_000,
  // a refused call is the screen's to show (errors as data), not something to retry in a loop
  onErrorRetry: null,
});

/** a stable text for a query object: same values, same key, whatever the order of the fields */
export function keyOf(resource: string, query?: object): string {
  if (!query) return resource;
  const sorted = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined).sort(([a], [b]) => a.localeCompare(b)));
  return `${resource}?${JSON.stringify(sorted)}`;
}

// The keys being fetched now, and those of them a change made stale meanwhile. nanoquery does not start a second
// fetch of a key while one runs, and files the running one's answer as fresh when it lands: an answer read
// before the change would then stay on screen (topics moved twice in a row showed the first move only).
const running = new Set<string>();
const staleWhileRunning = new Set<string>();

/**
 * A store of what `load` answers for the key `$key` holds; a `null` key waits. `load` is read at each fetch, so
 * it may change with every render.
 */
export function queryStore<T>($key: ReadableAtom<string | null>, load: () => Promise<T>): FetcherStore<T> {
  return createFetcherStore<T>([$key], {
    fetcher: async (...keyParts) => {
      // the store has one key part, the text of $key
      const key = String(keyParts[0]);
      running.add(key);
      try {
        return await load();
      } finally {
        running.delete(key);
        // after nanoquery has filed this answer (it does so once this promise settles), mark it stale again
        if (staleWhileRunning.delete(key)) setTimeout(() => cache.revalidateKeys(key));
      }
    },
  });
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

function markStale(stale: readonly Stale[]): void {
  const match = matches(stale);
  for (const key of running) if (match(key)) staleWhileRunning.add(key);
  cache.revalidateKeys(match);
}

/**
 * Runs a change on the server, then fetches again every shown query of the resources it makes stale (the rest
 * are dropped from the cache). Answers what the change answered; a refusal is thrown to the caller.
 */
export async function change<T>(action: () => Promise<T>, stale: readonly Stale[]): Promise<T> {
  const result = await action();
  markStale(stale);
  return result;
}

/** Marks resources stale without a change of ours (e.g. an event from the server says a figure moved). */
export function refresh(stale: readonly Stale[]): void {
  markStale(stale);
}

/**
 * Nothing of one account may be shown to the next. Signed out, every answer is dropped and the shown reads are
 * emptied without fetching (a call without a session would end in a reload of the page); signed in as someone
 * else, every shown read is fetched again for them.
 */
export function forgetEverything({ refetchShown }: { refetchShown: boolean }): void {
  if (refetchShown) {
    for (const key of running) staleWhileRunning.add(key);
    cache.invalidateKeys(() => true);
  } else {
    staleWhileRunning.clear();
    cache.mutateCache(() => true);
  }
}
