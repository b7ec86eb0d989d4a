import { afterEach, expect, it, vi } from 'vitest';
import { singleFlight, withCrossTabLock } from './refresh.ts';

afterEach(() => vi.unstubAllGlobals());

it('shares one run among concurrent callers and runs again afterwards', async () => {
  let runs = 0;
  let finish = () => {};
  const refresh = singleFlight(async () => {
    runs++;
    await new Promise<void>((resolve) => (finish = resolve)); // under way until the test lets it end
    return runs;
  });
  const callers = Array.from({ length: 20 }, () => refresh());
  finish();
  const results = await Promise.all(callers);
  expect(runs).toBe(1);
  expect(new Set(results)).toEqual(new Set([1]));
  const again = refresh();
  finish();
  await again;
  expect(runs).toBe(2);
});

it('shares a failure too, and lets the next call try again', async () => {
  let runs = 0;
  const refresh = singleFlight(async () => {
    runs++;
    throw new Error('no');
  });
  const settled = await Promise.allSettled([refresh(), refresh(), refresh()]);
  expect(settled.every((result) => result.status === 'rejected')).toBe(true);
  expect(runs).toBe(1);
  await expect(refresh()).rejects.toThrow('no');
  expect(runs).toBe(2);
});

it('takes the Web Lock when the browser has one', async () => {
  const request = vi.fn((_name: string, task: () => Promise<string>) => task());
  vi.stubGlobal('navigator', { locks: { request } });
  await expect(withCrossTabLock('lectern-refresh', async () => 'done')).resolves.toBe('done');
  expect(request).toHaveBeenCalledWith('lectern-refresh', expect.any(Function));
});

it('runs the task directly without Web Locks', async () => {
  vi.stubGlobal('navigator', {});
  await expect(withCrossTabLock('x', async () => 1)).resolves.toBe(1);
});
