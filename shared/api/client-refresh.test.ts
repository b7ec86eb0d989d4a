import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { $config, DEFAULT_CONFIG, configure } from '@shared/config.ts';
import { $confirmRequest, $storageFull, $toasts, answerConfirm } from '@shared/feedback.ts';
import { $locale } from '@shared/i18n/i18n.ts';
import { $hostToken, $modules, $refreshToken, $token, $user, clearSession, saveLogin } from '@shared/session/session.ts';
import { createApiClient, DEFAULT_TIMEOUT_MS } from './client.ts';
import { watchPageLeaving } from './network-errors.ts';
import type { ApiClientOptions, ClientHooks } from './client-types.ts';
import { ApiError } from './errors.ts';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import type { LoginData } from '@shared/session/types.ts';
import type { MenuModule } from '@shared/menu/types.ts';
import { answer, okHandler, startScriptedServer, type ScriptedServer } from './testing/scripted-server.ts';

let server: ScriptedServer;
let hooks: { [K in keyof ClientHooks]: ReturnType<typeof vi.fn> };

const seconds = () => Math.floor(Date.now() / 1000);
const user = { id: 7, nickname: '王老师', avatar: '', uid: 'u7', uuid: 'main_7' };
const menu: MenuModule[] = [{ id: 1, pid: 0, path: '/source', src: '', icon: '', name: 's', title: '素材', status: 1, sort_num: 1, children: [] }];

function signIn(tokenExp = seconds() + 3600, refreshExp = seconds() + 30 * 86400): void {
  saveLogin({ token: { id: 'tok-1', exp: tokenExp }, refresh_token: { id: 'ref-1', exp: refreshExp }, user });
  $modules.set(menu);
}

function client(options: Partial<ApiClientOptions> = {}) {
  return createApiClient({ baseURL: () => server.url, hooks: hooks as unknown as ClientHooks, ...options });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const fail = (code: number, message: string, status = 400) => (_: unknown, res: Parameters<typeof answer>[0]) =>
  answer(res, status, { result: 'fail', code, message });
const hangUp = (_: unknown, res: Parameters<typeof answer>[0]) => res.socket?.destroy();
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(async () => {
  useTestStorageEngine();
  server = await startScriptedServer();
});
afterAll(() => server.close());
beforeEach(() => {
  hooks = { reload: vi.fn(), openLogin: vi.fn(), goRoot: vi.fn() };
  server.seen.length = 0;
  server.handle(okHandler);
  signIn();
});
afterEach(() => {
  while ($confirmRequest.get()) answerConfirm($confirmRequest.get()!.id, false);
  clearSession();
  cleanTestStorage();
  $toasts.set([]);
  $storageFull.set(false);
  $config.set({ ...DEFAULT_CONFIG });
  $locale.set('zh-CN');
  $hostToken.set(undefined);
  vi.useRealTimers();
});

describe('every call', () => {
  it('adds app, appid and u, and the token id as Authorization', async () => {
    configure({ app: 'shop', appid: 'widgets' });
    await client().get('/api/v3/x', { keyword: 'a' });
    const [request] = server.seen;
    expect(request!.query.get('app')).toBe('shop');
    expect(request!.query.get('appid')).toBe('widgets');
    expect(request!.query.get('u')).toBe('7');
    expect(request!.query.get('keyword')).toBe('a');
    expect(request!.headers.authorization).toBe('tok-1');
  });

  it('sends no u and no Authorization when nobody is signed in', async () => {
    clearSession();
    await client({ kind: 'login' }).postJson(ACCOUNT_PATHS.sendSms, { phone: '13800000000' });
    const [request] = server.seen;
    expect(request!.query.get('app')).toBe('lectern');
    expect(request!.query.get('appid')).toBe('console');
    expect(request!.query.has('u')).toBe(false);
    expect(request!.headers.authorization).toBeUndefined();
  });

  it('resolves the whole ok answer', async () => {
    server.handle((_, res) => answer(res, 200, { result: 'ok', data: { a: 1 }, rows: [1, 2], totalCount: 2 }));
    await expect(client().get<{ a: number }>('/x')).resolves.toEqual({ result: 'ok', data: { a: 1 }, rows: [1, 2], totalCount: 2 });
  });

  it('does not retry a failed GET', async () => {
    server.handle(fail(-1, 'boom', 500));
    await failure(client().get('/x'));
    expect(server.seen).toHaveLength(1);
  });
});

describe('parameter stripping (spec §5) and body variants', () => {
  const params = { a: undefined, b: null, c: '', d: false, e: 0, f: '0', g: 'x' };

  it('strips empty and false query parameters but keeps 0', async () => {
    await client().get('/x', params);
    const query = server.seen[0]!.query;
    for (const name of ['a', 'b', 'c', 'd']) expect(query.has(name)).toBe(false);
    expect(query.get('e')).toBe('0');
    expect(query.get('f')).toBe('0');
    expect(query.get('g')).toBe('x');
  });

  it('sends a stripped url-encoded form', async () => {
    await client().postForm('/x', params);
    const request = server.seen[0]!;
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.body).toBe('e=0&f=0&g=x');
  });

  it('sends stripped JSON', async () => {
    await client().postJson('/x', params);
    const request = server.seen[0]!;
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request.body)).toEqual({ e: 0, f: '0', g: 'x' });
  });

  it('sends multipart form data', async () => {
    const form = new FormData();
    form.append('info', '{}');
    form.append('file', new Blob(['hello']), 'a.txt');
    await client().postMultipart('/x', form);
    const request = server.seen[0]!;
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toContain('name="file"; filename="a.txt"');
    expect(request.body).toContain('hello');
  });
});

