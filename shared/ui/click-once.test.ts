import { describe, expect, it } from 'vitest';
import { CLICK_ONCE_MS, clickGuard } from './click-once.ts';

describe('click-once guard (spec §5, §9: 2000 ms by default)', () => {
  it('lets the first click through and refuses the others for 2000 ms', () => {
    let time = 1_000;
    const pass = clickGuard(undefined, () => time);
    expect(CLICK_ONCE_MS).toBe(2000);
    expect(pass()).toBe(true);
    time += 1;
    expect(pass()).toBe(false);
    time += 1998; // 1999 ms after the first click
    expect(pass()).toBe(false);
    time += 1; // 2000 ms after the first click
    expect(pass()).toBe(true);
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
