import { describe, expect, it } from 'vitest';
import { dayEndSeconds, fromLocalInput, isCalendarDate, localDate, toLocalInput } from './local-date.ts';

describe('local dates', () => {
  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-2-1')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });

  it('turns dates and local date-times into seconds and back', () => {
    const end = dayEndSeconds('2026-11-30');
    expect(localDate(end)).toBe('2026-11-30');
    expect(new Date(end * 1000).getHours()).toBe(23);
    const at = fromLocalInput('2026-11-30T19:30');
    expect(toLocalInput(at)).toBe('2026-11-30T19:30');
    expect(fromLocalInput('')).toBe(0);
  });
});
