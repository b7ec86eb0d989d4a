import { describe, expect, it, vi } from 'vitest';
import { $confirmRequest, answerConfirm } from '@shared/feedback.ts';
import { MATERIAL_PATHS } from './paths.ts';
import { range, toasts, useListServer } from './testing/list-server.ts';

const server = useListServer();

describe('createMaterialList: actions (spec §2, §8)', () => {
  it('rename posts file_name, toasts 操作成功 and reloads', async () => {
    const pictures = server.list('picture');
    await pictures.load();
    const before = server.findRequests().length;
    await expect(pictures.rename(2, ' 新名字.png ')).resolves.toBe(true);
    expect(server.changeRequests().map((request) => request.path)).toEqual([MATERIAL_PATHS.updateSource(2)]);
    expect(Object.fromEntries(new URLSearchParams(server.changeRequests()[0]!.body))).toEqual({ file_name: '新名字.png' });
    expect(toasts()).toEqual([{ kind: 'success', message: '操作成功' }]);
    expect(server.findRequests()).toHaveLength(before + 1);
  });

  it('a rename of a video adds target_type=video', async () => {
    const videos = server.list('video');
    await videos.rename(2, 'x');
    expect(Object.fromEntries(new URLSearchParams(server.changeRequests()[0]!.body))).toEqual({
      file_name: 'x',
      target_type: 'video',
    });
  });

  it('an empty name is refused without a call', async () => {
    await expect(server.list('picture').rename(2, '  ')).resolves.toBe(false);
    expect(server.changeRequests()).toEqual([]);
  });

  it('a result other than ok toasts 操作失败 in a success style and does not reload', async () => {
    server.route = (request) =>
      request.method === 'POST' ? { status: 400, body: { result: 'fail', code: 1, message: 'nope' } } : undefined;
    const pictures = server.list('picture');
    const before = server.findRequests().length;
    await expect(pictures.rename(2, 'x')).resolves.toBe(false);
    expect(toasts()).toEqual([{ kind: 'success', message: '操作失败' }]);
    expect(server.findRequests()).toHaveLength(before);
  });

  it('move updates the category of each id, deselects them and reloads', async () => {
    const pictures = server.list('picture');
    await pictures.load();
    pictures.toggle(1);
    pictures.toggle(2);
    pictures.toggle(3);
    await expect(pictures.move([1, 2], 8)).resolves.toBe(true);
    expect(server.changeRequests().map((request) => request.path).sort()).toEqual([
      MATERIAL_PATHS.updateSource(1),
      MATERIAL_PATHS.updateSource(2),
    ]);
    for (const request of server.changeRequests()) expect(new URLSearchParams(request.body).get('category_id')).toBe('8');
    expect(pictures.$state.get().selectedIds).toEqual([3]);
    expect(toasts()).toEqual([{ kind: 'success', message: '操作成功' }]);
    await expect(pictures.move([], 8)).resolves.toBe(false);
  });

  it('a partly failed move toasts 操作失败, reloads and keeps the failed ids selected', async () => {
    server.route = (request) =>
      request.path === MATERIAL_PATHS.updateSource(2)
        ? { status: 400, body: { result: 'fail', code: 1, message: 'nope' } }
        : undefined;
    const pictures = server.list('picture');
    await pictures.load();
    pictures.setAllOnPage(true);
    const before = server.findRequests().length;
    await expect(pictures.move([1, 2], 8)).resolves.toBe(false);
    expect(toasts()).toEqual([{ kind: 'success', message: '操作失败' }]);
    expect(server.findRequests()).toHaveLength(before + 1);
    expect(pictures.$state.get().selectedIds).toEqual([2, ...range(3, 60)]);
  });

  it('moveAll moves the current category of the kind and needs one', async () => {
    const audio = server.list('audio', { mode: 'normal', categoryId: 3 });
    await expect(audio.moveAll(8)).resolves.toBe(true);
    expect(server.changeRequests().map((request) => request.path)).toEqual([MATERIAL_PATHS.updateCategorySource(3)]);
    expect(Object.fromEntries(new URLSearchParams(server.changeRequests()[0]!.body))).toEqual({
      categoryId: '8',
      target_type: 'audio',
    });
    expect(toasts()).toEqual([{ kind: 'success', message: '操作成功' }]);
    await expect(server.list('audio').moveAll(8)).rejects.toThrow(/category/);
  });

  it('remove asks 删除素材 with the one-item text, and deletes after confirming', async () => {
    const pictures = server.list('picture');
    await pictures.load();
    pictures.toggle(2);
    const pending = pictures.remove([2]);
    await Promise.resolve();
    // the spec's question, then the name on a second line; the confirm button is the destructive one
    expect($confirmRequest.get()).toMatchObject({ title: '删除素材', message: '确认要删除这个素材吗？\n「m2.png」', danger: true });
    expect(server.changeRequests()).toEqual([]);
    answerConfirm($confirmRequest.get()!.id, true);
    await expect(pending).resolves.toBe(true);
    expect(server.changeRequests().map((request) => request.path)).toEqual([MATERIAL_PATHS.deleteSource(2)]);
    expect(toasts()).toEqual([{ kind: 'success', message: '操作成功' }]);
    expect(pictures.$state.get().selectedIds).toEqual([]);
  });

  it('remove of several asks with the selection text and its count; cancelling deletes nothing', async () => {
    const documents = server.list('document');
    await documents.load();
    const pending = documents.remove([1, 2]);
    await Promise.resolve();
    expect($confirmRequest.get()).toMatchObject({ title: '删除素材', message: '确认要删除所选素材吗？\n共 2 个素材：m1.png、m2.png', danger: true });
    answerConfirm($confirmRequest.get()!.id, false);
    await expect(pending).resolves.toBe(false);
    expect(server.changeRequests()).toEqual([]);
    expect(toasts()).toEqual([]);
  });

  it('remove of what something uses names its users and asks again; only "仍要删除" deletes', async () => {
    server.route = (request) =>
      request.path === MATERIAL_PATHS.findUses ? { body: { result: 'ok', rows: [{ id: 2, uses: { course: 2, teacher: 1 } }] } } : undefined;
    const pictures = server.list('picture');
    await pictures.load();
    const ask = async (keep: boolean) => {
      const pending = pictures.remove([1, 2]);
      await vi.waitFor(() => expect($confirmRequest.get()?.title).toBe('删除素材'));
      answerConfirm($confirmRequest.get()!.id, true);
      await vi.waitFor(() => expect($confirmRequest.get()?.title).toBe('素材正在使用'));
      expect($confirmRequest.get()).toMatchObject({
        message: '所选素材中有 1 个正在使用：\n「m2.png」：2 门课程、1 位讲师\n删除后，这些地方将不再显示它。仍要删除吗？',
        confirmText: '仍要删除',
        danger: true,
      });
      expect(Object.fromEntries(server.api.server.seen.find((request) => request.path === MATERIAL_PATHS.findUses)!.query)).toMatchObject({ ids: '1,2' });
      answerConfirm($confirmRequest.get()!.id, !keep);
      return pending;
    };
    await expect(ask(true)).resolves.toBe(false);
    expect(server.changeRequests()).toEqual([]);
    await expect(ask(false)).resolves.toBe(true);
    expect(server.changeRequests().map((request) => request.path)).toEqual([MATERIAL_PATHS.deleteSource(1), MATERIAL_PATHS.deleteSource(2)]);
  });

  it('nothing is deleted when what uses the materials cannot be read', async () => {
    server.route = (request) => (request.path === MATERIAL_PATHS.findUses ? { body: { result: 'fail', message: '服务繁忙' } } : undefined);
    const pictures = server.list('picture');
    await pictures.load();
    const pending = pictures.remove([2]);
    await vi.waitFor(() => expect($confirmRequest.get()).toBeDefined());
    answerConfirm($confirmRequest.get()!.id, true);
    await expect(pending).resolves.toBe(false);
    expect(server.changeRequests()).toEqual([]);
  });

  it('audio and video cannot be removed', async () => {
    await expect(server.list('audio').remove([1])).rejects.toThrow(/cannot be deleted/);
    await expect(server.list('video').remove([1])).rejects.toThrow(/cannot be deleted/);
    expect($confirmRequest.get()).toBeUndefined();
  });
});
