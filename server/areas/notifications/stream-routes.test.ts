import Database from 'better-sqlite3';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginData } from '@shared/session/types.ts';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { MESSAGE_TYPES, NOTIFICATION_PATHS, type NotificationMessage, type StreamTicket, type UnreadCounts } from '@shared/notifications/contract.ts';
import { DATABASE_FILE } from '@server/db/database.ts';
import { createMainAccount } from '@server/test-support/accounts.ts';
import { openEventStream, type EventStreamReader } from '@server/test-support/event-stream.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';
import { devRoutesEnabled } from './routes.ts';

let server: TestServer;
let teacher: LoginData;
let staff: LoginData;
/** another main account with demo messages of its own */
let planet: LoginData;
const previousDevRoutes = process.env.LECTERN_DEV_ROUTES;

beforeAll(async () => {
  process.env.LECTERN_DEV_ROUTES = '1';
  server = await startServer();
  [teacher, staff, planet] = await Promise.all([
    login(server.baseUrl, PHONES.teacher),
    login(server.baseUrl, PHONES.staff),
    login(server.baseUrl, PHONES.planet),
  ]);
});
afterAll(async () => {
  await server.close();
  if (previousDevRoutes === undefined) delete process.env.LECTERN_DEV_ROUTES;
  else process.env.LECTERN_DEV_ROUTES = previousDevRoutes;
});

type StoredMessage = { id: number; user_id: number; msg_type: string; read_status: number; created_at: number };

/** The messages straight from the database. */
function stored(userId: number): StoredMessage[] {
  const db = new Database(path.join(server.dataDir, DATABASE_FILE), { readonly: true });
  try {
    return db
      .prepare('select id, user_id, msg_type, read_status, created_at from notifications where user_id = ? order by created_at desc, id desc')
      .all(userId) as StoredMessage[];
  } finally {
    db.close();
  }
}
const storedUnread = (userId: number) => stored(userId).filter((row) => row.read_status === 0);

/** A main account of its own, with no messages, signed in. */
let phoneSeq = 0;
async function freshAccount(): Promise<LoginData> {
  const phone = `1390000${String(++phoneSeq).padStart(4, '0')}`;
  await createMainAccount(server.dataDir, phone);
  return login(server.baseUrl, phone);
}

const list = (token: string, query: Record<string, string | number> = {}) =>
  call<never>(server.baseUrl, 'GET', NOTIFICATION_PATHS.messageList, { token, query });
const rowsOf = (reply: Awaited<ReturnType<typeof list>>) => reply.body.rows as NotificationMessage[];
const counts = async (token: string) =>
  (await call<UnreadCounts>(server.baseUrl, 'GET', NOTIFICATION_PATHS.unreadCount, { token })).body.data!;
const create = async (token: string, msg_type: string, title = `消息 ${msg_type}`) => {
  const reply = await call<NotificationMessage>(server.baseUrl, 'POST', NOTIFICATION_PATHS.devCreate, {
    token,
    json: { title, subtitle: `${title} 副标题`, content: `${title} 正文`, msg_type },
  });
  expect(reply.status).toBe(200);
  return reply.body.data!;
};
const setRead = (token: string, messageId: number | string) =>
  call(server.baseUrl, 'POST', NOTIFICATION_PATHS.setRead, { token, form: { messageId: String(messageId) } });
const setReadAll = (token: string, form: Record<string, string> = {}) =>
  call(server.baseUrl, 'POST', NOTIFICATION_PATHS.setReadAll, { token, form });

describe('unread_message_count', () => {
  it('answers the unread count of every message type and their sum, as stored', async () => {
    const reply = await call<UnreadCounts>(server.baseUrl, 'GET', NOTIFICATION_PATHS.unreadCount, { token: teacher.token.id });
    expect(reply.status).toBe(200);
    const answer = reply.body.data!;
    const unread = storedUnread(teacher.user.id);
    for (const type of MESSAGE_TYPES) {
      expect(answer[type]).toBe(unread.filter((row) => row.msg_type === type).length);
      expect(answer[type]).toBeGreaterThan(0);
    }
    expect(answer.all).toBe(answer.platform + answer.deal + answer.market + answer.official);
  });

  it('gives a staff account the counts of its main account', async () => {
    expect(await counts(staff.token.id)).toEqual(await counts(teacher.token.id));
  });

  it('refuses a call without a session', async () => {
    const reply = await call(server.baseUrl, 'GET', NOTIFICATION_PATHS.unreadCount);
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ result: 'fail', code: 50008 });
  });
});

