/**
 * Several server instances on one PostgreSQL: two started at once on one empty database both come up
 * and seed it once; a session made on one works on the other, and so does a stream ticket; a notification created through one reaches a stream
 * open on the other within a second, and reading it there reaches a stream on the first; a list one answers from
 * memory shows a change made through the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_PATHS, type NotificationMessage, type StreamTicket, type UnreadCounts } from '@shared/notifications/contract.ts';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import type { Material } from '@shared/materials/types.ts';
import { upload } from '@server/areas/materials/test-support.ts';
import { DEMO_ACCOUNTS } from '@server/seed/demo-data.ts';
import { png } from '@server/test-support/media-files.ts';
import { createMainAccount } from '@server/test-support/accounts.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { openEventStream, type EventStreamReader } from '@server/test-support/event-stream.ts';
import { call, login } from '@server/test-support/http.ts';
import { dropPostgresDatabase, freshPostgresDatabase, postgresAvailable } from '@server/test-support/postgres.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

const ZERO: UnreadCounts = { all: 0, platform: 0, deal: 0, market: 0, official: 0 };

describe.skipIf(!postgresAvailable)('two server instances on one PostgreSQL', () => {
  const previousDevRoutes = process.env.LECTERN_DEV_ROUTES;
  let databaseUrl: string;
  const servers: TestServer[] = [];
  const streams: EventStreamReader[] = [];

  beforeAll(async () => {
    process.env.LECTERN_DEV_ROUTES = '1';
    databaseUrl = await freshPostgresDatabase();
    // at the same moment, on an empty database: one migrates and seeds, the other waits and finds it done
    const started = await Promise.allSettled([0, 1].map(() => startServer({ databaseUrl }, { keepDatabase: true })));
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
  }, 120_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all(servers.map((server) => server.close()));
    if (databaseUrl !== undefined) await dropPostgresDatabase(databaseUrl);
    if (previousDevRoutes === undefined) delete process.env.LECTERN_DEV_ROUTES;
    else process.env.LECTERN_DEV_ROUTES = previousDevRoutes;
  });

  const [a, b] = [() => servers[0]!, () => servers[1]!];

  /** a stream on `server`, with a ticket asked for through `ticketServer` (the balancer may send them apart) */
  const connect = async (server: TestServer, token: string, ticketServer = server) => {
    const ticket = await call<StreamTicket>(ticketServer.baseUrl, 'POST', NOTIFICATION_PATHS.streamTicket, { token });
    expect(ticket.status).toBe(200);
    const url = `${server.baseUrl}${NOTIFICATION_PATHS.stream}?ticket=${encodeURIComponent(ticket.body.data!.ticket)}&app=lectern&appid=web&u=0`;
    const stream = await openEventStream(url);
    streams.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  };
  const nextCounts = async (stream: EventStreamReader, timeoutMs?: number) =>
    JSON.parse((await stream.nextNamed('unread', timeoutMs)).data) as UnreadCounts;

  it('both start at once on one empty database, which is migrated and seeded once', async () => {
    expect(servers).toHaveLength(2);
    const users = await queryTestDatabase<{ n: number }>(a().dataDir, 'select count(*) as n from users');
    expect(Number(users[0]!.n)).toBe(DEMO_ACCOUNTS.length);
    const migrations = await queryTestDatabase<{ name: string; n: number }>(
      a().dataDir,
      'select name, count(*) as n from kysely_migration group by name having count(*) > 1',
    );
    expect(migrations).toEqual([]);
  });

  it('a notification created through one instance reaches a stream on the other within a second; a read there reaches the first', async () => {
    await createMainAccount(a().dataDir, '13900009901');
    // signed in on A, working on B: sessions live in the database
    const session = await login(a().baseUrl, '13900009901');
    // the ticket asked for through A opens the stream on B: tickets live in the database
    const onB = await connect(b(), session.token.id, a());
    expect(await nextCounts(onB)).toEqual(ZERO);
    const onA = await connect(a(), session.token.id);
    expect(await nextCounts(onA)).toEqual(ZERO);

    const sent = Date.now();
    const created = await call<NotificationMessage>(a().baseUrl, 'POST', NOTIFICATION_PATHS.devCreate, {
      token: session.token.id,
      json: { title: '跨实例消息', content: '从 A 发出', msg_type: 'deal' },
    });
    expect(created.status).toBe(200);
    const pushed = await onB.nextNamed('message', 1000);
    expect(Date.now() - sent).toBeLessThan(1000);
    expect(JSON.parse(pushed.data)).toEqual(created.body.data);
    expect(await nextCounts(onB, 1000)).toEqual({ ...ZERO, all: 1, deal: 1 });
    // the publisher hears it once, through LISTEN like every instance
    expect(JSON.parse((await onA.next(1000)).data)).toEqual(created.body.data);
    expect(await nextCounts(onA, 1000)).toEqual({ ...ZERO, all: 1, deal: 1 });

    const read = await call(b().baseUrl, 'POST', NOTIFICATION_PATHS.setRead, { token: session.token.id, form: { messageId: String(created.body.data!.id) } });
    expect(read.status).toBe(200);
    const afterRead = await onA.next(1000);
    expect(afterRead.event).toBe('unread');
    expect(JSON.parse(afterRead.data)).toEqual(ZERO);
    expect(await nextCounts(onB, 1000)).toEqual(ZERO);
    // nothing heard twice
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(onA.next(50)).rejects.toThrow('no event');
    await expect(onB.next(50)).rejects.toThrow('no event');
  });

  it('a material renamed through one instance is renamed in the next list the other answers (pages kept in memory check the version in the database)', async () => {
    await createMainAccount(a().dataDir, '13900009902');
    const session = await login(a().baseUrl, '13900009902');
    const uploaded = await upload<Material>(a().baseUrl, session.token.id, 'picture', '跨实例图片.png', png(12, 12));
    const titles = async (server: TestServer) =>
      ((await call<never>(server.baseUrl, 'GET', MATERIAL_PATHS.findSources('picture'), { token: session.token.id })).body.rows as Material[]).map((row) => row.title);
    expect(await titles(b())).toEqual(['跨实例图片']);
    expect(await titles(b())).toEqual(['跨实例图片']);
    const renamed = await call(a().baseUrl, 'POST', MATERIAL_PATHS.updateSource(uploaded.body.data!.id), { token: session.token.id, form: { file_name: '改过名的图片' } });
    expect(renamed.status).toBe(200);
    expect(await titles(b())).toEqual(['改过名的图片']);
  });
});
