import { describe, expect, it } from 'vitest';
import { pageCountOf, pageItems } from './page-items.ts';

describe('pageItems', () => {
  it('lists every page when they fit', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('shows one gap near either end', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
    expect(pageItems(17, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });

  it('shows two gaps in the middle, always seven entries, always the current page', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
    for (let page = 1; page <= 30; page++) {
      const items = pageItems(page, 30);
      expect(items).toHaveLength(7);
      expect(items).toContain(page);
    }
  });

  it('counts pages', () => {
    expect(pageCountOf(0, 60)).toBe(1);
    expect(pageCountOf(60, 60)).toBe(1);
    expect(pageCountOf(61, 60)).toBe(2);
  });
});
