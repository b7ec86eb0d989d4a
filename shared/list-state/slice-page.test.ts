import { describe, expect, it } from 'vitest';
import { slicePage } from './slice-page.ts';

describe('slicePage', () => {
  const rows = ['a', 'b', 'c', 'd', 'e'];

  it('answers every row without paging', () => {
    expect(slicePage(rows)).toEqual({ rows, totalCount: 5 });
  });

  it('answers the rows of the page, and the whole total', () => {
    expect(slicePage(rows, { page: 1, pageSize: 2 })).toEqual({ rows: ['a', 'b'], totalCount: 5 });
    expect(slicePage(rows, { page: 3, pageSize: 2 })).toEqual({ rows: ['e'], totalCount: 5 });
    expect(slicePage(rows, { page: 4, pageSize: 2 })).toEqual({ rows: [], totalCount: 5 });
  });
});
