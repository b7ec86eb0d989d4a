import { describe, expect, it } from 'vitest';
import { groupByMonth, isQrExpired, liveEnd, moveItem, timeStatus } from './rules.ts';

describe('planet mode rules', () => {
  it('derives 未开始 / 进行中 / 已结束 from the time', () => {
    expect(timeStatus(100, 200, 99)).toBe(0);
    expect(timeStatus(100, 200, 100)).toBe(1);
    expect(timeStatus(100, 200, 199)).toBe(1);
    expect(timeStatus(100, 200, 200)).toBe(2);
    expect(liveEnd(1000, 90)).toBe(1000 + 5400);
  });

  it('calls a QR code expired only after its time, and never one without a time', () => {
    expect(isQrExpired(100, 100)).toBe(false);
    expect(isQrExpired(100, 101)).toBe(true);
    expect(isQrExpired(0, 101)).toBe(false);
  });

  it('groups roadmap items by month in date order', () => {
    const groups = groupByMonth([
      { id: 3, planned_on: '2026-12-01' },
      { id: 1, planned_on: '2026-11-20' },
      { id: 2, planned_on: '2026-11-05' },
    ]);
    expect(groups).toEqual([
      { month: '2026-11', items: [{ id: 2, planned_on: '2026-11-05' }, { id: 1, planned_on: '2026-11-20' }] },
      { month: '2026-12', items: [{ id: 3, planned_on: '2026-12-01' }] },
    ]);
  });

  it('moves an item up or down, and leaves the ends alone', () => {
    expect(moveItem(['a', 'b', 'c'], 1, 'up')).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 'down')).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, 'up')).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 'down')).toEqual(['a', 'b']);
  });
});
