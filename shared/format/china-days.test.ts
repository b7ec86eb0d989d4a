import { describe, expect, it } from 'vitest';
import { changePercent, checkDayRange, chinaDayOf, dayLabel, dayNumber, lastDays, previousPeriod } from './china-days.ts';

describe('China-time days', () => {
  it('number days by Beijing time: 23:59 and 00:00 there (16:00 UTC) are two days', () => {
    const midnight = Date.UTC(2026, 0, 4, 16, 0, 0) / 1000; // 2026-01-05 00:00 in China
    expect(dayLabel(chinaDayOf(midnight - 1))).toBe('2026-01-04');
    expect(dayLabel(chinaDayOf(midnight))).toBe('2026-01-05');
    expect(dayNumber('2026-01-05')).toBe(chinaDayOf(midnight));
    expect(lastDays(7, midnight * 1000)).toEqual(['2025-12-30', '2026-01-05']);
  });

  it('take real calendar days only, in order, up to the most days asked', () => {
    expect(dayNumber('2026-02-29')).toBeUndefined();
    expect(dayNumber('2024-02-29')).toBeDefined();
    expect(dayNumber('2026-1-5')).toBeUndefined();
    expect(checkDayRange('2026-02-30', '2026-03-01')).toEqual({ problem: 'start' });
    expect(checkDayRange('2026-03-01', '2026-3-02')).toEqual({ problem: 'end' });
    expect(checkDayRange('2026-03-02', '2026-03-01')).toEqual({ problem: 'order' });
    expect(checkDayRange('2025-01-01', '2026-01-02')).toEqual({ problem: 'length' });
    expect(checkDayRange('2026-03-01', '2026-03-08', 7)).toEqual({ problem: 'length' });
    const year = checkDayRange('2025-01-01', '2026-01-01');
    expect('to' in year && year.to - year.from + 1).toBe(366);
  });

  it('compare with the period of the same length just before', () => {
    expect(previousPeriod(100, 129)).toEqual({ start: 70, end: 99 });
    expect(previousPeriod(100, 100)).toEqual({ start: 99, end: 99 });
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(1, 3)).toBe(-66.7);
    expect(changePercent(5, 0)).toBeNull();
  });
});
