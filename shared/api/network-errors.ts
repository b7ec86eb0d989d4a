/** spec §8/§9: after more than 5 network-level errors in a row, storage is cleared and login opens. */
export const NETWORK_ERROR_LIMIT = 5;

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
