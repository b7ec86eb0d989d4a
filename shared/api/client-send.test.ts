import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { $config, DEFAULT_CONFIG, configure } from '@shared/config.ts';
import { $confirmRequest, $storageFull, $toasts, answerConfirm } from '@shared/feedback.ts';
import { $hostToken, $token, clearSession, saveLogin } from '@shared/session/session.ts';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { createApiClient } from './client.ts';
import type { ClientHooks, Transport, TransportRequest } from './client-types.ts';
import { answer, startScriptedServer, type ScriptedServer } from './testing/scripted-server.ts';

/** `send`: a call over a transport of the caller's (an upload with progress) under the client's rules. */
let server: ScriptedServer;
let hooks: { [K in keyof ClientHooks]: ReturnType<typeof vi.fn> };
const seconds = () => Math.floor(Date.now() / 1000);
const client = () => createApiClient({ baseURL: () => server.url, hooks: hooks as unknown as ClientHooks });

function signIn(tokenExp = seconds() + 3600): void {
  saveLogin({
    token: { id: 'tok-1', exp: tokenExp },
    refresh_token: { id: 'ref-1', exp: seconds() + 86400 },
    user: { id: 7, nickname: 'n', avatar: '', uid: 'u7', uuid: 'main_7' },
  });
}

/** A transport that answers `body` with `status` and remembers what it was given. */
function answering(body: unknown, status = 200) {
  const seen: TransportRequest[] = [];
  const transport: Transport = (request) => {
    seen.push(request);
    return Promise.resolve({ status, text: typeof body === 'string' ? body : JSON.stringify(body) });
  };
  return { seen, transport };
}
const unreachable: Transport = () => Promise.reject(new TypeError('no answer'));

beforeAll(async () => {
  useTestStorageEngine();
  server = await startScriptedServer();
});
afterAll(() => server.close());
beforeEach(() => {
  hooks = { reload: vi.fn(), openLogin: vi.fn(), goRoot: vi.fn() };
  configure({ app: 'lectern', appid: 'console' });
  server.seen.length = 0;
  signIn();
});
afterEach(() => {
  while ($confirmRequest.get()) answerConfirm($confirmRequest.get()!.id, false);
  clearSession();
  cleanTestStorage();
  $toasts.set([]);
  $storageFull.set(false);
  $hostToken.set(undefined);
  $config.set({ ...DEFAULT_CONFIG });
});

describe('the request', () => {
  it('gets the URL with app, appid and u, the Authorization header and the time-out of any call', async () => {
    const { seen, transport } = answering({ result: 'ok', data: { id: 3 } });
    await expect(client().send<{ id: number }>('/upload', transport, { query: { keyword: 'a', empty: '' } })).resolves.toEqual({
      result: 'ok',
      data: { id: 3 },
    });
    const [request] = seen;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe(`${server.url}/upload?keyword=a&app=lectern&appid=console&u=7`);
    expect(request!.headers.get('authorization')).toBe('tok-1');
    expect(request!.timeoutMs).toBe(200000);
  });

  it("carries a host page's token", async () => {
    $hostToken.set('host-token');
    const { seen, transport } = answering({ result: 'ok' });
    await client().send('/upload', transport);
    expect(seen[0]!.headers.get('authorization')).toBe('host-token');
  });

  it('refreshes the token first when only the refresh token is valid', async () => {
    signIn(seconds() - 10);
    server.handle((_, res) =>
      answer(res, 200, {
        result: 'ok',
        data: { token: { id: 'fresh', exp: seconds() + 3600 }, refresh_token: { id: 'ref-2', exp: seconds() + 86400 } },
      }),
    );
    const { seen, transport } = answering({ result: 'ok' });
    await client().send('/upload', transport);
    expect(server.seen.map((request) => request.path)).toEqual([ACCOUNT_PATHS.refreshToken]);
    expect(seen[0]!.headers.get('authorization')).toBe('fresh');
    expect($token.get()?.id).toBe('fresh');
  });
});

describe('the answer', () => {
  it('a fail answer rejects with its code and message; the storage-full message opens its dialog (spec §8)', async () => {
    const { transport } = answering({ result: 'fail', code: 41301, message: '您的存储空间已达上限' }, 403);
    await expect(client().send('/upload', transport)).rejects.toMatchObject({ kind: 'fail', code: 41301, status: 403 });
    expect($storageFull.get()).toBe(true);
  });

  it('a session failure code asks to log in again (spec §8)', async () => {
    const { transport } = answering({ result: 'fail', code: 50012, message: 'elsewhere' }, 401);
    await expect(client().send('/upload', transport)).rejects.toMatchObject({ code: 50012 });
    expect($confirmRequest.get()).toMatchObject({ title: '确认退出' });
  });

  it('an answer that is no answer names the HTTP status', async () => {
    const { transport } = answering('bad gateway', 502);
    await expect(client().send('/upload', transport)).rejects.toMatchObject({ kind: 'fail', code: 502, message: '服务异常（502），请稍后重试' });
  });

  it('a time-out of the transport is a time-out, with its message', async () => {
    const timedOut: Transport = () => Promise.reject(new DOMException('idle', 'TimeoutError'));
    await expect(client().send('/upload', timedOut)).rejects.toMatchObject({ kind: 'timeout' });
    expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'error', message: '请求超时，请稍后重试', duration: 5000 })]);
  });
});

describe('the run of network errors (spec §8)', () => {
  it('counts a transport without an answer with the other calls: the sixth in a row opens login', async () => {
    server.handle((_, res) => res.socket?.destroy());
    const api = client();
    for (let i = 0; i < 5; i++) await expect(api.get('/x')).rejects.toMatchObject({ kind: 'network' });
    await expect(api.send('/upload', unreachable)).rejects.toMatchObject({ kind: 'network' });
    await vi.waitFor(() => expect(hooks.openLogin).toHaveBeenCalledTimes(1));
    expect($token.get()).toBeUndefined();
  });

  it("a transport's answer ends the run", async () => {
    server.handle((_, res) => res.socket?.destroy());
    const api = client();
    for (let i = 0; i < 5; i++) await expect(api.get('/x')).rejects.toBeDefined();
    await api.send('/upload', answering({ result: 'ok' }).transport);
    await expect(api.get('/x')).rejects.toBeDefined();
    expect(hooks.openLogin).not.toHaveBeenCalled();
    expect($token.get()?.id).toBe('tok-1');
  });

  it('a call the caller aborted rejects with its reason and is no error: no count, no message', async () => {
    const controller = new AbortController();
    const aborting: Transport = () => {
      controller.abort();
      return Promise.reject(controller.signal.reason);
    };
    await expect(client().send('/upload', aborting, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect($toasts.get()).toEqual([]);
    const { seen, transport } = answering({ result: 'ok' });
    await expect(client().send('/upload', transport, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual([]);
  });
});
