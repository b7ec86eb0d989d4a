/** spec §8/§9: after more than 5 network-level errors in a row, storage is cleared and login opens. */
const NETWORK_ERROR_LIMIT = 5;

export type NetworkErrorCounter = {
  /** counts one error; true once the count is above the limit */
  record(): boolean;
  /** any answer from the server ends the run */
  reset(): void;
  readonly count: number;
  readonly limit: number;
};

export function createNetworkErrorCounter(limit = NETWORK_ERROR_LIMIT): NetworkErrorCounter {
  let count = 0;
  return {
    record: () => ++count > limit,
    reset: () => {
      count = 0;
    },
    get count() {
      return count;
    },
    limit,
  };
}

/**
 * Whether the page is going away (from `pagehide` until a `pageshow` brings it back from the back-forward
 * cache). The browser cancels the requests of a page it leaves, and they fail as a lost connection would; those
 * are no network errors: counted, six calls in flight at a navigation would clear the session the next page
 * is about to use.
 */
export function watchPageLeaving(target: Pick<EventTarget, 'addEventListener'> | undefined): () => boolean {
  let leaving = false;
  target?.addEventListener('pagehide', () => (leaving = true));
  target?.addEventListener('pageshow', () => (leaving = false));
  return () => leaving;
}
