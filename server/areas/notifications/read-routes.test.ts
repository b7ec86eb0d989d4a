import { describe, expect, it } from 'vitest';
import { NOTIFICATION_PATHS } from '@shared/notifications/contract.ts';
import { call } from '@server/test-support/http.ts';
import { useNotificationServer } from './test-support.ts';

const demo = useNotificationServer();
const { stored, storedUnread, freshAccount, list, rowsOf, counts, create, setRead, setReadAll } = demo;

describe('message_setread', () => {
  it('marks one message read: stored, counted, listed as read; again changes nothing', async () => {
    const account = await freshAccount();
    const first = await create(account.token.id, 'deal');
    await create(account.token.id, 'deal');
    await create(account.token.id, 'official');
    expect(await counts(account.token.id)).toEqual({ all: 3, platform: 0, deal: 2, market: 0, official: 1 });

    const reply = await setRead(account.token.id, first.id);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ result: 'ok' });
    expect((await stored(account.user.id)).find((row) => row.id === first.id)?.read_status).toBe(1);
    expect(await counts(account.token.id)).toEqual({ all: 2, platform: 0, deal: 1, market: 0, official: 1 });
    expect(rowsOf(await list(account.token.id, { readStatus: 1 })).map((row) => row.id)).toEqual([first.id]);

    expect((await setRead(account.token.id, first.id)).status).toBe(200);
    expect(await counts(account.token.id)).toEqual({ all: 2, platform: 0, deal: 1, market: 0, official: 1 });
  });

  it("answers 40400 for another teacher's message and for an unknown one, and changes nothing", async () => {
    const victim = (await storedUnread(demo.teacher.user.id))[0]!;
    const before = await counts(demo.teacher.token.id);
    for (const id of [victim.id, 99_999_999]) {
      const reply = await setRead(demo.planet.token.id, id);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ result: 'fail', code: 40400, message: '消息不存在' });
    }
    expect((await stored(demo.teacher.user.id)).find((row) => row.id === victim.id)?.read_status).toBe(0);
    expect(await counts(demo.teacher.token.id)).toEqual(before);
  });

  it("lets a staff account read its main account's message", async () => {
    const target = (await storedUnread(demo.teacher.user.id)).at(-1)!;
    expect((await setRead(demo.staff.token.id, target.id)).status).toBe(200);
    expect((await stored(demo.teacher.user.id)).find((row) => row.id === target.id)?.read_status).toBe(1);
  });

  it('checks messageId', async () => {
    const missing = await call(demo.server.baseUrl, 'POST', NOTIFICATION_PATHS.setRead, { token: demo.teacher.token.id, json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：缺少必填字段 messageId');
    const text = await setRead(demo.teacher.token.id, 'abc');
    expect(text.body.message).toBe('参数错误：messageId 必须是整数');
    const zero = await setRead(demo.teacher.token.id, 0);
    expect(zero.body.message).toBe('参数错误：messageId 必须是正整数');
    const unknownField = await call(demo.server.baseUrl, 'POST', NOTIFICATION_PATHS.setRead, { token: demo.teacher.token.id, json: { messageId: 1, x: 1 } });
    expect(unknownField.body.message).toBe('参数错误：不支持的字段 x');
  });

  it('refuses a call without a session', async () => {
    const reply = await setRead('', 1);
    expect(reply.status).toBe(401);
  });
});

describe('message_setread_all', () => {
  it('marks every unread message of one type, then of every type, read; other accounts keep theirs', async () => {
    const account = await freshAccount();
    await create(account.token.id, 'deal');
    await create(account.token.id, 'deal');
    await create(account.token.id, 'market');
    const others = await counts(demo.planet.token.id);

    expect((await setReadAll(account.token.id, { msgType: 'deal' })).body).toEqual({ result: 'ok' });
    expect(await counts(account.token.id)).toEqual({ all: 1, platform: 0, deal: 0, market: 1, official: 0 });

    expect((await setReadAll(account.token.id)).status).toBe(200);
    expect(await counts(account.token.id)).toEqual({ all: 0, platform: 0, deal: 0, market: 0, official: 0 });
    expect(await storedUnread(account.user.id)).toEqual([]);
    expect(await stored(account.user.id)).toHaveLength(3);
    expect(await counts(demo.planet.token.id)).toEqual(others);
    // nothing left to read is no failure; a JSON body without fields neither
    const again = await call(demo.server.baseUrl, 'POST', NOTIFICATION_PATHS.setReadAll, { token: account.token.id, json: {} });
    expect(again.status).toBe(200);
  });

  it('checks msgType', async () => {
    const reply = await setReadAll(demo.teacher.token.id, { msgType: 'all' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('参数错误：msgType 必须是以下值之一："platform"、"deal"、"market"、"official"');
  });
});