describe('failed answers', () => {
  it('general client: rejects with the server message, code and status, without a toast', async () => {
    server.handle(fail(-1, '操作失败，内容包含敏感词', 422));
    const error = await failure(client().postJson('/x', { a: 1 }));
    expect(error).toMatchObject({ kind: 'fail', code: -1, status: 422, message: '操作失败，内容包含敏感词' });
    expect($toasts.get()).toEqual([]);
  });

  it('treats a body that is no answer as a failure', async () => {
    server.handle((_, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    });
    expect(await failure(client().get('/x'))).toMatchObject({ kind: 'fail', status: 502 });
  });

  it('sets $storageFull on the storage-full message, in either language', async () => {
    server.handle(fail(-1, 'your storage space has reached its limit', 403));
    await failure(client().get('/x'));
    expect($storageFull.get()).toBe(true);
    $storageFull.set(false);
    server.handle(fail(-1, '您的存储空间已达上限', 403));
    await failure(client().get('/x'));
    expect($storageFull.get()).toBe(true);
  });

  it('leaves $storageFull alone on other failures', async () => {
    server.handle(fail(-1, 'something else'));
    await failure(client().get('/x'));
    expect($storageFull.get()).toBe(false);
  });
});

describe('login client (spec §8: error toast for 5 s, then reject)', () => {
  it('toasts the server message for 5000 ms and rejects', async () => {
    server.handle(fail(40001, '密码错误'));
    const error = await failure(client({ kind: 'login' }).postJson(ACCOUNT_PATHS.webLogin, { phone: '1', password: 'x' }));
    expect(error).toMatchObject({ kind: 'fail', code: 40001, message: '密码错误' });
    expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'error', message: '密码错误', duration: 5000 })]);
  });

  it('toasts a network error', async () => {
    server.handle(hangUp);
    const error = await failure(client({ kind: 'login' }).get(ACCOUNT_PATHS.phoneExist, { phone: '1' }));
    expect(error.kind).toBe('network');
    expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'error', message: '网络异常，请检查网络连接', duration: 5000 })]);
  });

  it('times out and toasts it', async () => {
    server.handle(() => undefined); // no answer: only the time-out ends the call
    const error = await failure(client({ kind: 'login', timeoutMs: 50 }).postJson(ACCOUNT_PATHS.webLogin, {}));
    expect(error.kind).toBe('timeout');
    expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'error', message: '请求超时，请稍后重试', duration: 5000 })]);
  });

  it('does not ask to log out on a session code', async () => {
    server.handle(fail(50008, 'invalid token', 401));
    await failure(client({ kind: 'login' }).get('/x'));
    expect($confirmRequest.get()).toBeUndefined();
  });
});

