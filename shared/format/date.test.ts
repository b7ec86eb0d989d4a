import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date.ts';

describe('formatDateTime', () => {
  it('shows local date and time with zero padding', () => {
    const seconds = new Date(2026, 0, 5, 7, 8, 9).getTime() / 1000;
    expect(formatDateTime(seconds)).toBe('2026-01-05 07:08:09');
  });
});
