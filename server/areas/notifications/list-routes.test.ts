import { describe, expect, it } from 'vitest';
import { MESSAGE_TYPES, NOTIFICATION_PATHS, type UnreadCounts } from '@shared/notifications/contract.ts';
import { call } from '@server/test-support/http.ts';
import { useNotificationServer } from './test-support.ts';

const demo = useNotificationServer();
const { stored, storedUnread, list, rowsOf, counts } = demo;

describe('unread_message_count', () => {
  it('answers the unread count of every message type and their sum, as stored', async () => {
    const reply = await call<UnreadCounts>(demo.server.baseUrl, 'GET', NOTIFICATION_PATHS.unreadCount, { token: demo.teacher.token.id });
    expect(reply.status).toBe(200);
    const answer = reply.body.data!;
    const unread = await storedUnread(demo.teacher.user.id);
    for (const type of MESSAGE_TYPES) {
      expect(answer[type]).toBe(unread.filter((row) => row.msg_type === type).length);
      expect(answer[type]).toBeGreaterThan(0);
    }
    expect(answer.all).toBe(answer.platform + answer.deal + answer.market + answer.official);
  });

  it('gives a staff account the counts of its main account', async () => {
    expect(await counts(demo.staff.token.id)).toEqual(await counts(demo.teacher.token.id));
  });

  it('refuses a call without a session', async () => {
    const reply = await call(demo.server.baseUrl, 'GET', NOTIFICATION_PATHS.unreadCount);
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ result: 'fail', code: 50008 });
  });
});

describe('message_list', () => {
  it('answers the first 10 messages, newest first, with the fields of spec §3 and the total', async () => {
    const reply = await list(demo.teacher.token.id);
    expect(reply.status).toBe(200);
    const all = await stored(demo.teacher.user.id);
    expect(reply.body.totalCount).toBe(all.length);
    const rows = rowsOf(reply);
    expect(rows).toHaveLength(10);
    expect(rows.map((row) => row.id)).toEqual(all.slice(0, 10).map((row) => row.id));
    for (const [index, row] of rows.entries()) {
      expect(Object.keys(row).sort()).toEqual(['content', 'created_at', 'id', 'msg_type', 'read_status', 'subtitle', 'title']);
      expect(row.read_status).toBe(all[index]!.read_status);
      expect(row.title).not.toBe('');
    }
  });

  it('pages through every message once (page, pageSize up to 50)', async () => {
    const all = (await stored(demo.teacher.user.id)).map((row) => row.id);
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 10) + 1; page++) seen.push(...rowsOf(await list(demo.teacher.token.id, { page })).map((row) => row.id));
    expect(seen).toEqual(all);
    expect(rowsOf(await list(demo.teacher.token.id, { pageSize: 50 })).map((row) => row.id)).toEqual(all.slice(0, 50));
    const tooMany = await list(demo.teacher.token.id, { pageSize: 51 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ code: 40000, message: '参数错误：pageSize 不能大于 50' });
  });

  it('narrows to one type and to read or unread messages, with status or readStatus', async () => {
    const all = await stored(demo.teacher.user.id);
    for (const type of MESSAGE_TYPES) {
      const reply = await list(demo.teacher.token.id, { msgType: type, pageSize: 50 });
      expect(rowsOf(reply).map((row) => row.id)).toEqual(all.filter((row) => row.msg_type === type).map((row) => row.id));
    }
    for (const readStatus of [0, 1] as const) {
      const expected = all.filter((row) => row.msg_type === 'deal' && row.read_status === readStatus).map((row) => row.id);
      expect(expected.length).toBeGreaterThan(0);
      const byReadStatus = await list(demo.teacher.token.id, { msgType: 'deal', readStatus, pageSize: 50 });
      expect(rowsOf(byReadStatus).map((row) => row.id)).toEqual(expected);
      expect(byReadStatus.body.totalCount).toBe(expected.length);
      const byStatus = await list(demo.teacher.token.id, { msgType: 'deal', status: readStatus, pageSize: 50 });
      expect(rowsOf(byStatus).map((row) => row.id)).toEqual(expected);
    }
    const contradicting = await list(demo.teacher.token.id, { status: 0, readStatus: 1 });
    expect(contradicting.status).toBe(400);
    expect(contradicting.body.message).toBe('参数错误：status 与 readStatus 不一致');
  });

  it('names the field and the rule of a bad parameter, in Chinese', async () => {
    const badType = await list(demo.teacher.token.id, { msgType: 'spam' });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe('参数错误：msgType 必须是以下值之一："platform"、"deal"、"market"、"official"');
    const badStatus = await list(demo.teacher.token.id, { readStatus: 2 });
    expect(badStatus.body.message).toBe('参数错误：readStatus 必须是 0（未读）或 1（已读）');
    const badPage = await list(demo.teacher.token.id, { page: 0 });
    expect(badPage.body.message).toBe('参数错误：page 不能小于 1');
  });

  it('accepts user_id or userId of the caller or of its main account, and refuses anyone else', async () => {
    const own = await list(demo.teacher.token.id, { user_id: demo.teacher.user.id });
    expect(own.status).toBe(200);
    const staffOwn = await list(demo.staff.token.id, { userId: demo.staff.user.id, pageSize: 50 });
    const staffMain = await list(demo.staff.token.id, { user_id: demo.teacher.user.id, pageSize: 50 });
    const teachers = await list(demo.teacher.token.id, { pageSize: 50 });
    expect(rowsOf(staffOwn)).toEqual(rowsOf(teachers));
    expect(rowsOf(staffMain)).toEqual(rowsOf(teachers));
    for (const query of [{ user_id: demo.planet.user.id }, { userId: demo.planet.user.id }] as Record<string, number>[]) {
      const other = await list(demo.teacher.token.id, query);
      expect(other.status).toBe(403);
      expect(other.body).toMatchObject({ result: 'fail', code: 40300, message: '无权查看其他账号的消息' });
    }
    const mixed = await list(demo.teacher.token.id, { user_id: demo.teacher.user.id, userId: demo.planet.user.id });
    expect(mixed.status).toBe(400);
  });

  it("shows a teacher only their own messages", async () => {
    const theirs = (await stored(demo.planet.user.id)).map((row) => row.id);
    const mine = new Set((await stored(demo.teacher.user.id)).map((row) => row.id));
    const reply = await list(demo.planet.token.id, { pageSize: 50 });
    expect(rowsOf(reply).map((row) => row.id)).toEqual(theirs);
    expect(theirs.some((id) => mine.has(id))).toBe(false);
  });

  it('refuses a call without a session', async () => {
    const reply = await call(demo.server.baseUrl, 'GET', NOTIFICATION_PATHS.messageList);
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ result: 'fail', code: 50008 });
  });
});
