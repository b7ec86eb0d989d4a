import { describe, expect, it, vi } from 'vitest';
import { getTestStorage } from '@nanostores/persistent';
import { answer } from '@shared/api/testing/scripted-server.ts';
import { useScriptedApi } from '@shared/api/testing/api-harness.ts';
import { $guideSeen, $user, clearSession } from '@shared/session/session.ts';
import { decodeStored } from '@shared/session/secure-storage.ts';
import { GUIDE_PATHS } from './paths.ts';
import type { GuideStatus } from './types.ts';
import { markGuideDone, shouldShowGuide } from './store.ts';

const api = useScriptedApi();

const guideCalls = () => api.server.seen.filter((request) => request.path.startsWith('/api/v3/account/guide_'));
/** the server's flags; guide_done answers with them after recording the variant */
const serverHas = (status: GuideStatus, options: { failDone?: boolean } = {}) =>
  api.server.handle((request, response) => {
    if (request.path === GUIDE_PATHS.done && options.failDone) return answer(response, 500, { result: 'fail', code: 50000, message: '服务器内部错误' });
    if (request.path === GUIDE_PATHS.done) status = { ...status, [JSON.parse(request.body).variant]: true };
    answer(response, 200, { result: 'ok', data: status });
  });

describe('shouldShowGuide', () => {
  it('shows the first-use guide when neither the browser nor the server has seen it', async () => {
    serverHas({ steps: false, demo: false });
    expect(await shouldShowGuide('steps')).toBe(true);
    expect(guideCalls().map((call) => `${call.method} ${call.path}`)).toEqual([`GET ${GUIDE_PATHS.status}`]);
    expect($guideSeen.get()).toBe(false);
  });

  it('trusts the browser flag without asking the server', async () => {
    serverHas({ steps: false, demo: false });
    $guideSeen.set(true);
    expect(await shouldShowGuide('steps')).toBe(false);
    expect(guideCalls()).toEqual([]);
  });

  it("follows the server (another device) and keeps its answer in the browser flag for a day", async () => {
    serverHas({ steps: true, demo: false });
    expect(await shouldShowGuide('steps')).toBe(false);
    expect($guideSeen.get()).toBe(true);
    const stored = getTestStorage()['_guide'];
    expect(decodeStored(stored, Date.now() + 86_300_000)).toBe(true);
    expect(decodeStored(stored, Date.now() + 86_500_000)).toBeUndefined();
    expect(await shouldShowGuide('steps')).toBe(false);
    expect(guideCalls()).toHaveLength(1);
  });

  it('asks the server about the demo, whatever the browser flag says', async () => {
    $guideSeen.set(true);
    serverHas({ steps: true, demo: false });
    expect(await shouldShowGuide('demo')).toBe(true);
    serverHas({ steps: true, demo: true });
    expect(await shouldShowGuide('demo')).toBe(false);
    expect(guideCalls()).toHaveLength(2);
  });

  it('shows nothing when the server cannot tell', async () => {
    api.server.handle((_request, response) => answer(response, 500, { result: 'fail', code: 50000, message: '服务器内部错误' }));
    expect(await shouldShowGuide('steps')).toBe(false);
    expect($guideSeen.get()).toBe(false);
  });

  it('shows nothing by itself without a session or to a staff account', async () => {
    serverHas({ steps: false, demo: false });
    $user.set({ id: 8, nickname: 's', avatar: '', uid: 'u8', uuid: 'child_abc' });
    expect(await shouldShowGuide('steps')).toBe(false);
    clearSession();
    expect(await shouldShowGuide('demo')).toBe(false);
    expect(guideCalls()).toEqual([]);
  });
});

describe('markGuideDone', () => {
  it('writes the browser flag and the server flag for the first-use guide', async () => {
    serverHas({ steps: false, demo: false });
    expect(await markGuideDone('steps')).toBe(true);
    expect($guideSeen.get()).toBe(true);
    const [call] = guideCalls();
    expect(`${call?.method} ${call?.path}`).toBe(`POST ${GUIDE_PATHS.done}`);
    expect(JSON.parse(call!.body)).toEqual({ variant: 'steps' });
    expect(call?.headers.authorization).toBe('tok-1');
  });

  it('writes only the server flag for the demo, so an unseen first-use guide still shows', async () => {
    serverHas({ steps: false, demo: false });
    expect(await markGuideDone('demo')).toBe(true);
    expect($guideSeen.get()).toBe(false);
    expect(JSON.parse(guideCalls()[0]!.body)).toEqual({ variant: 'demo' });
    expect(await shouldShowGuide('steps')).toBe(true);
    expect(await shouldShowGuide('demo')).toBe(false);
  });

  it('keeps the browser flag when the server fails, and does not reject', async () => {
    serverHas({ steps: false, demo: false }, { failDone: true });
    expect(await markGuideDone('steps')).toBe(false);
    expect($guideSeen.get()).toBe(true);
  });
});

describe('a guide closed on this page', () => {
  it('does not show again before the server has recorded it, and shows for the next account', async () => {
    let release: () => void = () => {};
    api.server.handle((request, response) => {
      if (request.path === GUIDE_PATHS.done) release = () => answer(response, 200, { result: 'ok', data: { steps: false, demo: true } });
      else answer(response, 200, { result: 'ok', data: { steps: false, demo: false } });
    });
    const saving = markGuideDone('demo');
    expect(await shouldShowGuide('demo')).toBe(false);
    await vi.waitFor(() => expect(guideCalls()).toHaveLength(1)); // the POST only: no GET was needed
    release();
    expect(await saving).toBe(true);

    $user.set({ id: 9, nickname: 'other', avatar: '', uid: 'u9', uuid: 'main_9' });
    expect(await shouldShowGuide('demo')).toBe(true);
  });
});
