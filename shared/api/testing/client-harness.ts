import { afterEach, beforeEach, expect, vi } from 'vitest';
import { $locale } from '@shared/i18n/i18n.ts';
import type { MenuModule } from '@shared/menu/types.ts';
import { $hostToken, $modules, saveLogin } from '@shared/session/session.ts';
import { createApiClient } from '../client.ts';
import type { ApiClient, ApiClientOptions, ClientHooks } from '../client-types.ts';
import { ApiError } from '../errors.ts';
import { useScriptedApi } from './api-harness.ts';
import { answer, okHandler, type ScriptedServer } from './scripted-server.ts';

/**
 * What the client's spec tests (client-*.test.ts) share: the scripted API of api-harness.ts, answering ok unless
 * a test scripts it; hooks the tests can look at; a teacher signed in with a menu; and how a failure is read.
 */

type SpiedHooks = { [K in keyof ClientHooks]-?: ReturnType<typeof vi.fn> };

export const seconds = () => Math.floor(Date.now() / 1000);
export const user = { id: 7, nickname: '王老师', avatar: '', uid: 'u7', uuid: 'main_7' };
export const menu: MenuModule[] = [{ id: 1, pid: 0, path: '/source', src: '', icon: '', name: 's', title: '素材', status: 1, sort_num: 1, children: [] }];

export function signIn(tokenExp = seconds() + 3600, refreshExp = seconds() + 30 * 86400): void {
  saveLogin({ token: { id: 'tok-1', exp: tokenExp }, refresh_token: { id: 'ref-1', exp: refreshExp }, user });
  $modules.set(menu);
}

export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

export const fail = (code: number, message: string, status = 400) => (_: unknown, res: Parameters<typeof answer>[0]) =>
  answer(res, status, { result: 'fail', code, message });
export const hangUp = (_: unknown, res: Parameters<typeof answer>[0]) => res.socket?.destroy();
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

export type ClientHarness = {
  readonly server: ScriptedServer;
  /** fresh spies before each test */
  readonly hooks: SpiedHooks;
  /** a client of the scripted server with the spied hooks */
  client(options?: Partial<ApiClientOptions>): ApiClient;
};

/** Before each test: fresh hooks, an ok answer to everything, `signIn()`; after it, the locale and host token back. */
export function useClientHarness(): ClientHarness {
  const api = useScriptedApi();
  let hooks: SpiedHooks;
  beforeEach(() => {
    hooks = { reload: vi.fn(), openLogin: vi.fn(), goRoot: vi.fn(), forbidden: vi.fn() };
    api.server.handle(okHandler);
    signIn();
  });
  afterEach(() => {
    $locale.set('zh-CN');
    $hostToken.set(undefined);
    vi.useRealTimers();
  });
  return {
    get server() {
      return api.server;
    },
    get hooks() {
      return hooks;
    },
    client: (options = {}) => createApiClient({ baseURL: () => api.server.url, hooks: hooks as unknown as ClientHooks, ...options }),
  };
}
