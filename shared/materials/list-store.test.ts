import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answer, type SeenRequest } from '@shared/api/testing/scripted-server.ts';
import { $confirmRequest, $toasts, answerConfirm } from '@shared/feedback.ts';
import { createMaterialList, type MaterialList } from './list-store.ts';
import { createCategoryList } from './category-store.ts';
import { MATERIAL_PATHS } from './paths.ts';
import type { Material, MaterialKind } from './types.ts';
import { useScriptedApi } from '@shared/api/testing/api-harness.ts';

const api = useScriptedApi();
const lists: MaterialList[] = [];

/** A material of the given kind; page-dependent ids so that pages can be told apart. */
const row = (id: number, kind: MaterialKind = 'picture'): Material => ({
  id,
  target_type: kind,
  title: `m${id}`,
  file_name: `m${id}.png`,
  file_suffix: 'png',
  category_id: 1,
  created_at: 0,
});

type Reply = { status?: number; body: unknown; delayMs?: number };
/** The server of these tests: findSources answers pages of rows 1..`total`; other calls answer ok. */
let total = 150;
let route: (request: SeenRequest) => Reply | undefined = () => undefined;
const findRequests = () => api.server.seen.filter((request) => request.path.endsWith('/findSources'));
const lastFind = () => Object.fromEntries(findRequests().at(-1)!.query);
const changeRequests = () => api.server.seen.filter((request) => request.method === 'POST');

beforeEach(() => {
  total = 150;
  route = () => undefined;
  api.server.handle(async (request, res) => {
    const reply = route(request) ?? defaultReply(request);
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    answer(res, reply.status ?? 200, reply.body);
  });
});
afterEach(() => {
  for (const list of lists.splice(0)) list.destroy();
});

function defaultReply(request: SeenRequest): Reply {
  if (request.path.endsWith('/findSources')) {
    const kind = request.path.split('/').at(-2) as MaterialKind;
    const page = Number(request.query.get('page'));
    const size = Number(request.query.get('pageSize'));
    const rows: Material[] = [];
    for (let id = (page - 1) * size + 1; id <= Math.min(total, page * size); id++) rows.push(row(id, kind));
    return { body: { result: 'ok', rows, totalCount: total } };
  }
  return { body: { result: 'ok' } };
}