describe('message_list', () => {
  it('answers the first 10 messages, newest first, with the fields of spec §3 and the total', async () => {
    const reply = await list(teacher.token.id);
    expect(reply.status).toBe(200);
    const all = stored(teacher.user.id);
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
    const all = stored(teacher.user.id).map((row) => row.id);
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 10) + 1; page++) seen.push(...rowsOf(await list(teacher.token.id, { page })).map((row) => row.id));
    expect(seen).toEqual(all);
    expect(rowsOf(await list(teacher.token.id, { pageSize: 50 })).map((row) => row.id)).toEqual(all.slice(0, 50));
    const tooMany = await list(teacher.token.id, { pageSize: 51 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ code: 40000, message: '参数错误：pageSize 不能大于 50' });
  });

  it('narrows to one type and to read or unread messages, with status or readStatus', async () => {
    const all = stored(teacher.user.id);
    for (const type of MESSAGE_TYPES) {
      const reply = await list(teacher.token.id, { msgType: type, pageSize: 50 });
      expect(rowsOf(reply).map((row) => row.id)).toEqual(all.filter((row) => row.msg_type === type).map((row) => row.id));
    }
    for (const readStatus of [0, 1] as const) {
      const expected = all.filter((row) => row.msg_type === 'deal' && row.read_status === readStatus).map((row) => row.id);
      expect(expected.length).toBeGreaterThan(0);
      const byReadStatus = await list(teacher.token.id, { msgType: 'deal', readStatus, pageSize: 50 });
      expect(rowsOf(byReadStatus).map((row) => row.id)).toEqual(expected);
      expect(byReadStatus.body.totalCount).toBe(expected.length);
      const byStatus = await list(teacher.token.id, { msgType: 'deal', status: readStatus, pageSize: 50 });
      expect(rowsOf(byStatus).map((row) => row.id)).toEqual(expected);
    }
    const contradicting = await list(teacher.token.id, { status: 0, readStatus: 1 });
    expect(contradicting.status).toBe(400);
    expect(contradicting.body.message).toBe('参数错误：status 与 readStatus 不一致');
  });

  it('names the field and the rule of a bad parameter, in Chinese', async () => {
    const badType = await list(teacher.token.id, { msgType: 'spam' });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe('参数错误：msgType 必须是以下值之一："platform"、"deal"、"market"、"official"');
    const badStatus = await list(teacher.token.id, { readStatus: 2 });
    expect(badStatus.body.message).toBe('参数错误：readStatus 必须是 0（未读）或 1（已读）');
    const badPage = await list(teacher.token.id, { page: 0 });
    expect(badPage.body.message).toBe('参数错误：page 不能小于 1');
  });

  it('accepts user_id or userId of the caller or of its main account, and refuses anyone else', async () => {
    const own = await list(teacher.token.id, { user_id: teacher.user.id });
    expect(own.status).toBe(200);
    const staffOwn = await list(staff.token.id, { userId: staff.user.id, pageSize: 50 });
    const staffMain = await list(staff.token.id, { user_id: teacher.user.id, pageSize: 50 });
    const teachers = await list(teacher.token.id, { pageSize: 50 });
    expect(rowsOf(staffOwn)).toEqual(rowsOf(teachers));
    expect(rowsOf(staffMain)).toEqual(rowsOf(teachers));
    for (const query of [{ user_id: planet.user.id }, { userId: planet.user.id }] as Record<string, number>[]) {
      const other = await list(teacher.token.id, query);
      expect(other.status).toBe(403);
      expect(other.body).toMatchObject({ result: 'fail', code: 40300, message: '无权查看其他账号的消息' });
    }
    const mixed = await list(teacher.token.id, { user_id: teacher.user.id, userId: planet.user.id });
    expect(mixed.status).toBe(400);
  });

  it("shows a teacher only their own messages", async () => {
    const theirs = stored(planet.user.id).map((row) => row.id);
    const mine = new Set(stored(teacher.user.id).map((row) => row.id));
    const reply = await list(planet.token.id, { pageSize: 50 });
    expect(rowsOf(reply).map((row) => row.id)).toEqual(theirs);
    expect(theirs.some((id) => mine.has(id))).toBe(false);
  });

  it('refuses a call without a session', async () => {
    const reply = await call(server.baseUrl, 'GET', NOTIFICATION_PATHS.messageList);
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ result: 'fail', code: 50008 });
  });
});

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
    expect(stored(account.user.id).find((row) => row.id === first.id)?.read_status).toBe(1);
    expect(await counts(account.token.id)).toEqual({ all: 2, platform: 0, deal: 1, market: 0, official: 1 });
    expect(rowsOf(await list(account.token.id, { readStatus: 1 })).map((row) => row.id)).toEqual([first.id]);

    expect((await setRead(account.token.id, first.id)).status).toBe(200);
    expect(await counts(account.token.id)).toEqual({ all: 2, platform: 0, deal: 1, market: 0, official: 1 });
  });

  it("answers 40400 for another teacher's message and for an unknown one, and changes nothing", async () => {
    const victim = storedUnread(teacher.user.id)[0]!;
    const before = await counts(teacher.token.id);
    for (const id of [victim.id, 99_999_999]) {
      const reply = await setRead(planet.token.id, id);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ result: 'fail', code: 40400, message: '消息不存在' });
    }
    expect(stored(teacher.user.id).find((row) => row.id === victim.id)?.read_status).toBe(0);
    expect(await counts(teacher.token.id)).toEqual(before);
  });

  it("lets a staff account read its main account's message", async () => {
    const target = storedUnread(teacher.user.id).at(-1)!;
    expect((await setRead(staff.token.id, target.id)).status).toBe(200);
    expect(stored(teacher.user.id).find((row) => row.id === target.id)?.read_status).toBe(1);
  });

  it('checks messageId', async () => {
    const missing = await call(server.baseUrl, 'POST', NOTIFICATION_PATHS.setRead, { token: teacher.token.id, json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：缺少必填字段 messageId');
    const text = await setRead(teacher.token.id, 'abc');
    expect(text.body.message).toBe('参数错误：messageId 必须是整数');
    const zero = await setRead(teacher.token.id, 0);
    expect(zero.body.message).toBe('参数错误：messageId 必须是正整数');
    const unknownField = await call(server.baseUrl, 'POST', NOTIFICATION_PATHS.setRead, { token: teacher.token.id, json: { messageId: 1, x: 1 } });
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
    const others = await counts(planet.token.id);

    expect((await setReadAll(account.token.id, { msgType: 'deal' })).body).toEqual({ result: 'ok' });
    expect(await counts(account.token.id)).toEqual({ all: 1, platform: 0, deal: 0, market: 1, official: 0 });

    expect((await setReadAll(account.token.id)).status).toBe(200);
    expect(await counts(account.token.id)).toEqual({ all: 0, platform: 0, deal: 0, market: 0, official: 0 });
    expect(storedUnread(account.user.id)).toEqual([]);
    expect(stored(account.user.id)).toHaveLength(3);
    expect(await counts(planet.token.id)).toEqual(others);
    // nothing left to read is no failure; a JSON body without fields neither
    const again = await call(server.baseUrl, 'POST', NOTIFICATION_PATHS.setReadAll, { token: account.token.id, json: {} });
    expect(again.status).toBe(200);
  });

  it('checks msgType', async () => {
    const reply = await setReadAll(teacher.token.id, { msgType: 'all' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('参数错误：msgType 必须是以下值之一："platform"、"deal"、"market"、"official"');
  });
});

describe('message_create (LECTERN_DEV_ROUTES=1 only)', () => {
  it('stores an unread message for the caller and answers it', async () => {
    const account = await freshAccount();
    const message = await create(account.token.id, 'platform', '新功能上线');
    expect(message).toMatchObject({ title: '新功能上线', subtitle: '新功能上线 副标题', content: '新功能上线 正文', msg_type: 'platform', read_status: 0 });
    expect(stored(account.user.id).map((row) => row.id)).toEqual([message.id]);
    const missing = await call(server.baseUrl, 'POST', NOTIFICATION_PATHS.devCreate, { token: account.token.id, json: { msg_type: 'deal' } });
    expect(missing.body.message).toBe('参数错误：缺少必填字段 title');
  });

  it('is off unless LECTERN_DEV_ROUTES=1, and always off in production', async () => {
    expect(devRoutesEnabled({ LECTERN_DEV_ROUTES: '1' })).toBe(true);
    expect(devRoutesEnabled({ LECTERN_DEV_ROUTES: '1', NODE_ENV: 'production' })).toBe(false);
    expect(devRoutesEnabled({})).toBe(false);
    process.env.LECTERN_DEV_ROUTES = '0';
    const plain = await startServer();
    process.env.LECTERN_DEV_ROUTES = '1';
    try {
      const session = await login(plain.baseUrl, PHONES.teacher);
      const reply = await call(plain.baseUrl, 'POST', NOTIFICATION_PATHS.devCreate, {
        token: session.token.id,
        json: { title: 'x', msg_type: 'deal' },
      });
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ code: 40400, message: '接口不存在' });
    } finally {
      await plain.close();
    }
  });
});

