import { describe, expect, it } from 'vitest';
import { gate } from '@shared/api/testing/scripted-server.ts';
import { MATERIAL_PATHS } from './paths.ts';
import { range, row, useListServer } from './testing/list-server.ts';

const server = useListServer();

describe('createMaterialList: query', () => {
  it('starts on page 1 of 60, newest first, in the given category; pictures as a grid, others as a table', () => {
    const pictures = server.list('picture', { mode: 'normal', categoryId: 4 });
    expect(pictures.$state.get()).toMatchObject({
      kind: 'picture',
      query: { page: 1, pageSize: 60, sort_by: 'time_desc', categoryId: 4 },
      dateRange: null,
      rows: [],
      totalCount: 0,
      loading: false,
      selectedIds: [],
      view: 'grid',
    });
    expect(server.list('audio').$state.get().view).toBe('table');
    expect(server.list('document').$state.get().view).toBe('table');
  });

  it('opens where a host says: keyword, sort, page, date range and the picture view', async () => {
    const start = { keyword: ' 海报 ', sort: 'name_asc', page: 2, dateRange: ['2024-01-01', '2024-01-31'], view: 'table' } as const;
    const pictures = server.list('picture', { mode: 'normal', categoryId: 3, start });
    expect(pictures.$state.get()).toMatchObject({
      query: { page: 2, sort_by: 'name_asc', keyword: '海报', categoryId: 3, start_at: '2024-01-01 00:00:00', end_at: '2024-01-31 23:59:59' },
      dateRange: ['2024-01-01', '2024-01-31'],
      view: 'table',
    });
    await pictures.load();
    expect(server.lastFind()).toMatchObject({ page: '2', sort_by: 'name_asc', keyword: '海报', categoryId: '3' });
    // only pictures have a grid
    expect(server.list('audio', { mode: 'normal', start: { view: 'grid' } }).$state.get().view).toBe('table');
  });

  it('load reads rows and totalCount of the query', async () => {
    const videos = server.list('video', { mode: 'normal', categoryId: 2 });
    const pending = videos.load();
    expect(videos.$state.get().loading).toBe(true);
    await pending;
    expect(videos.$state.get()).toMatchObject({ loading: false, totalCount: 150 });
    expect(videos.$state.get().rows.map((material) => material.id)).toEqual(range(1, 60));
    expect(server.findRequests().at(-1)!.path).toBe(MATERIAL_PATHS.findSources('video'));
    expect(server.lastFind()).toMatchObject({ page: '1', pageSize: '60', sort_by: 'time_desc', categoryId: '2' });
  });

  it('changing category, keyword, sort or date range goes back to page 1 and reloads (spec §4)', async () => {
    const pictures = server.list('picture');
    const changes: (() => Promise<void>)[] = [
      () => pictures.setCategory(5),
      () => pictures.setKeyword('  海报 '),
      () => pictures.setSort('size_asc'),
      () => pictures.setDateRange(['2024-01-01', '2024-01-31']),
    ];
    for (const changeIt of changes) {
      await pictures.setPage(3);
      expect(server.lastFind().page).toBe('3');
      const before = server.findRequests().length;
      await changeIt();
      expect(server.findRequests()).toHaveLength(before + 1);
      expect(server.lastFind().page).toBe('1');
      expect(pictures.$state.get().query.page).toBe(1);
    }
    expect(server.lastFind()).toMatchObject({
      categoryId: '5',
      keyword: '海报',
      sort_by: 'size_asc',
      start_at: '2024-01-01 00:00:00',
      end_at: '2024-01-31 23:59:59',
    });
    expect(pictures.$state.get().dateRange).toEqual(['2024-01-01', '2024-01-31']);
  });

  it('clearing the date range removes start_at and end_at; an empty keyword is not sent', async () => {
    const pictures = server.list('picture');
    await pictures.setDateRange(['2024-01-01', '2024-01-31']);
    await pictures.setDateRange(null);
    expect(server.lastFind()).not.toHaveProperty('start_at');
    expect(server.lastFind()).not.toHaveProperty('end_at');
    expect(pictures.$state.get().query).not.toMatchObject({ start_at: expect.anything() });
    expect(pictures.$state.get().dateRange).toBeNull();
    await pictures.setKeyword('   ');
    expect(server.lastFind()).not.toHaveProperty('keyword');
    await pictures.setCategory(undefined);
    expect(server.lastFind()).not.toHaveProperty('categoryId');
  });

  it('a newer load wins over a slower older one', async () => {
    const slowAnswer = gate();
    server.route = (request) =>
      request.query.get('keyword') === 'slow' ? { after: slowAnswer.held, body: { result: 'ok', rows: [row(100)], totalCount: 1 } } : undefined;
    const pictures = server.list('picture');
    const slow = pictures.setKeyword('slow');
    await pictures.setKeyword('fast');
    slowAnswer.open(); // the older answer arrives last
    await slow;
    expect(pictures.$state.get().rows.map((material) => material.id)).toEqual(range(1, 60));
    expect(pictures.$state.get().totalCount).toBe(150);
    expect(pictures.$state.get().loading).toBe(false);
  });

  it('a failed load keeps the message in error, and the next good load clears it', async () => {
    server.route = () => ({ status: 500, body: { result: 'fail', code: 500, message: '服务器错误' } });
    const pictures = server.list('picture');
    await pictures.load();
    expect(pictures.$state.get()).toMatchObject({ loading: false, error: '服务器错误' });
    server.route = () => undefined;
    await pictures.load();
    expect(pictures.$state.get().error).toBeUndefined();
  });

  it('an emptied page beyond the last one moves to the last page', async () => {
    const pictures = server.list('picture');
    await pictures.setPage(3);
    server.total = 100; // rows 101..150 went away
    await pictures.load();
    expect(pictures.$state.get().query.page).toBe(2);
    expect(pictures.$state.get().rows.map((material) => material.id)).toEqual(range(61, 100));
    // the list moved by itself: a host keeping its state replaces the address rather than adding to its history
    expect(pictures.$state.get().pageCorrected).toBe(true);
    await pictures.setPage(1);
    expect(pictures.$state.get().pageCorrected).toBe(false);
  });

  it('only pictures switch to a card grid', () => {
    const pictures = server.list('picture');
    pictures.setView('table');
    expect(pictures.$state.get().view).toBe('table');
    const audio = server.list('audio');
    audio.setView('grid');
    expect(audio.$state.get().view).toBe('table');
  });

  it('ignores answers that arrive after destroy', async () => {
    const pictures = server.list('picture');
    const pending = pictures.load();
    pictures.destroy();
    await pending;
    expect(pictures.$state.get().rows).toEqual([]);
  });
});

