import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '@shared/account/paths.ts';
import { NOTIFICATION_PATHS, type StreamTicket, type UnreadCounts } from '@shared/notifications/contract.ts';
import { openEventStream, type EventStreamReader } from '@server/test-support/event-stream.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { useNotificationServer } from './test-support.ts';

const demo = useNotificationServer();
const { freshAccount, counts, create, setRead, setReadAll } = demo;

describe('message stream (server-sent events)', () => {
  const streams: EventStreamReader[] = [];
  afterAll(() => {
    for (const stream of streams) stream.close();
  });

  const ticketFor = async (token: string) => {
    const reply = await call<StreamTicket>(demo.server.baseUrl, 'POST', NOTIFICATION_PATHS.streamTicket, { token });
    expect(reply.status).toBe(200);
    return reply.body.data!;
  };
  const streamUrl = (ticket: string) => `${demo.server.baseUrl}${NOTIFICATION_PATHS.stream}?ticket=${encodeURIComponent(ticket)}&app=lectern&appid=web&u=0`;
  const connect = async (token: string) => {
    const stream = await openEventStream(streamUrl((await ticketFor(token)).ticket));
    streams.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  };
  const nextCounts = async (stream: EventStreamReader) => JSON.parse((await stream.nextNamed('unread')).data) as UnreadCounts;

  it('needs a session for a ticket, and a ticket that is neither unknown nor used for a stream', async () => {
    const noSession = await call(demo.server.baseUrl, 'POST', NOTIFICATION_PATHS.streamTicket);
    expect(noSession.status).toBe(401);
    const ticket = await ticketFor(demo.teacher.token.id);
    expect(ticket.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ticket.exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(50);
    const unknown = await openEventStream(streamUrl('not-a-ticket'));
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ result: 'fail', code: 50008 });
    const missing = await openEventStream(`${demo.server.baseUrl}${NOTIFICATION_PATHS.stream}`);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: '参数错误：缺少必填字段 ticket' });
    // the access token itself is no ticket
    expect((await openEventStream(streamUrl(demo.teacher.token.id))).status).toBe(401);

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
    const staffStream = await connect(demo.staff.token.id);
    await nextCounts(oneStream);
    await nextCounts(twoStream);
    const teacherCounts = await nextCounts(staffStream);
    expect(teacherCounts).toEqual(await counts(demo.teacher.token.id));

    await create(one.token.id, 'official', '只给一号');
    expect(JSON.parse((await oneStream.nextNamed('message')).data).title).toBe('只给一号');
    await create(two.token.id, 'platform', '只给二号');
    // the first thing the second teacher hears of is their own message
    const twoFirst = await twoStream.next();
    expect(twoFirst.event).toBe('message');
    expect(JSON.parse(twoFirst.data).title).toBe('只给二号');
    expect(await nextCounts(twoStream)).toEqual({ all: 1, platform: 1, deal: 0, market: 0, official: 0 });

    await create(demo.teacher.token.id, 'deal', '给林老师');
    const staffFirst = await staffStream.next();
    expect(JSON.parse(staffFirst.data).title).toBe('给林老师');
    expect(await nextCounts(staffStream)).toEqual({ ...teacherCounts, all: teacherCounts.all + 1, deal: teacherCounts.deal + 1 });
    // and the first teacher heard of nobody else's message: the next thing is their own again
    await create(one.token.id, 'deal', '一号的第二条');
    await nextCounts(oneStream);
    expect(JSON.parse((await oneStream.next()).data).title).toBe('一号的第二条');
  });

  it('ends when the session logs out', async () => {
    const session = await login(demo.server.baseUrl, PHONES.planet);
    const stream = await connect(session.token.id);
    await nextCounts(stream);
    const done = vi_ended(stream);
    expect((await call(demo.server.baseUrl, 'POST', ACCOUNT_PATHS.logout, { token: session.token.id })).status).toBe(200);
    await done;
  });

  it('ends when the staff account is disabled, and its tickets stop working', async () => {
    const session = await login(demo.server.baseUrl, PHONES.staff);
    const spare = await ticketFor(session.token.id);
    const stream = await connect(session.token.id);
    await nextCounts(stream);
    const done = vi_ended(stream);
    const disable = await call(demo.server.baseUrl, 'POST', ACCOUNT_PATHS.teacherAccountStatus, { token: demo.teacher.token.id, json: { id: session.user.id, status: 0 } });
    expect(disable.status).toBe(200);
    try {
      await done;
      const refused = await openEventStream(streamUrl(spare.ticket));
      expect(refused.status).toBe(401);
    } finally {
      await call(demo.server.baseUrl, 'POST', ACCOUNT_PATHS.teacherAccountStatus, { token: demo.teacher.token.id, json: { id: session.user.id, status: 1 } });
    }
  });

  it('keeps tokens and usable tickets out of the server log', async () => {
    const session = await login(demo.server.baseUrl, PHONES.teacher);
    const ticket = await ticketFor(session.token.id);
    const stream = await openEventStream(streamUrl(ticket.ticket));
    streams.push(stream);
    await nextCounts(stream);
    const logs = demo.server.logs();
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
