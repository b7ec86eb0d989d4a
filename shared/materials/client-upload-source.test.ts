import { beforeEach, describe, expect, it } from 'vitest';
import { $confirmRequest, $storageFull, $toasts } from '@shared/feedback.ts';
import { MATERIAL_PATHS } from './paths.ts';
import { $token, saveLogin } from '@shared/session/session.ts';
import { ApiError } from '@shared/api/errors.ts';
import { batchCreateCourses, createCategory, createSourceSign, deleteSource, fetchCanUpload, fetchCategories, fetchCourses, fetchPlaySign, fetchSourceDetail, fetchUploadSwitch, fetchVideoStatus, findSources, moveCategory, updateSource, uploadSource } from './client.ts';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { SYSTEM_PATHS } from '@shared/system/paths.ts';
import { answer, okHandler } from '@shared/api/testing/scripted-server.ts';
import { FetchXhr } from '@shared/upload/testing/fetch-xhr.ts';
import { useScriptedApi } from '@shared/api/testing/api-harness.ts';
import { PROCESSING_STATUS } from '@shared/upload/status.ts';

const api = useScriptedApi();
const seconds = () => Math.floor(Date.now() / 1000);
const respond = (body: unknown, status = 200) => api.server.handle((_, res) => answer(res, status, body));
const last = () => api.server.seen.at(-1)!;
const form = () => new URLSearchParams(last().body);

beforeEach(() => {
  api.server.handle(okHandler);
});

describe('list and read calls', () => {
  it('findSources sends the list query with the cross-cutting parameters and reads rows and totalCount', async () => {
    respond({ result: 'ok', rows: [{ id: 1 }], totalCount: 61 });
    const page = await findSources('picture', {
      keyword: '',
      page: 2,
      pageSize: 60,
      categoryId: 0,
      sort_by: 'time_desc',
      start_at: '2024-01-01 00:00:00',
      end_at: '2024-01-31 23:59:59',
    });
    expect(page).toEqual({ rows: [{ id: 1 }], totalCount: 61 });
    expect(last()).toMatchObject({ method: 'GET', path: MATERIAL_PATHS.findSources('picture') });
    const query = Object.fromEntries(last().query);
    expect(query).toEqual({
      page: '2',
      pageSize: '60',
      categoryId: '0',
      sort_by: 'time_desc',
      start_at: '2024-01-01 00:00:00',
      end_at: '2024-01-31 23:59:59',
      app: 'lectern',
      appid: 'console',
      u: '7',
    });
    expect(last().headers.authorization).toBe('tok-1');
  });

  it('findSources reads a missing list as empty', async () => {
    respond({ result: 'ok' });
    await expect(findSources('audio', { page: 1, pageSize: 60, sort_by: 'time_desc' })).resolves.toEqual({
      rows: [],
      totalCount: 0,
    });
  });

  it('fetchCategories and fetchSourceDetail read data', async () => {
    respond({ result: 'ok', data: [{ id: 1, name: '默认', source_count: 3 }] });
    await expect(fetchCategories('video')).resolves.toEqual([{ id: 1, name: '默认', source_count: 3 }]);
    expect(last().path).toBe(MATERIAL_PATHS.getCategorys('video'));
    respond({ result: 'ok', data: [{ target_type: 'audio', source_count: 2, source_size: 10 }] });
    await expect(fetchSourceDetail()).resolves.toEqual([{ target_type: 'audio', source_count: 2, source_size: 10 }]);
    expect(last().path).toBe(MATERIAL_PATHS.getSourceDetail);
  });

  it('fetchVideoStatus and fetchPlaySign read data', async () => {
    const processed = { video_id: 'v1', status: PROCESSING_STATUS.processed, material_id: 5 };
    respond({ result: 'ok', data: processed });
    await expect(fetchVideoStatus('v1')).resolves.toEqual(processed);
    expect(last().path).toBe(MATERIAL_PATHS.videoStatus('v1'));
    respond({ result: 'ok', data: { url: 'u', token: '', fileId: 'f', appId: 'a', holder: 'h' } });
    await expect(fetchPlaySign('v1')).resolves.toMatchObject({ fileId: 'f' });
    expect(last().path).toBe(MATERIAL_PATHS.getPlaySign('v1'));
  });

  it('fetchCanUpload reads data, or a top-level canUpload', async () => {
    respond({ result: 'ok', data: { canUpload: false, used: 10, quota: 10 } });
    await expect(fetchCanUpload()).resolves.toEqual({ canUpload: false, used: 10, quota: 10 });
    expect(last().path).toBe(MATERIAL_PATHS.canUpload);
    respond({ result: 'ok', canUpload: true });
    await expect(fetchCanUpload()).resolves.toEqual({ canUpload: true, used: 0, quota: null });
  });

  it('fetchUploadSwitch asks the switch call for activity_upload_switch', async () => {
    respond({ result: 'ok', data: { activity_upload_switch: '0' } });
    await expect(fetchUploadSwitch(7)).resolves.toBe('0');
    expect(last().path).toBe(SYSTEM_PATHS.switches);
    expect(last().query.get('user_id')).toBe('7');
    expect(last().query.get('include')).toBe('activity_upload_switch');
  });

  it('fetchCourses sends type, page and pageSize', async () => {
    respond({ result: 'ok', rows: [{ id: 3 }], totalCount: 1 });
    await expect(fetchCourses('audio', 2)).resolves.toEqual({ rows: [{ id: 3 }], totalCount: 1 });
    expect(last().path).toBe(MATERIAL_PATHS.courseList);
    expect(Object.fromEntries(last().query)).toMatchObject({ type: 'audio', page: '2', pageSize: '20' });
  });
});

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

  it('batchCreateCourses posts JSON type and items and reads rows', async () => {
    respond({ result: 'ok', rows: [{ id: 1, type: 'video', title: 't', source_id: 4, status: 1, created_at: 0 }] });
    const rows = await batchCreateCourses('video', [{ source_id: 4, title: 't' }]);
    expect(rows).toHaveLength(1);
    expect(last().path).toBe(MATERIAL_PATHS.batchCreateCourses);
    expect(JSON.parse(last().body)).toEqual({ type: 'video', items: [{ source_id: 4, title: 't' }] });
  });
});

