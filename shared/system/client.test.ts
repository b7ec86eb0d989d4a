import { beforeEach, expect, it } from 'vitest';
import { SYSTEM_PATHS } from './paths.ts';
import { fetchDashboard, fetchMenu, fetchSwitches, logPageVisit } from './client.ts';
import { answer, okHandler } from '@shared/api/testing/scripted-server.ts';
import { useScriptedApi } from '@shared/api/testing/api-harness.ts';

const api = useScriptedApi();
const respond = (body: unknown) => api.server.handle((_, res) => answer(res, 200, body));
const last = () => api.server.seen.at(-1)!;

beforeEach(() => {
  api.server.handle(okHandler);
});

it('fetchMenu reads the modules', async () => {
  respond({ result: 'ok', data: [{ id: 1 }] });
  await expect(fetchMenu()).resolves.toEqual([{ id: 1 }]);
  expect(last()).toMatchObject({ method: 'GET', path: SYSTEM_PATHS.menuList });
  expect(last().headers.authorization).toBe('tok-1');
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
