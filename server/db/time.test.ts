import { describe, expect, it } from 'vitest';
import { parseChinaDateTime, startOfChinaDay } from './time.ts';

describe('parseChinaDateTime', () => {
  it('reads China time', () => {
    expect(parseChinaDateTime('2026-01-05 09:00:00')).toBe(Date.UTC(2026, 0, 5, 1) / 1000);
    expect(parseChinaDateTime('2026-01-05 00:00:00')).toBe(startOfChinaDay(Date.UTC(2026, 0, 5, 1) / 1000));
  });

  it('takes a bare date as the start or the end of the day', () => {
    expect(parseChinaDateTime('2026-01-05')).toBe(parseChinaDateTime('2026-01-05 00:00:00'));
    expect(parseChinaDateTime('2026-01-05', true)).toBe(parseChinaDateTime('2026-01-05 23:59:59'));
  });

  it('refuses times that do not exist', () => {
    for (const bad of ['2026-02-30 00:00:00', '2026-13-01 00:00:00', '2026-01-01 24:00:00', '2026-01-01 10:60:00', '2026/01/01', '']) {
      expect(parseChinaDateTime(bad), bad).toBeUndefined();
    }
    expect(parseChinaDateTime('2024-02-29 12:00:00')).toBeDefined();
  });
});
