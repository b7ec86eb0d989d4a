import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginData } from '@shared/session/types.ts';
import { GUIDE_PATHS } from '@shared/guide/paths.ts';
import type { GuideStatus } from '@shared/guide/types.ts';
import { createMainAccount } from '@server/test-support/accounts.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';

let server: TestServer;
let fresh: LoginData;
let other: LoginData;

beforeAll(async () => {
  server = await startServer();
  await createMainAccount(server.dataDir, '13900000301');
  await createMainAccount(server.dataDir, '13900000302');
  [fresh, other] = await Promise.all([login(server.baseUrl, '13900000301'), login(server.baseUrl, '13900000302')]);
});
afterAll(() => server.close());

/** the guide rows of an account, straight from the database */
function storedFlags(userId: number): Promise<{ variant: string; done_at: number }[]> {
  return queryTestDatabase(server.dataDir, 'select variant, done_at from guide_flags where user_id = ? order by variant', [userId]);
}
const status = (token: string) => call<GuideStatus>(server.baseUrl, 'GET', GUIDE_PATHS.status, { token });
const done = (token: string, json: unknown) => call<GuideStatus>(server.baseUrl, 'POST', GUIDE_PATHS.done, { token, json });

describe('guide_status and guide_done', () => {
  it('a new account has seen no guide', async () => {
    const reply = await status(fresh.token.id);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ result: 'ok', data: { steps: false, demo: false } });
    expect(await storedFlags(fresh.user.id)).toEqual([]);
  });

  it('records a variant for the caller only, once, and answers the new status', async () => {
    const first = await done(fresh.token.id, { variant: 'steps' });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ steps: true, demo: false });
    const [row] = await storedFlags(fresh.user.id);
    expect(row?.variant).toBe('steps');
    expect(Math.abs(row!.done_at - Date.now() / 1000)).toBeLessThan(60);

    // again: nothing changes, the first time stays
    const again = await done(fresh.token.id, { variant: 'steps' });
    expect(again.body.data).toEqual({ steps: true, demo: false });
    expect(await storedFlags(fresh.user.id)).toEqual([row]);

    expect((await status(fresh.token.id)).body.data).toEqual({ steps: true, demo: false });
    // another account is untouched
    expect((await status(other.token.id)).body.data).toEqual({ steps: false, demo: false });
    expect(await storedFlags(other.user.id)).toEqual([]);

    await done(fresh.token.id, { variant: 'demo' });
    expect((await status(fresh.token.id)).body.data).toEqual({ steps: true, demo: true });
    expect((await storedFlags(fresh.user.id)).map((flag) => flag.variant)).toEqual(['demo', 'steps']);
  });

  it('a new session of the same account (another device) sees the flags', async () => {
    const device = await login(server.baseUrl, '13900000301');
    expect((await status(device.token.id)).body.data).toEqual({ steps: true, demo: true });
  });

  it('the seeded demo accounts have seen both guides', async () => {
    for (const phone of Object.values(PHONES)) {
      const session = await login(server.baseUrl, phone);
      expect((await status(session.token.id)).body.data, phone).toEqual({ steps: true, demo: true });
    }
  });

  it('refuses an unknown variant, a missing one and any other field, naming the field', async () => {
    const unknown = await done(other.token.id, { variant: 'tour' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ result: 'fail', code: 40000 });
    expect(unknown.body.message).toBe('参数错误：variant 必须是以下值之一："steps"、"demo"');

    const missing = await done(other.token.id, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('缺少必填字段 variant');

    // no way to write someone else's flags
    const foreign = await done(other.token.id, { variant: 'steps', user_id: fresh.user.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toContain('不支持的字段 user_id');
    expect(await storedFlags(other.user.id)).toEqual([]);
  });

  it('refuses calls without a session', async () => {
    for (const reply of [
      await call(server.baseUrl, 'GET', GUIDE_PATHS.status),
      await call(server.baseUrl, 'POST', GUIDE_PATHS.done, { json: { variant: 'steps' } }),
    ]) {
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ result: 'fail', code: 50008 });
    }
  });
});