describe('time-outs (spec §9)', () => {
  /** A fetch that never answers, so only the time-out can end the call. */
  const silentFetch: typeof fetch = (_input, init) =>
    new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

  async function settlesAt(options: Partial<ApiClientOptions>, ms: number): Promise<void> {
    vi.useFakeTimers();
    let settled: ApiError | undefined;
    void client({ fetch: silentFetch, ...options })
      .get('/x')
      .catch((error: ApiError) => (settled = error));
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toMatchObject({ kind: 'timeout' });
  }

  it('defaults to 5000 ms for the login client', async () => {
    expect(DEFAULT_TIMEOUT_MS.login).toBe(5000);
    await settlesAt({ kind: 'login' }, 5000);
  });

  it('defaults to 200000 ms for the general client', async () => {
    expect(DEFAULT_TIMEOUT_MS.general).toBe(200000);
    await settlesAt({ kind: 'general' }, 200000);
  });

  it('general client: a time-out rejects and shows a message for 5000 ms', async () => {
    server.handle(() => undefined); // no answer: only the time-out ends the call
    const error = await failure(client({ timeoutMs: 50 }).get('/x'));
    expect(error).toMatchObject({ kind: 'timeout', message: '请求超时，请稍后重试' });
    expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'error', duration: 5000, message: '请求超时，请稍后重试' })]);
  });
});

describe('session failure codes 50008, 50012, 50014 (spec §8)', () => {
  for (const code of [50008, 50012, 50014]) {
    it(`${code}: one confirm for many failing calls; confirm clears the session and reloads`, async () => {
      server.handle(fail(code, 'session ended', 401));
      const api = client();
      const errors = await Promise.all([api.get('/a'), api.get('/b'), api.postJson('/c', {})].map(failure));
      expect(errors.map((error) => error.code)).toEqual([code, code, code]);

      const request = $confirmRequest.get()!;
      expect(request).toMatchObject({ title: '确认退出', message: '您已被登出，可以取消继续留在该页面，或者重新登录' });
      answerConfirm(request.id, true);
      await flush();
      expect($confirmRequest.get()).toBeUndefined(); // nothing queued behind it
      expect(hooks.reload).toHaveBeenCalledTimes(1);
      expect($token.get()).toBeUndefined();
      expect($user.get()).toBeUndefined();
      expect($modules.get()).toBeUndefined();
    });
  }

  it('speaks the spec text in English', async () => {
    $locale.set('en');
    server.handle(fail(50014, 'expired', 401));
    await failure(client().get('/x'));
    expect($confirmRequest.get()).toMatchObject({
      title: 'confirm logout',
      message: 'you have been logged out; cancel to stay or log in again',
    });
  });

  it('cancel keeps the session and stays', async () => {
    server.handle(fail(50012, 'signed in elsewhere', 401));
    await failure(client().get('/x'));
    answerConfirm($confirmRequest.get()!.id, false);
    await flush();
    expect(hooks.reload).not.toHaveBeenCalled();
    expect($token.get()?.id).toBe('tok-1');
    expect($modules.get()).toEqual(menu);
  });

  it('asks again for a later failure once the first confirm is answered', async () => {
    server.handle(fail(50008, 'invalid', 401));
    await failure(client().get('/x'));
    answerConfirm($confirmRequest.get()!.id, false);
    await flush();
    await failure(client().get('/x'));
    expect($confirmRequest.get()).toBeDefined();
  });

  it('a call made with auth: false does not ask', async () => {
    server.handle(fail(50008, 'invalid', 401));
    await failure(client().get('/x', undefined, { auth: false }));
    expect($confirmRequest.get()).toBeUndefined();
  });
});

describe("a host page's token (Lectern.configure({ token }), docs/embedding.md)", () => {
  it('goes as Authorization instead of the stored session, and is used without refreshing', async () => {
    signIn(seconds() - 10); // the stored access token has expired: the stored session would refresh first
    $hostToken.set('host-token');
    await client().get('/x');
    expect(server.seen.map((request) => [request.path, request.headers.authorization])).toEqual([['/x', 'host-token']]);
  });

  it('works with no stored session at all', async () => {
    clearSession();
    $hostToken.set('host-token');
    await client().get('/x');
    expect(server.seen[0]!.headers.authorization).toBe('host-token');
    expect(hooks.reload).not.toHaveBeenCalled();
  });

  it('is dropped on a session failure, without the confirm dialog and without touching the stored session', async () => {
    $hostToken.set('host-token');
    server.handle(fail(50014, 'expired', 401));
    await failure(client().get('/x'));
    expect($hostToken.get()).toBeUndefined();
    expect($confirmRequest.get()).toBeUndefined();
    expect($token.get()?.id).toBe('tok-1');
  });
});

