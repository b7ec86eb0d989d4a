import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { $config, DEFAULT_CONFIG, configure } from '@shared/config.ts';
import { $toasts } from '@shared/feedback.ts';
import { clearSession, saveLogin } from '@shared/session/session.ts';
import { createApiClient } from './client.ts';
import type { ClientHooks } from './client-types.ts';
import { ApiError } from './errors.ts';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { answer, okHandler, startScriptedServer, type ScriptedServer } from './testing/scripted-server.ts';

/** What the ofetch-based client puts on the wire beyond the spec tests of client-*.test.ts. */
let server: ScriptedServer;
const hooks: ClientHooks = { reload: vi.fn(), openLogin: vi.fn(), goRoot: vi.fn() };
const seconds = () => Math.floor(Date.now() / 1000);
const client = () => createApiClient({ baseURL: () => server.url, hooks });

function signIn(tokenExp: number): void {
  saveLogin({
    token: { id: 'tok-1', exp: tokenExp },
    refresh_token: { id: 'ref-1', exp: seconds() + 86400 },
    user: { id: 7, nickname: 'n', avatar: '', uid: 'u7', uuid: 'main_7' },
  });
}

beforeAll(async () => {
  useTestStorageEngine();
  server = await startScriptedServer();
});
afterAll(() => server.close());
beforeEach(() => {
  configure({ app: 'lectern', appid: 'console' });
  server.seen.length = 0;
  server.handle(okHandler);
  signIn(seconds() + 3600);
});
afterEach(() => {
  clearSession();
  cleanTestStorage();
  $toasts.set([]);
  $config.set({ ...DEFAULT_CONFIG });
});

it('repeats the key for arrays, sends objects as JSON and keeps a query already in the path', async () => {
  await client().get('/x?z=1', { ids: [1, 2], range: { from: 1 }, keyword: 'two words&more' });
  const query = server.seen[0]!.query;
  expect(query.get('z')).toBe('1');
  expect(query.getAll('ids')).toEqual(['1', '2']);
  expect(JSON.parse(query.get('range')!)).toEqual({ from: 1 });
  expect(query.get('keyword')).toBe('two words&more');
  expect(query.get('app')).toBe('lectern');
});

it('sends an array body as JSON as it is', async () => {
  await client().postJson('/x', [1, '', false]);
  expect(JSON.parse(server.seen[0]!.body)).toEqual([1, '', false]);
});

it('reads an answer sent with another content type', async () => {
  server.handle((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(JSON.stringify({ result: 'ok', data: 3 }));
  });
  await expect(client().get<number>('/x')).resolves.toEqual({ result: 'ok', data: 3 });
});

it('rejects with an ApiError when the call cannot even be made', async () => {
  const body: Record<string, unknown> = {};
  body.self = body; // no JSON for this
  const error = await client().postJson('/x', body).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ kind: 'fail', code: -1 });
  expect(server.seen).toHaveLength(0);
});

it('sends the refresh call with the query parameters and the current token, then the call with the new one', async () => {
  signIn(seconds() - 10);
  server.handle((request, res) => {
    if (request.path !== ACCOUNT_PATHS.refreshToken) return answer(res, 200, { result: 'ok' });
    const pair = { token: { id: 'tok-new', exp: seconds() + 3600 }, refresh_token: { id: 'ref-new', exp: seconds() + 86400 } };
    return answer(res, 200, { result: 'ok', data: pair });
  });
  await client().get('/x');
  const [refresh, call] = server.seen;
  expect(refresh).toMatchObject({ method: 'POST', path: ACCOUNT_PATHS.refreshToken });
  expect(refresh!.query.get('u')).toBe('7');
  expect(refresh!.headers.authorization).toBe('tok-1');
  expect(call!.headers.authorization).toBe('tok-new');
});