describe('createMaterialList: selection', () => {
  it('keeps the selection across pages with the rows it was made on', async () => {
    const pictures = server.list('picture');
    await pictures.load();
    expect(pictures.toggle(2)).toBe(true);
    await pictures.setPage(2);
    expect(pictures.toggle(65)).toBe(true);
    expect(pictures.$state.get().selectedIds).toEqual([2, 65]);
    expect(pictures.selectedItems().map((material) => material.id)).toEqual([2, 65]);
    expect(pictures.toggle(3)).toBe(false); // neither selected nor on this page
    expect(pictures.toggle(65)).toBe(true); // deselects
    expect(pictures.toggle(2)).toBe(true); // a selection from another page deselects too
    expect(pictures.selectedItems()).toEqual([]);
    expect(pictures.toggle(66)).toBe(true);
    expect(pictures.selectedItems().map((material) => material.id)).toEqual([66]);
    pictures.clearSelection();
    expect(pictures.$state.get().selectedIds).toEqual([]);
    expect(pictures.selectedItems()).toEqual([]);
  });

  it('selector mode with max refuses a selection beyond max', async () => {
    const picker = server.list('picture', { mode: 'selector', multiple: true, max: 2 });
    await picker.load();
    expect(picker.toggle(1)).toBe(true);
    expect(picker.toggle(2)).toBe(true);
    expect(picker.toggle(3)).toBe(false);
    expect(picker.$state.get().selectedIds).toEqual([1, 2]);
    expect(picker.toggle(1)).toBe(true); // deselecting is always allowed
    expect(picker.toggle(3)).toBe(true);
    expect(picker.$state.get().selectedIds).toEqual([2, 3]);
  });

  it('selector mode picks one row unless multiple', async () => {
    const picker = server.list('video', { mode: 'selector' });
    await picker.load();
    picker.toggle(1);
    picker.toggle(3);
    expect(picker.$state.get().selectedIds).toEqual([3]);
    expect(picker.selectedItems().map((material) => material.id)).toEqual([3]);
    expect(picker.setAllOnPage(true)).toBe(false);
  });

  it('selects and deselects the whole page, up to max', async () => {
    const pictures = server.list('picture');
    await pictures.load();
    expect(pictures.setAllOnPage(true)).toBe(true);
    expect(pictures.$state.get().selectedIds).toEqual(range(1, 60));
    await pictures.setPage(2);
    pictures.toggle(61);
    await pictures.setPage(1);
    expect(pictures.setAllOnPage(false)).toBe(true);
    expect(pictures.$state.get().selectedIds).toEqual([61]);

    const picker = server.list('picture', { mode: 'selector', multiple: true, max: 2 });
    await picker.load();
    expect(picker.setAllOnPage(true)).toBe(false);
    expect(picker.$state.get().selectedIds).toEqual([1, 2]);
  });
});
