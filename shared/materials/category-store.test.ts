import { beforeEach, describe, expect, it } from 'vitest';
import { answer, type SeenRequest } from '@shared/api/testing/scripted-server.ts';
import { useScriptedApi } from '@shared/api/testing/api-harness.ts';
import { $toasts } from '@shared/feedback.ts';
import { createCategoryList } from './category-store.ts';
import { MATERIAL_PATHS } from './paths.ts';

const api = useScriptedApi();
type Reply = { status?: number; body: unknown };
let route: (request: SeenRequest) => Reply = () => ({ body: { result: 'ok' } });
const toasts = () => $toasts.get().map(({ kind, message }) => ({ kind, message }));

beforeEach(() => {
  route = () => ({ body: { result: 'ok' } });
  api.server.handle(async (request, res) => {
    const reply = route(request);
    answer(res, reply.status ?? 200, reply.body);
  });
});

describe('createCategoryList', () => {
  const categories = [
    { id: 1, name: '默认分组', source_count: 4 },
    { id: 2, name: 'Lessons', source_count: 6 },
    { id: 3, name: '海报', source_count: 0 },
  ];

  it('loads the categories of the kind with the all entry as their sum', async () => {
    route = (request) => (request.path.endsWith('/getCategorys') ? { body: { result: 'ok', data: categories } } : { body: { result: 'ok' } });
    const groups = createCategoryList('picture');
    await groups.load();
    expect(api.server.seen.at(-1)!.path).toBe(MATERIAL_PATHS.getCategorys('picture'));
    expect(groups.$state.get()).toMatchObject({ categories, total: 10, loading: false, selectedId: undefined });
    groups.select(2);
    expect(groups.$state.get().selectedId).toBe(2);
  });

  it('opens on the category a host names, and falls back to 全部 when it is gone', async () => {
    route = (request) => (request.path.endsWith('/getCategorys') ? { body: { result: 'ok', data: categories } } : { body: { result: 'ok' } });
    const kept = createCategoryList('picture', { selectedId: 2 });
    expect(kept.$state.get().selectedId).toBe(2);
    await kept.load();
    expect(kept.$state.get().selectedId).toBe(2);
    const gone = createCategoryList('picture', { selectedId: 99 });
    await gone.load();
    expect(gone.$state.get().selectedId).toBeUndefined();
  });

  it('filters by name on the client', async () => {
    route = (request) => (request.path.endsWith('/getCategorys') ? { body: { result: 'ok', data: categories } } : { body: { result: 'ok' } });
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
