import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { $config, DEFAULT_CONFIG, configure } from '@shared/config.ts';
import { $confirmRequest, $storageFull, $toasts, answerConfirm } from '@shared/feedback.ts';
import { clearSession, saveLogin } from '@shared/session/session.ts';
import { installClientHooks } from '../default-client.ts';
import { startScriptedServer, type ScriptedServer } from './scripted-server.ts';

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The signed-in session the client tests start from: user 7, a token valid for an hour. */
function signInForTest(): void {
  saveLogin({
    token: { id: 'tok-1', exp: nowSeconds() + 3600 },
    refresh_token: { id: 'ref-1', exp: nowSeconds() + 86400 },
    user: { id: 7, nickname: 'n', avatar: '', uid: 'u7', uuid: 'main_7' },
  });
}

/**
 * One scripted API server for a test file: the client points at it and is signed in before each test; the session,
 * storage, config, toasts, confirms and storage-full flag are reset after each. Files add their own hooks after this.
 */
export function useScriptedApi(): { server: ScriptedServer } {
  const harness = {} as { server: ScriptedServer };
  beforeAll(async () => {
    useTestStorageEngine();
    harness.server = await startScriptedServer();
    installClientHooks({ reload() {}, openLogin() {}, goRoot() {} });
  });
  afterAll(() => harness.server.close());
  beforeEach(() => {
    configure({ apiBase: harness.server.url, app: 'lectern', appid: 'console' });
    harness.server.seen.length = 0;
    signInForTest();
  });
  afterEach(() => {
    clearSession();
    cleanTestStorage();
    $toasts.set([]);
    $storageFull.set(false);
    while ($confirmRequest.get()) answerConfirm($confirmRequest.get()!.id, false);
    $config.set({ ...DEFAULT_CONFIG });
  });
  return harness;
}
