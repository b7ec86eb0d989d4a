import { describe, expect, it } from 'vitest';
import { dropItem, isFullOrder, moveItem } from './reorder.ts';

describe('reorder', () => {
  it('moves an item up or down, and leaves the ends alone', () => {
    expect(moveItem([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });

  it('drops an item where another was', () => {
    expect(dropItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(dropItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(dropItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
    expect(dropItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('accepts only the full set, each id once, as an order', () => {
    expect(isFullOrder([3, 1, 2], [1, 2, 3])).toBe(true);
    expect(isFullOrder([1, 2], [1, 2, 3])).toBe(false);
    expect(isFullOrder([1, 1, 2], [1, 2, 3])).toBe(false);
    expect(isFullOrder([1, 2, 4], [1, 2, 3])).toBe(false);
  });
});
