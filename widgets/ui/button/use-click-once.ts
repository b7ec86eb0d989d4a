import { useEffect, useMemo, useRef, useState, type MouseEvent, type MouseEventHandler } from 'react';
import { clickGuard } from '@shared/ui/click-once.ts';

/**
 * The click-once guard of shared/ui/click-once.ts for a button: after a click the button is disabled for
 * `ms` (0: no guard). Returns whether it is disabled now and the guarded click handler.
 */
export function useClickOnce(
  ms: number,
  onClick: MouseEventHandler<HTMLButtonElement> | undefined,
): [boolean, MouseEventHandler<HTMLButtonElement> | undefined] {
  const [locked, setLocked] = useState(false);
  const pass = useMemo(() => clickGuard(ms), [ms]);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  if (ms <= 0) return [false, onClick];
  const guarded = (event: MouseEvent<HTMLButtonElement>) => {
    if (!pass()) {
      event.preventDefault(); // a second click must not submit the form either
      return;
    }
    onClick?.(event);
    // Disabled after this task: a submit button disabled during its own click would not submit its form.
    timers.current = [setTimeout(() => setLocked(true)), setTimeout(() => setLocked(false), ms)];
  };
  return [locked, guarded];
}