describe('network-level errors (spec §8)', () => {
  it('show a message for 5000 ms; five in a row keep the session', async () => {
    server.handle(hangUp);
    const api = client();
    for (let i = 0; i < 5; i++) expect((await failure(api.get('/x'))).kind).toBe('network');
    expect(hooks.openLogin).not.toHaveBeenCalled();
    expect($token.get()?.id).toBe('tok-1');
    expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'error', duration: 5000, message: '网络异常，请检查网络连接' })]);
  });

  it('more than five in a row clear storage and open login', async () => {
    server.handle(hangUp);
    const api = client();
    for (let i = 0; i < 6; i++) await failure(api.get('/x'));
    await vi.waitFor(() => expect(hooks.openLogin).toHaveBeenCalledTimes(1));
    expect($token.get()).toBeUndefined();
    expect($modules.get()).toBeUndefined();
    await failure(api.get('/x'));
    expect(hooks.reload).not.toHaveBeenCalled();
  });

  it('requests the browser cancels as the page goes away are none: no count, no message, the session stays', async () => {
    server.handle(hangUp);
    const page = new EventTarget();
    const api = client({ pageLeaving: watchPageLeaving(page) });
    page.dispatchEvent(new Event('pagehide'));
    for (let i = 0; i < 8; i++) expect((await failure(api.get('/x'))).kind).toBe('network');
    expect(hooks.openLogin).not.toHaveBeenCalled();
    expect($token.get()?.id).toBe('tok-1');
    expect($toasts.get()).toEqual([]);
    // back from the back-forward cache, a lost connection counts again
    page.dispatchEvent(new Event('pageshow'));
    for (let i = 0; i < 6; i++) await failure(api.get('/x'));
    await vi.waitFor(() => expect(hooks.openLogin).toHaveBeenCalledTimes(1));
  });

  it('a page left just after its sixth failure keeps the session for the next page (its pagehide comes later)', async () => {
    vi.useFakeTimers();
    const unreachable: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
    const page = new EventTarget();
    const api = client({ fetch: unreachable, pageLeaving: watchPageLeaving(page) });
    for (let i = 0; i < 6; i++) await failure(api.get('/x'));
    page.dispatchEvent(new Event('pagehide'));
    // the decision waits a moment for a pagehide; once it is taken, the session is still there
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    await vi.runAllTimersAsync();
    expect(hooks.openLogin).not.toHaveBeenCalled();
    expect($token.get()?.id).toBe('tok-1');
  });

  it('any answer resets the count', async () => {
    server.handle(hangUp);
    const api = client();
    for (let i = 0; i < 5; i++) await failure(api.get('/x'));
    server.handle(fail(-1, 'an answer all the same'));
    await failure(api.get('/x'));
    server.handle(hangUp);
    for (let i = 0; i < 5; i++) await failure(api.get('/x'));
    expect(hooks.openLogin).not.toHaveBeenCalled();
  });
});

