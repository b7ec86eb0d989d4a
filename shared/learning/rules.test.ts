import { describe, expect, it } from 'vitest';
import { hoursMinutes } from './rules.ts';

describe('learning rules', () => {
  it('words seconds as whole hours and minutes', () => {
    expect(hoursMinutes(0)).toEqual({ hours: 0, minutes: 0 });
    expect(hoursMinutes(59)).toEqual({ hours: 0, minutes: 0 });
    expect(hoursMinutes(180)).toEqual({ hours: 0, minutes: 3 });
    expect(hoursMinutes(3_600 + 125)).toEqual({ hours: 1, minutes: 2 });
    expect(hoursMinutes(-5)).toEqual({ hours: 0, minutes: 0 });
  });
});
