import { describe, expect, it } from 'vitest';
import { changeListState, readListState, writeListState } from './list-state.ts';

const defaults = { page: 1, pageSize: 10, keyword: '', planet: 0, tab: 'all' };
const choices = { tab: ['all', 'top', 'hidden'] } as const;

describe('list state in the address', () => {
  it('reads typed values and falls back to defaults for what is missing, broken or not allowed', () => {
    const params = new URLSearchParams('page=3&keyword=%E6%91%84%E5%BD%B1&planet=abc&tab=nonsense&other=1');
    expect(readListState(params, defaults, choices)).toEqual({ page: 3, pageSize: 10, keyword: '摄影', planet: 0, tab: 'all' });
  });

  it('never reads a page or page size below 1', () => {
    expect(readListState(new URLSearchParams('page=0&pageSize=-5'), defaults)).toMatchObject({ page: 1, pageSize: 10 });
    expect(readListState(new URLSearchParams('page=1.5'), defaults)).toMatchObject({ page: 1 });
  });

  it('writes only what differs from the defaults and keeps parameters it does not own', () => {
    const written = writeListState(new URLSearchParams('id=7&page=4'), { ...defaults, keyword: '作业', tab: 'top' }, defaults);
    expect(written.toString()).toBe('id=7&keyword=%E4%BD%9C%E4%B8%9A&tab=top');
  });

  it('round-trips: what is written reads back the same', () => {
    const state = { page: 2, pageSize: 20, keyword: 'a b&c', planet: 5, tab: 'hidden' };
    expect(readListState(writeListState(new URLSearchParams(), state, defaults), defaults, choices)).toEqual(state);
  });

  it('goes back to page 1 when a filter changes, not when the page does', () => {
    const on3 = { ...defaults, page: 3 };
    expect(changeListState(on3, { keyword: 'x' })).toMatchObject({ page: 1, keyword: 'x' });
    expect(changeListState(on3, { page: 4 })).toMatchObject({ page: 4 });
    expect(changeListState(on3, { tab: 'top', page: 2 })).toMatchObject({ page: 2, tab: 'top' });
  });
});
