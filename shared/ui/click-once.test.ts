import { describe, expect, it, vi } from 'vitest';
import { CLICK_ONCE_MS, clickGuard, clickOnce } from './click-once.ts';

describe('click-once guard (spec §5, §9: 2000 ms by default)', () => {
  it('runs the first click and ignores the others for 2000 ms', () => {
    let time = 1_000;
    const fn = vi.fn((n: number) => n * 2);
    const guarded = clickOnce(fn, undefined, () => time);
    expect(CLICK_ONCE_MS).toBe(2000);
    expect(guarded(1)).toBe(2);
    time += 1;
    expect(guarded(2)).toBeUndefined();
    time += 1998; // 1999 ms after the first click
    expect(guarded(3)).toBeUndefined();
    time += 1; // 2000 ms after the first click
    expect(guarded(4)).toBe(8);
    expect(fn.mock.calls).toEqual([[1], [4]]);
  });

  it('a refused click does not extend the wait', () => {
    let time = 0;
    const pass = clickGuard(500, () => time);
    expect(pass()).toBe(true);
    time = 400;
    expect(pass()).toBe(false);
    time = 500;
    expect(pass()).toBe(true);
  });

  it('each guard has its own window', () => {
    const time = 0;
    const a = clickGuard(2000, () => time);
    const b = clickGuard(2000, () => time);
    expect([a(), b(), a(), b()]).toEqual([true, true, false, false]);
  });
});