describe('uploadSource (XMLHttpRequest)', () => {
  const picture = () => new File(['picture-bytes'], '海报.png', { type: 'image/png' });

  it('posts info and categoryId before the file, with the query parameters and Authorization', async () => {
    respond({ result: 'ok', data: { id: 31, file_name: '海报.png' } });
    const progress: number[] = [];
    const xhr = new FetchXhr();
    const material = await uploadSource('picture', picture(), { width: 640, height: 480 }, 3, (p) => progress.push(p), {
      createXhr: () => xhr,
    });
    expect(material).toMatchObject({ id: 31 });
    expect(progress).toEqual([50, 100]);
    expect(last()).toMatchObject({ method: 'POST', path: MATERIAL_PATHS.uploadSource('picture') });
    expect(Object.fromEntries(last().query)).toEqual({ app: 'lectern', appid: 'console', u: '7' });
    expect(last().headers.authorization).toBe('tok-1');
    expect(last().headers['content-type']).toContain('multipart/form-data');
    const body = last().body;
    expect(body).toContain('name="info"\r\n\r\n{"width":640,"height":480}\r\n');
    expect(body).toContain('name="categoryId"\r\n\r\n3\r\n');
    expect(body).toContain('name="file"; filename="海报.png"');
    expect(body).toContain('picture-bytes');
    expect(body.indexOf('name="info"')).toBeLessThan(body.indexOf('name="file"'));
    expect(body.indexOf('name="categoryId"')).toBeLessThan(body.indexOf('name="file"'));
  });

  it('sends an empty info object for documents', async () => {
    await uploadSource('document', new File(['%PDF'], 'a.pdf'), {}, 1, undefined, { createXhr: () => new FetchXhr() });
    expect(last().path).toBe(MATERIAL_PATHS.uploadSource('document'));
    expect(last().body).toContain('name="info"\r\n\r\n{}\r\n');
  });

  it('rejects a fail answer with an ApiError carrying the server message', async () => {
    respond({ result: 'fail', code: 41300, message: '文件格式不支持' }, 400);
    const error = await uploadSource('picture', picture(), {}, 1, undefined, { createXhr: () => new FetchXhr() }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'fail', code: 41300, message: '文件格式不支持', status: 400 });
    expect($storageFull.get()).toBe(false);
  });

  it('a storage-full message sets $storageFull (spec §8)', async () => {
    respond({ result: 'fail', code: 41301, message: '您的存储空间已达上限' }, 403);
    await expect(
      uploadSource('picture', picture(), {}, 1, undefined, { createXhr: () => new FetchXhr() }),
    ).rejects.toMatchObject({ message: '您的存储空间已达上限' });
    expect($storageFull.get()).toBe(true);
  });

  it('a session failure code asks to log in again (spec §8)', async () => {
    respond({ result: 'fail', code: 50014, message: 'expired' }, 401);
    await expect(uploadSource('picture', picture(), {}, 1, undefined, { createXhr: () => new FetchXhr() })).rejects.toMatchObject({
      code: 50014,
    });
    expect($confirmRequest.get()).toMatchObject({ title: '确认退出' });
  });

  it('an answer that is not JSON rejects with the HTTP status', async () => {
    api.server.handle((_, res) => {
      res.writeHead(502);
      res.end('bad gateway');
    });
    await expect(
      uploadSource('picture', picture(), {}, 1, undefined, { createXhr: () => new FetchXhr() }),
    ).rejects.toMatchObject({ kind: 'fail', code: 502, message: '服务异常（502），请稍后重试' });
  });

  it('a dropped connection rejects as a network error and toasts it', async () => {
    api.server.handle((_, res) => res.socket?.destroy());
    await expect(
      uploadSource('picture', picture(), {}, 1, undefined, { createXhr: () => new FetchXhr() }),
    ).rejects.toMatchObject({ kind: 'network' });
    expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'error', message: '网络异常，请检查网络连接', duration: 5000 })]);
  });

  it('no progress and no answer within the idle limit rejects as a time-out', async () => {
    api.server.handle(() => undefined); // never answers
    await expect(
      uploadSource('picture', picture(), {}, 1, undefined, { createXhr: () => new FetchXhr(), idleTimeoutMs: 80 }),
    ).rejects.toMatchObject({ kind: 'timeout', message: '请求超时，请稍后重试' });
    expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'error', message: '请求超时，请稍后重试' })]);
  });

  it('is aborted through its AbortSignal', async () => {
    const controller = new AbortController();
    api.server.handle(() => controller.abort()); // once the request is there; it gets no answer
    const pending = uploadSource('picture', picture(), {}, 1, undefined, {
      createXhr: () => new FetchXhr(),
      signal: controller.signal,
    });
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect($toasts.get()).toEqual([]);
  });

  it('an already aborted signal sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    const xhr = new FetchXhr();
    await expect(
      uploadSource('picture', picture(), {}, 1, undefined, { createXhr: () => xhr, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.sent).toBe(false);
  });

  it('refreshes the token first when only the refresh token is valid', async () => {
    saveLogin({
      token: { id: 'old', exp: seconds() - 10 },
      refresh_token: { id: 'ref-1', exp: seconds() + 86400 },
      user: { id: 7, nickname: 'n', avatar: '', uid: 'u7', uuid: 'main_7' },
    });
    api.server.handle((request, res) => {
      if (request.path === ACCOUNT_PATHS.refreshToken) {
        answer(res, 200, {
          result: 'ok',
          data: { token: { id: 'fresh', exp: seconds() + 3600 }, refresh_token: { id: 'ref-2', exp: seconds() + 86400 } },
        });
      } else answer(res, 200, { result: 'ok' });
    });
    await uploadSource('picture', picture(), {}, 1, undefined, { createXhr: () => new FetchXhr() });
    // an aborted upload of an earlier test may reach the server late: look at this test's requests only
    const mine = api.server.seen.filter(
      (request) => request.path === ACCOUNT_PATHS.refreshToken || ['old', 'fresh'].includes(String(request.headers.authorization)),
    );
    expect(mine.map((request) => [request.path, request.headers.authorization])).toEqual([
      [ACCOUNT_PATHS.refreshToken, 'old'],
      [MATERIAL_PATHS.uploadSource('picture'), 'fresh'],
    ]);
    expect($token.get()?.id).toBe('fresh');
  });
});
