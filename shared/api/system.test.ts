import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { $config, DEFAULT_CONFIG, configure } from '../config.ts';
import { clearSession, saveLogin } from '../session/session.ts';
import { installClientHooks } from './default-client.ts';
import { SYSTEM_PATHS } from './paths.ts';
import { fetchChildModules, fetchDashboard, fetchMenu, fetchSwitches, logPageVisit } from './system.ts';
import { answer, okHandler, startScriptedServer, type ScriptedServer } from './testing/scripted-server.ts';

let server: ScriptedServer;
const seconds = () => Math.floor(Date.now() / 1000);
const respond = (body: unknown) => server.handle((_, res) => answer(res, 200, body));
const last = () => server.seen.at(-1)!;

beforeAll(async () => {
  useTestStorageEngine();
  server = await startScriptedServer();
  installClientHooks({ reload() {}, openLogin() {}, goRoot() {} });
});
afterAll(() => server.close());
beforeEach(() => {
  configure({ apiBase: server.url });
  server.seen.length = 0;
  server.handle(okHandler);
  saveLogin({
    token: { id: 'tok-1', exp: seconds() + 3600 },
    refresh_token: { id: 'ref-1', exp: seconds() + 86400 },
    user: { id: 7, nickname: 'n', avatar: '', uid: 'u7', uuid: 'main_7' },
  });
});
afterEach(() => {
  clearSession();
  cleanTestStorage();
  $config.set({ ...DEFAULT_CONFIG });
});

it('fetchMenu reads the modules', async () => {
  respond({ result: 'ok', data: [{ id: 1 }] });
  await expect(fetchMenu()).resolves.toEqual([{ id: 1 }]);
  expect(last()).toMatchObject({ method: 'GET', path: SYSTEM_PATHS.menuList });
  expect(last().headers.authorization).toBe('tok-1');
});

it('fetchChildModules sends child_id', async () => {
  respond({ result: 'ok', data: [] });
  await expect(fetchChildModules(12)).resolves.toEqual([]);
  expect(last().path).toBe(SYSTEM_PATHS.childModules);
  expect(last().query.get('child_id')).toBe('12');
});

it('fetchSwitches sends user_id and the include list', async () => {
  respond({ result: 'ok', data: { hybrid_douyin_chat: '1' } });
  await expect(fetchSwitches(7, ['hybrid_douyin_chat', 'tt_channel'])).resolves.toEqual({ hybrid_douyin_chat: '1' });
  expect(last().query.get('user_id')).toBe('7');
  expect(last().query.get('include')).toBe('hybrid_douyin_chat,tt_channel');
});

it('logPageVisit posts path and title', async () => {
  await logPageVisit('/source', '素材');
  expect(last()).toMatchObject({ method: 'POST', path: SYSTEM_PATHS.pageVisit });
  expect(JSON.parse(last().body)).toEqual({ path: '/source', title: '素材' });
});

it('fetchDashboard reads the figures', async () => {
  respond({ result: 'ok', data: { planets: 2 } });
  await expect(fetchDashboard()).resolves.toEqual({ planets: 2 });
  expect(last().path).toBe(SYSTEM_PATHS.dashboard);
});
