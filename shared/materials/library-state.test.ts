import { describe, expect, it } from 'vitest';
import {
  createLibraryFollower,
  createStateReporter,
  LIBRARY_DEFAULTS,
  libraryStateKey,
  libraryStateOf,
  listStartOf,
  readLibraryState,
  writeLibraryState,
  type LibraryState,
} from './library-state.ts';

const state = (patch: Partial<LibraryState>): LibraryState => ({ ...LIBRARY_DEFAULTS, ...patch });

describe('the library state in a query string', () => {
  it('reads kind, category, keyword, dates, sort, page and view, and falls back for what is broken', () => {
    const read = readLibraryState(new URLSearchParams('kind=picture&category=4&keyword=%E6%B5%B7%E6%8A%A5&from=2024-01-01&to=2024-01-31&sort=name_asc&page=3&view=table&unused=1'));
    expect(read).toEqual({ kind: 'picture', category: 4, keyword: '海报', from: '2024-01-01', to: '2024-01-31', sort: 'name_asc', page: 3, view: 'table', unused: 1 });
    expect(readLibraryState(new URLSearchParams('kind=film&sort=random&page=0&view=list&category=-2&unused=2'))).toEqual(LIBRARY_DEFAULTS);
  });

  it('drops a date range that lacks an end, is no date, or runs backwards', () => {
    for (const query of ['from=2024-01-01', 'from=2024-01-01&to=soon', 'from=2024-02-01&to=2024-01-01']) {
      expect(readLibraryState(new URLSearchParams(query))).toMatchObject({ from: '', to: '' });
    }
  });

  it('writes only what differs from the defaults, keeps what it does not own, and gives only pictures a view', () => {
    const params = writeLibraryState(new URLSearchParams('access=1&page=9'), state({ kind: 'audio', keyword: '朗读', view: 'table' }));
    expect(params.toString()).toBe('access=1&kind=audio&keyword=%E6%9C%97%E8%AF%BB');
    expect(libraryStateKey(state({ view: 'table' }))).toBe('view=table');
  });

  it('turns into a list start and back', () => {
    const shown = state({ kind: 'picture', category: 2, keyword: 'x', from: '2024-01-01', to: '2024-01-02', sort: 'size_desc', page: 2, view: 'table', unused: 1 });
    const start = listStartOf(shown);
    expect(start).toEqual({ categoryId: 2, keyword: 'x', sort: 'size_desc', page: 2, dateRange: ['2024-01-01', '2024-01-02'], view: 'table', unused: true });
    const list = {
      query: { page: 2, pageSize: 60, sort_by: 'size_desc', categoryId: 2, keyword: 'x', unused: 1 },
      dateRange: ['2024-01-01', '2024-01-02'],
      view: 'table',
    } as const;
    expect(libraryStateOf('picture', list)).toEqual(shown);
    expect(listStartOf(state({}))).toMatchObject({ categoryId: undefined, dateRange: null });
  });
});

describe('telling changes apart', () => {
  it('the reporter tells of new states only, not of the start nor repeats', () => {
    const heard: LibraryState[] = [];
    const report = createStateReporter(state({ kind: 'video' }), (next) => heard.push(next));
    report(state({ kind: 'video' }));
    report(state({ kind: 'video', page: 2 }));
    report(state({ kind: 'video', page: 2 }));
    report(state({ kind: 'video', page: 2, view: 'table' })); // no view outside pictures: the same list
    expect(heard).toEqual([state({ kind: 'video', page: 2 })]);
    const changes: boolean[] = [];
    const told = createStateReporter(state({}), (_, change) => changes.push(change.replace));
    told(state({ page: 3 }));
    told(state({ page: 2 }), true);
    expect(changes).toEqual([false, true]);
  });

  it('the follower keeps its generation for the echo of a reported state and moves on for an outside change', () => {
    const follower = createLibraryFollower();
    expect(follower.follow(state({}))).toBe(0);
    expect(follower.follow(state({}))).toBe(0);
    follower.reported(state({ page: 2 }));
    expect(follower.follow(state({ page: 2 }))).toBe(0); // the address now says what the library showed
    expect(follower.follow(state({}))).toBe(1); // back: open the library afresh on page 1
    expect(follower.follow(state({}))).toBe(1);
  });
});