function list(kind: MaterialKind, options: Parameters<typeof createMaterialList>[1] = { mode: 'normal' }): MaterialList {
  const created = createMaterialList(kind, options);
  lists.push(created);
  return created;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const toasts = () => $toasts.get().map(({ kind, message }) => ({ kind, message }));

describe('createMaterialList: query', () => {
  it('starts on page 1 of 60, newest first, in the given category; pictures as a grid, others as a table', () => {
    const pictures = list('picture', { mode: 'normal', categoryId: 4 });
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
    expect(list('audio').$state.get().view).toBe('table');
    expect(list('document').$state.get().view).toBe('table');
  });

  it('opens where a host says: keyword, sort, page, date range and the picture view', async () => {
    const start = { keyword: ' 海报 ', sort: 'name_asc', page: 2, dateRange: ['2024-01-01', '2024-01-31'], view: 'table' } as const;
    const pictures = list('picture', { mode: 'normal', categoryId: 3, start });
    expect(pictures.$state.get()).toMatchObject({
      query: { page: 2, sort_by: 'name_asc', keyword: '海报', categoryId: 3, start_at: '2024-01-01 00:00:00', end_at: '2024-01-31 23:59:59' },
      dateRange: ['2024-01-01', '2024-01-31'],
      view: 'table',
    });
    await pictures.load();
    expect(lastFind()).toMatchObject({ page: '2', sort_by: 'name_asc', keyword: '海报', categoryId: '3' });
    // only pictures have a grid
    expect(list('audio', { mode: 'normal', start: { view: 'grid' } }).$state.get().view).toBe('table');
  });

  it('load reads rows and totalCount of the query', async () => {
    const videos = list('video', { mode: 'normal', categoryId: 2 });
    const pending = videos.load();
    expect(videos.$state.get().loading).toBe(true);
    await pending;
    expect(videos.$state.get()).toMatchObject({ loading: false, totalCount: 150 });
    expect(videos.$state.get().rows.map((material) => material.id)).toEqual(range(1, 60));
    expect(findRequests().at(-1)!.path).toBe(MATERIAL_PATHS.findSources('video'));
    expect(lastFind()).toMatchObject({ page: '1', pageSize: '60', sort_by: 'time_desc', categoryId: '2' });
  });

  it('changing category, keyword, sort or date range goes back to page 1 and reloads (spec §4)', async () => {
    const pictures = list('picture');
    const changes: (() => Promise<void>)[] = [
      () => pictures.setCategory(5),
      () => pictures.setKeyword('  海报 '),
      () => pictures.setSort('size_asc'),
      () => pictures.setDateRange(['2024-01-01', '2024-01-31']),
    ];
    for (const changeIt of changes) {
      await pictures.setPage(3);
      expect(lastFind().page).toBe('3');
      const before = findRequests().length;
      await changeIt();
      expect(findRequests()).toHaveLength(before + 1);
      expect(lastFind().page).toBe('1');
      expect(pictures.$state.get().query.page).toBe(1);
    }
    expect(lastFind()).toMatchObject({
      categoryId: '5',
      keyword: '海报',
      sort_by: 'size_asc',
      start_at: '2024-01-01 00:00:00',
      end_at: '2024-01-31 23:59:59',
    });
    expect(pictures.$state.get().dateRange).toEqual(['2024-01-01', '2024-01-31']);
  });

  it('clearing the date range removes start_at and end_at; an empty keyword is not sent', async () => {
    const pictures = list('picture');
    await pictures.setDateRange(['2024-01-01', '2024-01-31']);
    await pictures.setDateRange(null);
    expect(lastFind()).not.toHaveProperty('start_at');
    expect(lastFind()).not.toHaveProperty('end_at');
    expect(pictures.$state.get().query).not.toMatchObject({ start_at: expect.anything() });
    expect(pictures.$state.get().dateRange).toBeNull();
    await pictures.setKeyword('   ');
    expect(lastFind()).not.toHaveProperty('keyword');
    await pictures.setCategory(undefined);
    expect(lastFind()).not.toHaveProperty('categoryId');
  });

  it('a newer load wins over a slower older one', async () => {
    route = (request) =>
      request.query.get('keyword') === 'slow'
        ? { delayMs: 150, body: { result: 'ok', rows: [row(100)], totalCount: 1 } }
        : undefined;
    const pictures = list('picture');
    const slow = pictures.setKeyword('slow');
    const fast = pictures.setKeyword('fast');
    await Promise.all([slow, fast]);
    expect(pictures.$state.get().rows.map((material) => material.id)).toEqual(range(1, 60));
    expect(pictures.$state.get().totalCount).toBe(150);
    expect(pictures.$state.get().loading).toBe(false);
  });

  it('a failed load keeps the message in error, and the next good load clears it', async () => {
    route = () => ({ status: 500, body: { result: 'fail', code: 500, message: '服务器错误' } });
    const pictures = list('picture');
    await pictures.load();
    expect(pictures.$state.get()).toMatchObject({ loading: false, error: '服务器错误' });
    route = () => undefined;
    await pictures.load();
    expect(pictures.$state.get().error).toBeUndefined();
  });

  it('an emptied page beyond the last one moves to the last page', async () => {
    const pictures = list('picture');
    await pictures.setPage(3);
    total = 100; // rows 101..150 went away
    await pictures.load();
    expect(pictures.$state.get().query.page).toBe(2);
    expect(pictures.$state.get().rows.map((material) => material.id)).toEqual(range(61, 100));
    // the list moved by itself: a host keeping its state replaces the address rather than adding to its history
    expect(pictures.$state.get().pageCorrected).toBe(true);
    await pictures.setPage(1);
    expect(pictures.$state.get().pageCorrected).toBe(false);
  });

  it('only pictures switch to a card grid', () => {
    const pictures = list('picture');
    pictures.setView('table');
    expect(pictures.$state.get().view).toBe('table');
    const audio = list('audio');
    audio.setView('grid');
    expect(audio.$state.get().view).toBe('table');
  });

  it('ignores answers that arrive after destroy', async () => {
    const pictures = list('picture');
    const pending = pictures.load();
    pictures.destroy();
    await pending;
    expect(pictures.$state.get().rows).toEqual([]);
  });
});

describe('createMaterialList: selection', () => {
  it('keeps the selection across pages with the rows it was made on', async () => {
    const pictures = list('picture');
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
    const picker = list('picture', { mode: 'selector', multiple: true, max: 2 });
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
    const picker = list('video', { mode: 'selector' });
    await picker.load();
    picker.toggle(1);
    picker.toggle(3);
    expect(picker.$state.get().selectedIds).toEqual([3]);
    expect(picker.selectedItems().map((material) => material.id)).toEqual([3]);
    expect(picker.setAllOnPage(true)).toBe(false);
  });

  it('selects and deselects the whole page, up to max', async () => {
    const pictures = list('picture');
    await pictures.load();
    expect(pictures.setAllOnPage(true)).toBe(true);
    expect(pictures.$state.get().selectedIds).toEqual(range(1, 60));
    await pictures.setPage(2);
    pictures.toggle(61);
    await pictures.setPage(1);
    expect(pictures.setAllOnPage(false)).toBe(true);
    expect(pictures.$state.get().selectedIds).toEqual([61]);

    const picker = list('picture', { mode: 'selector', multiple: true, max: 2 });
    await picker.load();
    expect(picker.setAllOnPage(true)).toBe(false);
    expect(picker.$state.get().selectedIds).toEqual([1, 2]);
  });
});

describe('createMaterialList: actions (spec §2, §8)', () => {
  it('rename posts file_name, toasts 操作成功 and reloads', async () => {
    const pictures = list('picture');
    await pictures.load();
    const before = findRequests().length;
    await expect(pictures.rename(2, ' 新名字.png ')).resolves.toBe(true);
    expect(changeRequests().map((request) => request.path)).toEqual([MATERIAL_PATHS.updateSource(2)]);
    expect(Object.fromEntries(new URLSearchParams(changeRequests()[0]!.body))).toEqual({ file_name: '新名字.png' });
    expect(toasts()).toEqual([{ kind: 'success', message: '操作成功' }]);
    expect(findRequests()).toHaveLength(before + 1);
  });

  it('a rename of a video adds target_type=video', async () => {
    const videos = list('video');
    await videos.rename(2, 'x');
    expect(Object.fromEntries(new URLSearchParams(changeRequests()[0]!.body))).toEqual({
      file_name: 'x',
      target_type: 'video',
    });
  });

  it('an empty name is refused without a call', async () => {
    await expect(list('picture').rename(2, '  ')).resolves.toBe(false);
    expect(changeRequests()).toEqual([]);
  });

  it('a result other than ok toasts 操作失败 in a success style and does not reload', async () => {
    route = (request) =>
      request.method === 'POST' ? { status: 400, body: { result: 'fail', code: 1, message: 'nope' } } : undefined;
    const pictures = list('picture');
    const before = findRequests().length;
    await expect(pictures.rename(2, 'x')).resolves.toBe(false);
    expect(toasts()).toEqual([{ kind: 'success', message: '操作失败' }]);
    expect(findRequests()).toHaveLength(before);
  });

  it('move updates the category of each id, deselects them and reloads', async () => {
    const pictures = list('picture');
    await pictures.load();
    pictures.toggle(1);
    pictures.toggle(2);
    pictures.toggle(3);
    await expect(pictures.move([1, 2], 8)).resolves.toBe(true);
    expect(changeRequests().map((request) => request.path).sort()).toEqual([
      MATERIAL_PATHS.updateSource(1),
      MATERIAL_PATHS.updateSource(2),
    ]);
    for (const request of changeRequests()) expect(new URLSearchParams(request.body).get('category_id')).toBe('8');
    expect(pictures.$state.get().selectedIds).toEqual([3]);
    expect(toasts()).toEqual([{ kind: 'success', message: '操作成功' }]);
    await expect(pictures.move([], 8)).resolves.toBe(false);
  });

  it('a partly failed move toasts 操作失败, reloads and keeps the failed ids selected', async () => {
    route = (request) =>
      request.path === MATERIAL_PATHS.updateSource(2)
        ? { status: 400, body: { result: 'fail', code: 1, message: 'nope' } }
        : undefined;
    const pictures = list('picture');
    await pictures.load();
    pictures.setAllOnPage(true);
    const before = findRequests().length;
    await expect(pictures.move([1, 2], 8)).resolves.toBe(false);
    expect(toasts()).toEqual([{ kind: 'success', message: '操作失败' }]);
    expect(findRequests()).toHaveLength(before + 1);
    expect(pictures.$state.get().selectedIds).toEqual([2, ...range(3, 60)]);
  });

  it('moveAll moves the current category of the kind and needs one', async () => {
    const audio = list('audio', { mode: 'normal', categoryId: 3 });
    await expect(audio.moveAll(8)).resolves.toBe(true);
    expect(changeRequests().map((request) => request.path)).toEqual([MATERIAL_PATHS.updateCategorySource(3)]);
    expect(Object.fromEntries(new URLSearchParams(changeRequests()[0]!.body))).toEqual({
      categoryId: '8',
      target_type: 'audio',
    });
    expect(toasts()).toEqual([{ kind: 'success', message: '操作成功' }]);
    await expect(list('audio').moveAll(8)).rejects.toThrow(/category/);
  });

  it('remove asks 删除素材 with the one-item text, and deletes after confirming', async () => {
    const pictures = list('picture');
    await pictures.load();
    pictures.toggle(2);
    const pending = pictures.remove([2]);
    await Promise.resolve();
    // the spec's question, then the name on a second line; the confirm button is the destructive one
    expect($confirmRequest.get()).toMatchObject({ title: '删除素材', message: '确认要删除这个素材吗？\n「m2.png」', danger: true });
    expect(changeRequests()).toEqual([]);
    answerConfirm($confirmRequest.get()!.id, true);
    await expect(pending).resolves.toBe(true);
    expect(changeRequests().map((request) => request.path)).toEqual([MATERIAL_PATHS.deleteSource(2)]);
    expect(toasts()).toEqual([{ kind: 'success', message: '操作成功' }]);
    expect(pictures.$state.get().selectedIds).toEqual([]);
  });

  it('remove of several asks with the selection text and its count; cancelling deletes nothing', async () => {
    const documents = list('document');
    await documents.load();
    const pending = documents.remove([1, 2]);
    await Promise.resolve();
    expect($confirmRequest.get()).toMatchObject({ title: '删除素材', message: '确认要删除所选素材吗？\n共 2 个素材：m1.png、m2.png', danger: true });
    answerConfirm($confirmRequest.get()!.id, false);
    await expect(pending).resolves.toBe(false);
    expect(changeRequests()).toEqual([]);
    expect(toasts()).toEqual([]);
  });

  it('audio and video cannot be removed', async () => {
    await expect(list('audio').remove([1])).rejects.toThrow(/cannot be deleted/);
    await expect(list('video').remove([1])).rejects.toThrow(/cannot be deleted/);
    expect($confirmRequest.get()).toBeUndefined();
  });
});

describe('createCategoryList', () => {
  const categories = [
    { id: 1, name: '默认分组', source_count: 4 },
    { id: 2, name: 'Lessons', source_count: 6 },
    { id: 3, name: '海报', source_count: 0 },
  ];

  it('loads the categories of the kind with the all entry as their sum', async () => {
    route = (request) => (request.path.endsWith('/getCategorys') ? { body: { result: 'ok', data: categories } } : undefined);
    const groups = createCategoryList('picture');
    await groups.load();
    expect(api.server.seen.at(-1)!.path).toBe(MATERIAL_PATHS.getCategorys('picture'));
    expect(groups.$state.get()).toMatchObject({ categories, total: 10, loading: false, selectedId: undefined });
    groups.select(2);
    expect(groups.$state.get().selectedId).toBe(2);
  });

  it('opens on the category a host names, and falls back to 全部 when it is gone', async () => {
    route = (request) => (request.path.endsWith('/getCategorys') ? { body: { result: 'ok', data: categories } } : undefined);
    const kept = createCategoryList('picture', { selectedId: 2 });
    expect(kept.$state.get().selectedId).toBe(2);
    await kept.load();
    expect(kept.$state.get().selectedId).toBe(2);
    const gone = createCategoryList('picture', { selectedId: 99 });
    await gone.load();
    expect(gone.$state.get().selectedId).toBeUndefined();
  });

  it('filters by name on the client', async () => {
    route = (request) => (request.path.endsWith('/getCategorys') ? { body: { result: 'ok', data: categories } } : undefined);
    const groups = createCategoryList('picture');
    await groups.load();
    const seen = api.server.seen.length;
    groups.setFilter('less');
    expect(groups.$visible.get().map((category) => category.id)).toEqual([2]);
    groups.setFilter('分组');
    expect(groups.$visible.get().map((category) => category.id)).toEqual([1]);
    groups.setFilter(' ');
    expect(groups.$visible.get()).toHaveLength(3);
    expect(api.server.seen.length).toBe(seen);
  });

  it('create posts the name, toasts 操作成功 and reloads', async () => {
    route = (request) =>
      request.path === MATERIAL_PATHS.createCategory
        ? { body: { result: 'ok', data: { id: 4, name: '新', source_count: 0 } } }
        : { body: { result: 'ok', data: categories } };
    const groups = createCategoryList('video');
    await expect(groups.create(' 新 ')).resolves.toEqual({ id: 4, name: '新', source_count: 0 });
    expect(api.server.seen.map((request) => request.path)).toEqual([
      MATERIAL_PATHS.createCategory,
      MATERIAL_PATHS.getCategorys('video'),
    ]);
    expect(new URLSearchParams(api.server.seen[0]!.body).get('name')).toBe('新');
    expect(toasts()).toEqual([{ kind: 'success', message: '操作成功' }]);
    await expect(groups.create('')).resolves.toBeUndefined();
    expect(api.server.seen).toHaveLength(2);
  });

  it('a refused create shows the server message', async () => {
    route = () => ({ status: 400, body: { result: 'fail', code: 1, message: '分类名称已存在' } });
    await expect(createCategoryList('video').create('x')).resolves.toBeUndefined();
    expect(toasts()).toEqual([{ kind: 'error', message: '分类名称已存在' }]);
  });
});
