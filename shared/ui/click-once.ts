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
