import { describe, expect, it } from 'vitest';
import { changePercent, checkRange, chinaDayOf, dayLabel, dayNumber, lastDays, previousPeriod, totalsOf } from './rules.ts';

describe('data centre rules', () => {
  it('reads China days: 16:00 UTC is the next day there', () => {
    expect(dayLabel(chinaDayOf(Date.UTC(2026, 0, 4, 15, 59, 59) / 1000))).toBe('2026-01-04');
    expect(dayLabel(chinaDayOf(Date.UTC(2026, 0, 4, 16, 0, 0) / 1000))).toBe('2026-01-05');
    expect(lastDays(7, Date.UTC(2026, 0, 4, 16, 0, 0))).toEqual(['2025-12-30', '2026-01-05']);
  });

  it('takes real calendar days only, in order, up to 366 days', () => {
    expect(dayNumber('2026-02-29')).toBeUndefined();
    expect(dayNumber('2024-02-29')).toBeDefined();
    expect(checkRange('2026-02-30', '2026-03-01')).toEqual({ problem: 'start' });
    expect(checkRange('2026-03-01', '2026-3-02')).toEqual({ problem: 'end' });
    expect(checkRange('2026-03-02', '2026-03-01')).toEqual({ problem: 'order' });
    expect(checkRange('2025-01-01', '2026-01-02')).toEqual({ problem: 'length' });
    const year = checkRange('2025-01-01', '2026-01-01');
    expect('to' in year && year.to - year.from + 1).toBe(366);
  });

  it('compares with the period of the same length just before', () => {
    expect(previousPeriod(100, 129)).toEqual({ start: 70, end: 99 });
    expect(previousPeriod(100, 100)).toEqual({ start: 99, end: 99 });
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(1, 3)).toBe(-66.7);
    expect(changePercent(5, 0)).toBeNull();
  });

  it('averages an order to the fen, and nothing without orders', () => {
    expect(totalsOf({ gmv: 1000, orders: 3, refunded: 0, net: 1000 }).average_order_value).toBe(333);
    expect(totalsOf({ gmv: 0, orders: 0, refunded: 0, net: 0 }).average_order_value).toBe(0);
  });
});