describe('token refresh (spec §4 "Session")', () => {
  function refreshingServer() {
    let refreshes = 0;
    server.handle((request, res) => {
      if (request.path === ACCOUNT_PATHS.refreshToken) {
        refreshes++;
        const pair: Omit<LoginData, 'user'> = {
          token: { id: 'tok-new', exp: seconds() + 3600 },
          refresh_token: { id: 'ref-new', exp: seconds() + 30 * 86400 },
        };
        answer(res, 200, { result: 'ok', data: pair });
      } else answer(res, 200, { result: 'ok' });
    });
    return () => refreshes;
  }

  it('20 concurrent calls with an expired token cause one refresh, then all carry the new token', async () => {
    signIn(seconds() - 10);
    const refreshes = refreshingServer();
    const api = client();
    await Promise.all(Array.from({ length: 20 }, (_, i) => api.get(`/call/${i}`)));
    expect(refreshes()).toBe(1);
    const refresh = server.seen.find((request) => request.path === ACCOUNT_PATHS.refreshToken)!;
    expect(JSON.parse(refresh.body)).toEqual({ refresh_token: 'ref-1' });
    const calls = server.seen.filter((request) => request.path.startsWith('/call/'));
    expect(calls).toHaveLength(20);
    expect(new Set(calls.map((request) => request.headers.authorization))).toEqual(new Set(['tok-new']));
    expect($token.get()?.id).toBe('tok-new');
    expect($refreshToken.get()?.id).toBe('ref-new');
    expect($user.get()).toEqual(user);
  });

  it('also refreshes a token about to expire', async () => {
    signIn(seconds() + 5);
    const refreshes = refreshingServer();
    await client().get('/x');
    expect(refreshes()).toBe(1);
    expect(server.seen.at(-1)!.headers.authorization).toBe('tok-new');
  });

  it('refreshSession rotates the pair on demand', async () => {
    const refreshes = refreshingServer();
    await client().refreshSession();
    expect(refreshes()).toBe(1);
    expect($token.get()?.id).toBe('tok-new');
  });

  it('refresh failure: logs out, toasts the server message for 5000 ms, goes to root, rejects every call', async () => {
    signIn(seconds() - 10);
    server.handle(fail(50012, 'refresh token reused', 401));
    const api = client();
    const errors = await Promise.all([api.get('/a'), api.get('/b'), api.get('/c')].map(failure));
    expect(errors.every((error) => error.code === 50012)).toBe(true);
    expect(server.seen.map((request) => request.path)).toEqual([ACCOUNT_PATHS.refreshToken]);
    expect($token.get()).toBeUndefined();
    expect($refreshToken.get()).toBeUndefined();
    expect($modules.get()).toBeUndefined();
    expect(hooks.goRoot).toHaveBeenCalledTimes(1);
    expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'error', message: 'refresh token reused', duration: 5000 })]);
    expect($confirmRequest.get()).toBeUndefined();

    // calls still arriving reject quietly: the user has been sent to root already
    await failure(api.get('/d'));
    expect(hooks.reload).not.toHaveBeenCalled();
    expect(server.seen).toHaveLength(1);
  });

  it('refresh failure without a message shows "Verification failed, please login again"', async () => {
    $locale.set('en');
    signIn(seconds() - 10);
    server.handle(fail(50008, '', 401));
    await failure(client().get('/x'));
    expect($toasts.get()).toEqual([expect.objectContaining({ message: 'Verification failed, please login again', duration: 5000 })]);
    expect(hooks.goRoot).toHaveBeenCalledTimes(1);
  });

  it('a refresh that gets no answer keeps the session for a later try', async () => {
    signIn(seconds() - 10);
    server.handle(hangUp);
    const error = await failure(client().get('/x'));
    expect(error.kind).toBe('network');
    expect($refreshToken.get()?.id).toBe('ref-1');
    expect(hooks.goRoot).not.toHaveBeenCalled();
  });

  it('the login client never refreshes', async () => {
    signIn(seconds() - 10);
    const refreshes = refreshingServer();
    await client({ kind: 'login' }).get('/x');
    expect(refreshes()).toBe(0);
  });
});

describe('no valid token and no valid refresh token (spec §8)', () => {
  it('logs out and reloads once, without sending the calls', async () => {
    signIn(seconds() - 10, seconds() - 5);
    const api = client();
    const errors = await Promise.all([api.get('/a'), api.get('/b'), api.postForm('/c')].map(failure));
    expect(errors.map((error) => error.kind)).toEqual(['fail', 'fail', 'fail']);
    expect(server.seen).toHaveLength(0);
    expect(hooks.reload).toHaveBeenCalledTimes(1);
    expect($token.get()).toBeUndefined();
    expect($refreshToken.get()).toBeUndefined();
    expect($modules.get()).toBeUndefined();
  });

  it('also when nothing was ever stored', async () => {
    clearSession();
    await failure(client().get('/x'));
    expect(hooks.reload).toHaveBeenCalledTimes(1);
    expect(server.seen).toHaveLength(0);
  });

  it('lets calls with auth: false through (login calls)', async () => {
    clearSession();
    await client().postJson(ACCOUNT_PATHS.webLogin, { phone: '13800000000', password: 'x' }, { auth: false });
    expect(server.seen).toHaveLength(1);
    expect(hooks.reload).not.toHaveBeenCalled();
  });
});
