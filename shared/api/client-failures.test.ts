import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { $confirmRequest, $storageFull, $toasts } from '@shared/feedback.ts';
import { fail, failure, hangUp, useClientHarness } from './testing/client-harness.ts';

/** Failed answers: the general client rejects quietly, the login client toasts (spec §8). */
const harness = useClientHarness();
const { client } = harness;

describe('failed answers', () => {
  it('general client: rejects with the server message, code and status, without a toast', async () => {
    harness.server.handle(fail(-1, '操作失败，内容包含敏感词', 422));
    const error = await failure(client().postJson('/x', { a: 1 }));
    expect(error).toMatchObject({ kind: 'fail', code: -1, status: 422, message: '操作失败，内容包含敏感词' });
    expect($toasts.get()).toEqual([]);
  });

  it('treats a body that is no answer as a failure', async () => {
    harness.server.handle((_, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    });
    expect(await failure(client().get('/x'))).toMatchObject({ kind: 'fail', status: 502 });
  });

  it('sets $storageFull on the storage-full message, in either language', async () => {
    harness.server.handle(fail(-1, 'your storage space has reached its limit', 403));
    await failure(client().get('/x'));
    expect($storageFull.get()).toBe(true);
    $storageFull.set(false);
    harness.server.handle(fail(-1, '您的存储空间已达上限', 403));
    await failure(client().get('/x'));
    expect($storageFull.get()).toBe(true);
  });

  it('leaves $storageFull alone on other failures', async () => {
    harness.server.handle(fail(-1, 'something else'));
    await failure(client().get('/x'));
    expect($storageFull.get()).toBe(false);
  });
});

describe('login client (spec §8: error toast for 5 s, then reject)', () => {
  it('toasts the server message for 5000 ms and rejects', async () => {
    harness.server.handle(fail(40001, '密码错误'));
    const error = await failure(client({ kind: 'login' }).postJson(ACCOUNT_PATHS.webLogin, { phone: '1', password: 'x' }));
    expect(error).toMatchObject({ kind: 'fail', code: 40001, message: '密码错误' });
    expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'error', message: '密码错误', duration: 5000 })]);
  });

  it('toasts a network error', async () => {
    harness.server.handle(hangUp);
    const error = await failure(client({ kind: 'login' }).get(ACCOUNT_PATHS.phoneExist, { phone: '1' }));
    expect(error.kind).toBe('network');
    expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'error', message: '网络异常，请检查网络连接', duration: 5000 })]);
  });

  it('times out and toasts it', async () => {
    harness.server.handle(() => undefined); // no answer: only the time-out ends the call
    const error = await failure(client({ kind: 'login', timeoutMs: 50 }).postJson(ACCOUNT_PATHS.webLogin, {}));
    expect(error.kind).toBe('timeout');
    expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'error', message: '请求超时，请稍后重试', duration: 5000 })]);
  });

  it('does not ask to log out on a session code', async () => {
    harness.server.handle(fail(50008, 'invalid token', 401));
    await failure(client({ kind: 'login' }).get('/x'));
    expect($confirmRequest.get()).toBeUndefined();
  });
});
