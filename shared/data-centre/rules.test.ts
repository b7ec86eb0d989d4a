import { describe, expect, it } from 'vitest';
import { checkDayRange } from '@shared/format/china-days.ts';
import { DATA_CENTRE_LIMITS, totalsOf } from './rules.ts';

describe('data centre rules', () => {
  it('takes ranges up to its most days', () => {
    const checkRange = (start: string, end: string) => checkDayRange(start, end, DATA_CENTRE_LIMITS.rangeDaysMax);
    expect(checkRange('2025-01-01', '2026-01-02')).toEqual({ problem: 'length' });
    const year = checkRange('2025-01-01', '2026-01-01');
    expect('to' in year && year.to - year.from + 1).toBe(DATA_CENTRE_LIMITS.rangeDaysMax);
  });

  it('averages an order to the fen, and nothing without orders', () => {
    expect(totalsOf({ gmv: 1000, orders: 3, refunded: 0, net: 1000 }).average_order_value).toBe(333);
    expect(totalsOf({ gmv: 0, orders: 0, refunded: 0, net: 0 }).average_order_value).toBe(0);
  });
});