describe('message stream (server-sent events)', () => {
  const streams: EventStreamReader[] = [];
  afterAll(() => {
    for (const stream of streams) stream.close();
  });

  const ticketFor = async (token: string) => {
    const reply = await call<StreamTicket>(server.baseUrl, 'POST', NOTIFICATION_PATHS.streamTicket, { token });
    expect(reply.status).toBe(200);
    return reply.body.data!;
  };
  const streamUrl = (ticket: string) => `${server.baseUrl}${NOTIFICATION_PATHS.stream}?ticket=${encodeURIComponent(ticket)}&app=lectern&appid=web&u=0`;
  const connect = async (token: string) => {
    const stream = await openEventStream(streamUrl((await ticketFor(token)).ticket));
    streams.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  };
  const nextCounts = async (stream: EventStreamReader) => JSON.parse((await stream.nextNamed('unread')).data) as UnreadCounts;

  it('needs a session for a ticket, and a ticket that is neither unknown nor used for a stream', async () => {
    const noSession = await call(server.baseUrl, 'POST', NOTIFICATION_PATHS.streamTicket);
    expect(noSession.status).toBe(401);
    const ticket = await ticketFor(teacher.token.id);
    expect(ticket.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ticket.exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(50);
    const unknown = await openEventStream(streamUrl('not-a-ticket'));
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ result: 'fail', code: 50008 });
    const missing = await openEventStream(`${server.baseUrl}${NOTIFICATION_PATHS.stream}`);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: '参数错误：缺少必填字段 ticket' });
    // the access token itself is no ticket
    expect((await openEventStream(streamUrl(teacher.token.id))).status).toBe(401);

    const first = await openEventStream(streamUrl(ticket.ticket));
    streams.push(first);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(first.headers.get('cache-control')).toBe('no-store');
    const again = await openEventStream(streamUrl(ticket.ticket));
    expect(again.status).toBe(401);
    first.close();
  });

  it('sends the counts at once, then a new message with the new counts, and the counts after each read', async () => {
    const account = await freshAccount();
    const stream = await connect(account.token.id);
    expect(await nextCounts(stream)).toEqual({ all: 0, platform: 0, deal: 0, market: 0, official: 0 });

    const created = await create(account.token.id, 'market', '拼团成功');
    const pushed = await stream.next();
    expect(pushed.event).toBe('message');
    expect(JSON.parse(pushed.data)).toEqual(created);
    expect(await nextCounts(stream)).toEqual({ all: 1, platform: 0, deal: 0, market: 1, official: 0 });

    await create(account.token.id, 'deal');
    await stream.nextNamed('message');
    expect(await nextCounts(stream)).toEqual({ all: 2, platform: 0, deal: 1, market: 1, official: 0 });

    await setRead(account.token.id, created.id);
    expect(await nextCounts(stream)).toEqual({ all: 1, platform: 0, deal: 1, market: 0, official: 0 });
    await setReadAll(account.token.id);
    expect(await nextCounts(stream)).toEqual({ all: 0, platform: 0, deal: 0, market: 0, official: 0 });
  });

  it("never tells one teacher about another's messages; a staff account hears its main account's", async () => {
    const one = await freshAccount();
    const two = await freshAccount();
    const oneStream = await connect(one.token.id);
    const twoStream = await connect(two.token.id);
    const staffStream = await connect(staff.token.id);
    await nextCounts(oneStream);
    await nextCounts(twoStream);
    const teacherCounts = await nextCounts(staffStream);
    expect(teacherCounts).toEqual(await counts(teacher.token.id));

    await create(one.token.id, 'official', '只给一号');
    expect(JSON.parse((await oneStream.nextNamed('message')).data).title).toBe('只给一号');
    await create(two.token.id, 'platform', '只给二号');
    // the first thing the second teacher hears of is their own message
    const twoFirst = await twoStream.next();
    expect(twoFirst.event).toBe('message');
    expect(JSON.parse(twoFirst.data).title).toBe('只给二号');
    expect(await nextCounts(twoStream)).toEqual({ all: 1, platform: 1, deal: 0, market: 0, official: 0 });

    await create(teacher.token.id, 'deal', '给林老师');
    const staffFirst = await staffStream.next();
    expect(JSON.parse(staffFirst.data).title).toBe('给林老师');
    expect(await nextCounts(staffStream)).toEqual({ ...teacherCounts, all: teacherCounts.all + 1, deal: teacherCounts.deal + 1 });
    // and the first teacher heard of nobody else's message: the next thing is their own again
    await create(one.token.id, 'deal', '一号的第二条');
    await nextCounts(oneStream);
    expect(JSON.parse((await oneStream.next()).data).title).toBe('一号的第二条');
  });

  it('ends when the session logs out', async () => {
    const session = await login(server.baseUrl, PHONES.planet);
    const stream = await connect(session.token.id);
    await nextCounts(stream);
    const done = vi_ended(stream);
    expect((await call(server.baseUrl, 'POST', ACCOUNT_PATHS.logout, { token: session.token.id })).status).toBe(200);
    await done;
  });

  it('ends when the staff account is disabled, and its tickets stop working', async () => {
    const session = await login(server.baseUrl, PHONES.staff);
    const spare = await ticketFor(session.token.id);
    const stream = await connect(session.token.id);
    await nextCounts(stream);
    const done = vi_ended(stream);
    const disable = await call(server.baseUrl, 'POST', ACCOUNT_PATHS.teacherAccountStatus, { token: teacher.token.id, json: { id: session.user.id, status: 0 } });
    expect(disable.status).toBe(200);
    try {
      await done;
      const refused = await openEventStream(streamUrl(spare.ticket));
      expect(refused.status).toBe(401);
    } finally {
      await call(server.baseUrl, 'POST', ACCOUNT_PATHS.teacherAccountStatus, { token: teacher.token.id, json: { id: session.user.id, status: 1 } });
    }
  });

  it('keeps tokens and usable tickets out of the server log', async () => {
    const session = await login(server.baseUrl, PHONES.teacher);
    const ticket = await ticketFor(session.token.id);
    const stream = await openEventStream(streamUrl(ticket.ticket));
    streams.push(stream);
    await nextCounts(stream);
    const logs = server.logs();
    expect(logs).toContain(NOTIFICATION_PATHS.stream);
    expect(logs).not.toContain(session.token.id);
    // a ticket in a logged URL is spent: it opens nothing
    expect((await openEventStream(streamUrl(ticket.ticket))).status).toBe(401);
    stream.close();
  });
});

/** Resolves when the server ends the stream; fails the test after 5 s. */
function vi_ended(stream: EventStreamReader): Promise<void> {
  return Promise.race([
    stream.ended,
    new Promise<void>((_resolve, reject) => setTimeout(() => reject(new Error('the stream did not end')), 5000)),
  ]);
}
