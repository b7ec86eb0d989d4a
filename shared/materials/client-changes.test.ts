import { describe, expect, it } from 'vitest';
import { MATERIAL_PATHS } from './paths.ts';
import { ApiError } from '@shared/api/errors.ts';
import { createCategory, deleteSource, moveCategory, updateSource } from './client.ts';
import { createSourceSign } from './upload-client.ts';
import { useMaterialClientApi } from './testing/client-api.ts';

const { respond, last, form } = useMaterialClientApi();

describe('change calls', () => {
  it('createCategory posts the name as a form and resolves the new category', async () => {
    respond({ result: 'ok', data: { id: 9, name: '新分类', source_count: 0 } });
    await expect(createCategory('新分类')).resolves.toEqual({ id: 9, name: '新分类', source_count: 0 });
    expect(last()).toMatchObject({ method: 'POST', path: MATERIAL_PATHS.createCategory });
    expect(last().headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(form().get('name')).toBe('新分类');
  });

  it('updateSource posts file_name or category_id; video adds target_type=video (spec §7)', async () => {
    await updateSource(4, { file_name: 'a.png' }, 'picture');
    expect(last().path).toBe(MATERIAL_PATHS.updateSource(4));
    expect(Object.fromEntries(form())).toEqual({ file_name: 'a.png' });
    await updateSource(5, { category_id: 2 }, 'video');
    expect(last().path).toBe(MATERIAL_PATHS.updateSource(5));
    expect(Object.fromEntries(form())).toEqual({ category_id: '2', target_type: 'video' });
    await updateSource(6, { category_id: 3 }, 'audio');
    expect(Object.fromEntries(form())).toEqual({ category_id: '3' });
  });

  it('a result other than ok rejects with an ApiError carrying the server message', async () => {
    respond({ result: 'fail', code: 40001, message: '名称不能为空' }, 400);
    const error = await updateSource(4, { file_name: '' }, 'picture').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'fail', code: 40001, message: '名称不能为空' });
  });

  it('moveCategory posts the target categoryId to the source category path, with the kind when given', async () => {
    await moveCategory(3, 8, 'document');
    expect(last().path).toBe(MATERIAL_PATHS.updateCategorySource(3));
    expect(Object.fromEntries(form())).toEqual({ categoryId: '8', target_type: 'document' });
    await moveCategory(3, 8);
    expect(Object.fromEntries(form())).toEqual({ categoryId: '8' });
  });

  it('deleteSource posts to the id path', async () => {
    await deleteSource(12);
    expect(last()).toMatchObject({ method: 'POST', path: MATERIAL_PATHS.deleteSource(12) });
  });

  it('createSourceSign posts categoryId and title and reads a top-level or nested answer', async () => {
    respond({ result: 'ok', sign: 's1', video_id: 'v1', upload_url: '/api/v3/vod/upload' });
    await expect(createSourceSign('video', 3, '第一课')).resolves.toEqual({
      sign: 's1',
      video_id: 'v1',
      upload_url: '/api/v3/vod/upload',
    });
    expect(last().path).toBe(MATERIAL_PATHS.createSourceSign('video'));
    expect(Object.fromEntries(form())).toEqual({ categoryId: '3', title: '第一课' });
    respond({ result: 'ok', data: { sign: 's2', video_id: 'v2', upload_url: 'u' } });
    await expect(createSourceSign('audio', 3, 'x')).resolves.toEqual({ sign: 's2', video_id: 'v2', upload_url: 'u' });
  });

  it('createSourceSign: a failure shows the server message, or upload failed when there is none (spec §8)', async () => {
    respond({ result: 'fail', code: -1, message: '分类不存在' }, 400);
    await expect(createSourceSign('video', 3, 'x')).rejects.toMatchObject({ message: '分类不存在' });
    respond({ result: 'ok' });
    await expect(createSourceSign('video', 3, 'x')).rejects.toMatchObject({ message: '上传失败，请稍后重试' });
  });
});
