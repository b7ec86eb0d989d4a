/**
 * A clock the test moves by hand, passed to buildApp as `now`.
 */
export type TestClock = {
  now: () => number;
  /** unix seconds */
  seconds(): number;
  advance(seconds: number): void;
};

/** Defaults to 2026-01-05 09:00 China time, far from a day boundary. */
export function testClock(startMs = Date.UTC(2026, 0, 5, 1, 0, 0)): TestClock {
  let current = startMs;
  return {
    now: () => current,
    seconds: () => Math.floor(current / 1000),
    advance(seconds) {
      current += seconds * 1000;
    },
  };
}
