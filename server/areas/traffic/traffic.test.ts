import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import type { Material } from '@shared/materials/types.ts';
import { TRAFFIC_PATHS } from '@shared/traffic/paths.ts';
import type { TrafficReport } from '@shared/traffic/types.ts';
import { createMainAccount, createStaffAccount, grantModules } from '@server/test-support/accounts.ts';
import { testClock } from '@server/test-support/clock.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { pdf, png } from '@server/test-support/media-files.ts';
import { startServerWithDevRoutes, type TestServer } from '@server/test-support/start-server.ts';
import { upload } from '@server/areas/materials/test-support.ts';

const DAY = 86_400;
const TEACHER = '13900000151';
const STAFF = '13900000152';
const OTHER = '13900000153';

/** a document of `size` bytes: a real PDF padded with spaces */
const bigPdf = (size: number) => Buffer.concat([pdf(), Buffer.alloc(size - pdf().length, 0x20)]);

describe('media traffic', () => {
  const clock = testClock();
  let server: TestServer;
  let teacher: string;
  let staff: string;
  let other: string;
  let doc: Material;
  let picture: Material;
  const docSize = 6 * 1024 * 1024;

  const report = async (token: string, query: Record<string, string> = {}) => {
    const reply = await call<TrafficReport>(server.baseUrl, 'GET', TRAFFIC_PATHS.report, { token, query });
    expect(reply.body, reply.body.message).toMatchObject({ result: 'ok' });
    return reply.body.data!;
  };
  const flush = async () => expect((await call(server.baseUrl, 'POST', TRAFFIC_PATHS.devFlush, { token: teacher, json: {} })).status).toBe(200);
  /** today's figures once the server has counted and written them */
  const today = async (token = teacher) => {
    await flush();
    return (await report(token)).days.at(-1)!;
  };
  const media = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => fetch(new URL(url, server.baseUrl), { headers, method });

  beforeAll(async () => {
    // the timer never writes during the tests: they write through the development route
    server = await startServerWithDevRoutes({ now: clock.now, accessTokenTtl: 30 * DAY, refreshTokenTtl: 60 * DAY, traffic: { flushEveryMs: 3_600_000 } });
    await createMainAccount(server.dataDir, TEACHER);
    await createStaffAccount(server.dataDir, TEACHER, STAFF);
    await grantModules(server.dataDir, STAFF, ['materials']);
    await createMainAccount(server.dataDir, OTHER);
    teacher = (await login(server.baseUrl, TEACHER)).token.id;
    staff = (await login(server.baseUrl, STAFF)).token.id;
    other = (await login(server.baseUrl, OTHER)).token.id;
    doc = (await upload<Material>(server.baseUrl, teacher, 'document', 'big.pdf', bigPdf(docSize))).body.data!;
    picture = (await upload<Material>(server.baseUrl, teacher, 'picture', 'a.png', png(64, 48))).body.data!;
  });
  afterAll(() => server.close());

  it('counts a whole download, a range (206) by its bytes, and nothing for HEAD or an unsatisfiable range', async () => {
    const before = await today();
    expect(before).toMatchObject({ document: 0, picture: 0, total: 0, requests: 0 });

    const whole = await media(doc.url!);
    expect((await whole.arrayBuffer()).byteLength).toBe(docSize);
    const range = await media(doc.url!, { Range: 'bytes=100-1099' });
    expect(range.status).toBe(206);
    expect((await range.arrayBuffer()).byteLength).toBe(1000);
    expect((await media(doc.url!, {}, 'HEAD')).status).toBe(200);
    expect((await media(doc.url!, { Range: `bytes=${docSize + 10}-` })).status).toBe(416);
    const image = await media(picture.url!);
    const imageBytes = (await image.arrayBuffer()).byteLength;

    await expect.poll(() => today(), { timeout: 5000 }).toMatchObject({ document: docSize + 1000, picture: imageBytes, total: docSize + 1000 + imageBytes, requests: 3 });
  });

  it('counts only what was sent of an aborted download', async () => {
    const before = (await today()).document;
    const abort = new AbortController();
    const response = await fetch(new URL(doc.url!, server.baseUrl), { signal: abort.signal });
    const reader = response.body!.getReader();
    let received = 0;
    while (received < 64 * 1024) received += (await reader.read()).value?.length ?? 0;
    abort.abort();
    await reader.cancel().catch(() => undefined);

    // the server counts what it handed to the socket: at least what arrived, and far from the whole file
    await expect.poll(async () => (await today()).document - before, { timeout: 5000 }).toBeGreaterThanOrEqual(received);
    const counted = (await today()).document - before;
    expect(counted).toBeLessThan(docSize);
  });

  it('belongs to the material\'s owner: the staff account reads it, another teacher does not', async () => {
    const mine = await today();
    expect(mine.total).toBeGreaterThan(0);
    expect((await report(staff)).days.at(-1)).toEqual(mine);
    const theirs = await report(other);
    expect(theirs.totals.total).toBe(0);
    expect(theirs.days.every((day) => day.total === 0)).toBe(true);
    // the demo teacher's seeded month is theirs alone
    const demo = await report((await login(server.baseUrl, PHONES.teacher)).token.id);
    expect(demo.totals.total).toBeGreaterThan(0);
    expect(demo.days).toHaveLength(30);
  });

  it('compares a range with the period just before it, and keeps each day apart', async () => {
    const first = await today();
    const firstDate = first.date;
    clock.advance(DAY);
    // the signed URLs of yesterday have expired: the library signs new ones
    const listed = await call<unknown>(server.baseUrl, 'GET', MATERIAL_PATHS.findSources('picture'), { token: teacher, query: { page: 1, pageSize: 10 } });
    const fresh = (listed.body.rows as Material[]).find((row) => row.id === picture.id)!;
    const png2 = await media(fresh.url!);
    expect(png2.status).toBe(200);
    const size = (await png2.arrayBuffer()).byteLength;
    await expect.poll(async () => (await today()).total, { timeout: 5000 }).toBe(size);
    const next = (await today()).date;
    expect(next > firstDate).toBe(true);

    const answer = await report(teacher, { start: next, end: next });
    expect(answer.days).toEqual([{ date: next, picture: size, audio: 0, video: 0, document: 0, total: size, requests: 1 }]);
    expect(answer.previous).toEqual({ start: firstDate, end: firstDate, totals: { picture: first.picture, audio: 0, video: 0, document: first.document, total: first.total, requests: first.requests } });

    const two = await report(teacher, { start: firstDate, end: next });
    expect(two.days.map((day) => day.total)).toEqual([first.total, size]);
    expect(two.totals.total).toBe(first.total + size);
    // the rows as stored: one per owner, day and kind, only ever added to
    const rows = await queryTestDatabase<{ n: number }>(server.dataDir, `select count(*) n from media_traffic_days where owner_id = (select id from users where phone = '${TEACHER}')`);
    expect(Number(rows[0]!.n)).toBe(3);
  });

  it('answers this month\'s allowance: the free 10 GiB and nothing over', async () => {
    const answer = await report(teacher);
    expect(answer.allowance).toMatchObject({ base: 10 * 1024 ** 3, packages: 0, allowance: 10 * 1024 ** 3 });
    expect(answer.allowance.month).toBe(answer.end.slice(0, 7));
    expect(answer.allowance.used).toBe(answer.days.filter((day) => day.date.startsWith(answer.allowance.month)).reduce((sum, day) => sum + day.total, 0));
  });

  it('checks the range', async () => {
    const answer = await report(teacher);
    expect(answer.days).toHaveLength(30);
    for (const [query, message] of [
      [{ start: '2026-02-30' }, '参数错误：start 不是有效的日期'],
      [{ start: '2026-01-10', end: '2026-01-01' }, '开始日期不能晚于结束日期'],
      [{ start: '2025-01-01', end: '2026-01-05' }, '日期范围不能超过 366 天'],
      [{ end: '20260101' }, '参数错误：end 必须是 YYYY-MM-DD'],
    ] as const) {
      const reply = await call(server.baseUrl, 'GET', TRAFFIC_PATHS.report, { token: teacher, query });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(message);
    }
    expect((await report(teacher, { start: '2025-01-06', end: '2026-01-06' })).days).toHaveLength(366);
  });
});

describe('the traffic written by the timer', () => {
  it('reaches the report within the flush interval, without the development route', async () => {
    const server = await startServerWithDevRoutes({ traffic: { flushEveryMs: 200 } });
    try {
      await createMainAccount(server.dataDir, '13900000154');
      const token = (await login(server.baseUrl, '13900000154')).token.id;
      const picture = (await upload<Material>(server.baseUrl, token, 'picture', 'a.png', png(32, 24))).body.data!;
      const size = (await (await fetch(new URL(picture.url!, server.baseUrl))).arrayBuffer()).byteLength;
      await expect
        .poll(async () => (await call<TrafficReport>(server.baseUrl, 'GET', TRAFFIC_PATHS.report, { token })).body.data!.totals.picture, { timeout: 5000 })
        .toBe(size);
    } finally {
      await server.close();
    }
  });
});
