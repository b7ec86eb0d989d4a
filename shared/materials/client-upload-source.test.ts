import { describe, expect, it } from 'vitest';
import { $confirmRequest, $storageFull, $toasts } from '@shared/feedback.ts';
import { MATERIAL_PATHS } from './paths.ts';
import { $token, saveLogin } from '@shared/session/session.ts';
import { ApiError } from '@shared/api/errors.ts';
import { uploadSource } from './client.ts';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { answer } from '@shared/api/testing/scripted-server.ts';
import { FetchXhr } from '@shared/upload/testing/fetch-xhr.ts';
import { useMaterialClientApi } from './testing/client-api.ts';

const { api, respond, last } = useMaterialClientApi();
const seconds = () => Math.floor(Date.now() / 1000);

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
