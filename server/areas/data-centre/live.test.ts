/**
 * The live data (/database/living), against the real server: sessions are made through the live calls
 * (create, start, end) on a clock the test moves; the figures the live room records have no call (the product
 * sets them from the room, the demo from the seed), so the test writes them into the test database. The report's
 * totals, days, previous period, rows, sorts and pages equal what the test adds up from the stored sessions and
 * orders; then the range rules, owner scoping, the 数据中心 module and the export.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseRecord } from '@shared/courses/types.ts';
import { DATA_CENTRE_PATHS as P } from '@shared/data-centre/paths.ts';
import { chinaDayOf, dayLabel } from '@shared/data-centre/rules.ts';
import { LIVING_SORTS, type LivingReport, type LivingSession, type LivingSort, type LivingTotals } from '@shared/data-centre/live-types.ts';
import { LIVE_PATHS } from '@shared/live/paths.ts';
import { liveStatus } from '@shared/live/rules.ts';
import type { LiveSession } from '@shared/live/types.ts';
import { ORDER_PATHS } from '@shared/orders/paths.ts';
import { createMainAccount, createStaffAccount, grantModules } from '@server/test-support/accounts.ts';
import { testClock } from '@server/test-support/clock.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { call, login } from '@server/test-support/http.ts';
import { startServerWithDevRoutes, type TestServer } from '@server/test-support/start-server.ts';
import { courseOnSale } from '@server/areas/courses/test-support.ts';

const DAY = 86_400;
const TEACHER = '13900005201';
const OTHER = '13900005202';
const CLERK = '13900005203';
const ANALYST = '13900005204';

type LiveRow = { id: number; title: string; start_at: number; duration: number; started_at: number; ended_at: number; course_id: number; viewers: number; peak_online: number; replay_views: number; reservations: number };
type OrderRow = { created_at: number; status: string; pay_amount: number; product_id: number };

describe('the live data', () => {
  const clock = testClock();
  let server: TestServer;
  let teacher: string;
  let other: string;
  let clerk: string;
  let analyst: string;
  let course: CourseRecord;

  const get = <T = never>(path: string, query: Record<string, string | number>, token = teacher) => call<T>(server.baseUrl, 'GET', path, { token, query });
  const post = <T = unknown>(path: string, json: unknown, token = teacher) => call<T>(server.baseUrl, 'POST', path, { token, json });
  const ok = <T>(answer: { body: { result?: unknown; data?: T } }): T => {
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ result: 'ok' });
    return answer.body.data!;
  };
  const report = async (query: Record<string, string | number>, token = teacher) => ok(await get<LivingReport>(P.living, query, token));
  /** a session made through the live call, starting 10 minutes from now, with the room's figures written in */
  const live = async (title: string, figures: [number, number, number, number], extra: object = {}, token = teacher) => {
    const made = ok(await post<LiveSession>(LIVE_PATHS.session.create, { title, start_at: clock.seconds() + 600, duration: 60, ...extra }, token));
    const [reservations, viewers, peak, replays] = figures;
    await queryTestDatabase(server.dataDir, 'update live_sessions set reservations = ?, viewers = ?, peak_online = ?, replay_views = ? where id = ?', [reservations, viewers, peak, replays, made.id]);
    return made;
  };
  const place = async () => ok(await post(ORDER_PATHS.devPlace, { product_kind: 'course', product_id: course.id, channel: 'dy', buyer_phone: '13711152001' }));

  const today = () => chinaDayOf(clock.seconds());
  const range = (days: number, end = today()) => ({ start: dayLabel(end - days + 1), end: dayLabel(end) });

  /** The teacher's sessions as stored, and what those held in days from..to add up to: the expectation. */
  const sessionsOf = async (phone: string) =>
    (
      await queryTestDatabase<LiveRow>(
        server.dataDir,
        'select l.id, l.title, l.start_at, l.duration, l.started_at, l.ended_at, l.course_id, l.viewers, l.peak_online, l.replay_views, l.reservations from live_sessions l join users u on u.id = l.owner_id where u.phone = ?',
        [phone],
      )
    ).map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, key === 'title' ? value : Number(value)])) as LiveRow);
  const heldIn = (rows: LiveRow[], from: number, to: number) =>
    rows.filter((row) => liveStatus(row, clock.seconds()) !== 'scheduled' && chinaDayOf(row.start_at) >= from && chinaDayOf(row.start_at) <= to);
  const totalsOf = (rows: LiveRow[]): LivingTotals => ({
    sessions: rows.length,
    viewers: rows.reduce((sum, row) => sum + row.viewers, 0),
    peak_online: rows.reduce((max, row) => Math.max(max, row.peak_online), 0),
    replay_views: rows.reduce((sum, row) => sum + row.replay_views, 0),
    reservations: rows.reduce((sum, row) => sum + row.reservations, 0),
    average_duration: rows.length === 0 ? 0 : Math.round(rows.reduce((sum, row) => sum + row.duration, 0) / rows.length),
  });
  const ordersOf = async () =>
    (await queryTestDatabase<OrderRow>(server.dataDir, "select o.created_at, o.status, o.pay_amount, o.product_id from orders o join users u on u.id = o.owner_id where u.phone = ? and o.product_kind = 'course'", [TEACHER])).map((o) => ({
      created_at: Number(o.created_at),
      status: o.status,
      pay_amount: Number(o.pay_amount),
      product_id: Number(o.product_id),
    }));
  /** every held session of the range as the table shows it, in `sort` order */
  const expectedRows = async (from: number, to: number, sort: LivingSort): Promise<LivingSession[]> => {
    const orders = (await ordersOf()).filter((o) => o.status !== 'closed' && chinaDayOf(o.created_at) >= from && chinaDayOf(o.created_at) <= to);
    const rows = heldIn(await sessionsOf(TEACHER), from, to).map((row) => {
      const sold = orders.filter((o) => row.course_id > 0 && o.product_id === row.course_id);
      return {
        id: row.id,
        title: row.title,
        start_at: row.start_at,
        duration: row.duration,
        status: liveStatus(row, clock.seconds()),
        course_id: row.course_id,
        course_title: row.course_id === course.id ? course.title : '',
        viewers: row.viewers,
        peak_online: row.peak_online,
        replay_views: row.replay_views,
        reservations: row.reservations,
        orders: sold.length,
        gmv: sold.reduce((sum, o) => sum + o.pay_amount, 0),
      };
    });
    const key = (row: LivingSession) => (sort === 'start' ? row.start_at : row[sort]);
    return rows.sort((a, b) => key(b) - key(a) || b.start_at - a.start_at || b.id - a.id);
  };

  beforeAll(async () => {
    server = await startServerWithDevRoutes({ now: clock.now, accessTokenTtl: 365 * DAY });
    await createMainAccount(server.dataDir, TEACHER);
    await createMainAccount(server.dataDir, OTHER);
    await createStaffAccount(server.dataDir, TEACHER, CLERK);
    await grantModules(server.dataDir, CLERK, ['live']);
    await createStaffAccount(server.dataDir, TEACHER, ANALYST);
    await grantModules(server.dataDir, ANALYST, ['database']);
    teacher = (await login(server.baseUrl, TEACHER)).token.id;
    other = (await login(server.baseUrl, OTHER)).token.id;
    clerk = (await login(server.baseUrl, CLERK)).token.id;
    analyst = (await login(server.baseUrl, ANALYST)).token.id;
    course = await courseOnSale(server, teacher, { title: '人像布光直播课', price: 9_900 });

    // 45 days ago an order (the previous 30 days); 40 days ago a session started and ended by hand
    clock.advance(-45 * DAY);
    await place();
    clock.advance(5 * DAY);
    const early = await live('上月的直播', [30, 50, 20, 10], { duration: 45 });
    clock.advance(300);
    ok(await post(LIVE_PATHS.start, { id: early.id }));
    clock.advance(3000);
    ok(await post(LIVE_PATHS.end, { id: early.id }));
    // 10 days ago one of the course that ended by its time; 5 and 1 days ago orders of the course; 3 days ago another
    clock.advance(30 * DAY - 3300);
    await live('布光答疑', [200, 300, 120, 80], { course_id: course.id, duration: 90 });
    clock.advance(5 * DAY);
    await place();
    clock.advance(2 * DAY);
    await live('逆光实拍', [90, 150, 160, 0], { course_id: course.id, duration: 30 });
    clock.advance(DAY);
    await live('别人的直播', [1, 999, 999, 999], {}, other);
    clock.advance(DAY);
    await place();
    clock.advance(DAY);
    // today: one coming in two days (not held), one started by hand before its time (on air, held today)
    await live('后天的直播', [70, 0, 0, 0], { start_at: clock.seconds() + 2 * DAY });
    const onAir = await live('正在直播', [5, 20, 15, 0]);
    ok(await post(LIVE_PATHS.start, { id: onAir.id }));
  });
  afterAll(() => server.close());

  it('adds up the sessions held in the range: totals, every day and the previous period', async () => {
    const rows = await sessionsOf(TEACHER);
    expect(rows).toHaveLength(5);
    const [from, to] = [today() - 29, today()];
    const r = await report(range(30));
    const held = heldIn(rows, from, to);
    expect(held.map((row) => row.title).sort()).toEqual(['布光答疑', '正在直播', '逆光实拍']);
    expect(r.totals).toEqual(totalsOf(held));
    expect(r.totals).toEqual({ sessions: 3, viewers: 470, peak_online: 160, replay_views: 80, reservations: 295, average_duration: 60 });
    expect(r.days).toHaveLength(30);
    expect(r.days[0]!.date).toBe(dayLabel(from));
    for (const [i, d] of r.days.entries()) {
      const { average_duration: _average, ...sums } = totalsOf(heldIn(rows, from + i, from + i));
      expect(d, d.date).toEqual({ date: dayLabel(from + i), ...sums });
    }
    const previous = totalsOf(heldIn(rows, today() - 59, today() - 30));
    expect(previous).toMatchObject({ sessions: 1, viewers: 50 });
    expect(r.previous).toEqual({ start: dayLabel(today() - 59), end: dayLabel(today() - 30), totals: previous });
    expect(r.change.sessions).toBe(200);
    expect(r.change.viewers).toBe(Math.round(((470 - 50) / 50) * 1000) / 10);
    expect((await report(range(7, today() - 45))).change).toEqual({ sessions: null, viewers: null, peak_online: null, replay_views: null, reservations: null, average_duration: null });
  });

  it('lists the range’s sessions with their course’s orders of the range, sorted every way and paged', async () => {
    const [from, to] = [today() - 29, today()];
    const byStart = await expectedRows(from, to, 'start');
    const withCourse = byStart.filter((row) => row.course_id === course.id);
    expect(withCourse.map((row) => [row.orders, row.gmv])).toEqual([[2, 2 * 9_900], [2, 2 * 9_900]]);
    const r = await report(range(30));
    expect(r.sessions).toEqual({ rows: byStart, total: 3, page: 1, pageSize: 20, sort: 'start' });
    for (const sort of LIVING_SORTS) expect((await report({ ...range(30), sort })).sessions.rows, sort).toEqual(await expectedRows(from, to, sort));
    const second = await report({ ...range(30), sort: 'viewers', page: 2, pageSize: 2 });
    expect(second.sessions).toMatchObject({ total: 3, page: 2, pageSize: 2, rows: (await expectedRows(from, to, 'viewers')).slice(2) });
    // a range that holds one of the orders only: the course's sales follow the range
    const lastWeek = await report(range(5));
    expect(lastWeek.sessions.rows.find((row) => row.title === '逆光实拍')).toMatchObject({ orders: 1, gmv: 9_900 });
  });

  it('refuses bad dates, ranges, sorts and pages with clear messages', async () => {
    const refused = async (query: Record<string, string | number>, message: string | RegExp) =>
      expect((await get(P.living, query)).body).toMatchObject({ result: 'fail', code: 40000, message: expect.stringMatching(message) });
    await refused({ start: '2026-02-30', end: '2026-03-01' }, '参数错误：start 不是有效的日期');
    await refused({ start: '2026-03-02', end: '2026-03-01' }, '开始日期不能晚于结束日期');
    await refused({ start: '2025-01-01', end: '2026-01-02' }, '日期范围不能超过 366 天');
    await refused({ end: '2026-01-02' }, /^参数错误：缺少必填字段 start$/);
    await refused({ ...range(7), sort: 'title' }, /^参数错误：sort /);
    await refused({ ...range(7), pageSize: 101 }, /^参数错误：pageSize /);
    expect((await get(P.livingExport, { start: '2026-03-02', end: '2026-03-01' })).body).toMatchObject({ result: 'fail', code: 40000, message: '开始日期不能晚于结束日期' });
  });

  it('shows each teacher only their own sessions, and staff only with 数据中心', async () => {
    const theirs = await report(range(30), other);
    expect(theirs.totals).toMatchObject({ sessions: 1, viewers: 999 });
    expect(theirs.sessions.rows.map((row) => row.title)).toEqual(['别人的直播']);
    expect(await report(range(30), analyst)).toEqual(await report(range(30)));
    for (const path of [P.living, P.livingExport]) expect((await get(path, range(30), clerk)).body).toMatchObject({ result: 'fail', code: 40300 });
  });

  it('exports every session of the range as an .xlsx, in the asked order', async () => {
    const r = await report({ ...range(30), sort: 'gmv' });
    const response = await fetch(new URL(`${P.livingExport}?${new URLSearchParams({ ...range(30), sort: 'gmv', app: 'lectern', appid: 'web', u: '0' })}`, server.baseUrl), {
      headers: { Authorization: teacher },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toContain(`直播数据_${r.start.replace(/-/g, '')}-${r.end.replace(/-/g, '')}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const rows = book.worksheets[0]!.getSheetValues().filter(Boolean).map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(['开播时间', '直播标题', '计划时长（分钟）', '观看人数', '最高在线', '回放观看', '预约人数', '关联课程', '课程订单数', '课程支付金额（元）']);
    // an empty cell reads back as nothing
    const china = (s: number) => new Date((s + 8 * 3600) * 1000).toISOString().slice(0, 16).replace('T', ' ');
    expect(rows.slice(1, 4)).toEqual(
      r.sessions.rows.map((s) => [china(s.start_at), s.title, s.duration, s.viewers, s.peak_online, s.replay_views, s.reservations, s.course_title || undefined, s.orders, s.gmv / 100]),
    );
    const t = r.totals;
    expect(rows[4]!.slice(0, 7)).toEqual(['合计（3 场）', undefined, t.average_duration * t.sessions, t.viewers, t.peak_online, t.replay_views, t.reservations]);
  });
});
