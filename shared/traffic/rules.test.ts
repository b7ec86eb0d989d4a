import { describe, expect, it } from 'vitest';
import { allowanceState, dayNumber, monthOf } from './rules.ts';

describe('traffic rules', () => {
  it('give the month of a day', () => {
    expect(monthOf(dayNumber('2026-02-17')!)).toEqual({ first: dayNumber('2026-02-01'), month: '2026-02' });
  });

  it('place the month against its allowance', () => {
    expect(allowanceState({ used: 79, allowance: 100 })).toBe('ok');
    expect(allowanceState({ used: 80, allowance: 100 })).toBe('near');
    expect(allowanceState({ used: 100, allowance: 100 })).toBe('near');
    expect(allowanceState({ used: 101, allowance: 100 })).toBe('over');
  });
});
