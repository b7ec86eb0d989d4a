import { describe, expect, it } from 'vitest';
import { allowanceState, changePercent, chinaDayOf, dayLabel, dayNumber, lastDays, monthOf, previousPeriod } from './rules.ts';

describe('traffic rules', () => {
  it('number China-time days: 23:59 and 00:00 in Beijing are two days', () => {
    const midnight = Date.UTC(2026, 0, 4, 16, 0, 0) / 1000; // 2026-01-05 00:00 in China
    expect(dayLabel(chinaDayOf(midnight - 1))).toBe('2026-01-04');
    expect(dayLabel(chinaDayOf(midnight))).toBe('2026-01-05');
    expect(dayNumber('2026-01-05')).toBe(chinaDayOf(midnight));
    expect(dayNumber('2026-02-30')).toBeUndefined();
    expect(dayNumber('2026-1-5')).toBeUndefined();
  });

  it('give the last days up to today and the period before a range', () => {
    expect(lastDays(7, Date.UTC(2026, 0, 4, 17, 0, 0))).toEqual(['2025-12-30', '2026-01-05']);
    const start = dayNumber('2026-01-08')!;
    const end = dayNumber('2026-01-14')!;
    const before = previousPeriod(start, end);
    expect([dayLabel(before.start), dayLabel(before.end)]).toEqual(['2026-01-01', '2026-01-07']);
    expect(monthOf(dayNumber('2026-02-17')!)).toEqual({ first: dayNumber('2026-02-01'), month: '2026-02' });
  });

  it('compare with the previous period and place the month against its allowance', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(100, 300)).toBe(-66.7);
    expect(changePercent(5, 0)).toBeNull();
    expect(allowanceState({ used: 79, allowance: 100 })).toBe('ok');
    expect(allowanceState({ used: 80, allowance: 100 })).toBe('near');
    expect(allowanceState({ used: 100, allowance: 100 })).toBe('near');
    expect(allowanceState({ used: 101, allowance: 100 })).toBe('over');
  });
});
