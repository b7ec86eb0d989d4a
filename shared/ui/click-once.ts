/** spec §9: a click-once guard disables a button for 2000 ms after a click by default */
export const CLICK_ONCE_MS = 2000;

/**
 * A gate that lets one call through and refuses the others for `ms` after it: `pass()` answers whether
 * this call may go ahead. No timer runs; the time is read at each call.
 */
export function clickGuard(ms = CLICK_ONCE_MS, now: () => number = Date.now): () => boolean {
  let closedUntil = -Infinity;
  return () => {
    const time = now();
    if (time < closedUntil) return false;
    closedUntil = time + ms;
    return true;
  };
}

/** `fn`, ignoring calls that come within `ms` of the last one it ran (they return undefined). */
export function clickOnce<A extends unknown[], R>(
  fn: (...args: A) => R,
  ms = CLICK_ONCE_MS,
  now: () => number = Date.now,
): (...args: A) => R | undefined {
  const pass = clickGuard(ms, now);
  return (...args) => (pass() ? fn(...args) : undefined);
}
