import { describe, expect, it } from 'vitest';
import { chinaDateTime, chinaMinute } from './china-time.ts';

describe('China time', () => {
  it('shows a moment as it reads in China, across the UTC day boundary', () => {
    const utcEvening = Date.UTC(2026, 10, 26, 23, 5, 9) / 1000;
    expect(chinaDateTime(utcEvening)).toBe('2026-11-27 07:05:09');
    expect(chinaMinute(utcEvening)).toBe('2026-11-27 07:05');
  });
});
