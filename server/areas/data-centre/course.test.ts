/**
 * Course data and student data (/database/course and /database/student), against the real server: the
 * figures equal what the test adds up itself from the orders and progress rows it placed (dev order and play
 * routes), the previous period, the kind filter, sorting and pages, the range rules, owner scoping, the 数据中心
 * module and both exports.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseRecord } from '@shared/courses/types.ts';
import { DATA_CENTRE_PATHS as P } from '@shared/data-centre/paths.ts';
import { COURSE_RULES, chinaDayOf, dayLabel, percentOf } from '@shared/data-centre/rules.ts';
import type { CourseFigures, CourseReport, StudentDataReport } from '@shared/data-centre/course-types.ts';
import { LEARNING_PATHS } from '@shared/learning/paths.ts';
import { ORDER_PATHS } from '@shared/orders/paths.ts';
import { createMainAccount, createStaffAccount, grantModules } from '@server/test-support/accounts.ts';
import { testClock } from '@server/test-support/clock.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { call, login } from '@server/test-support/http.ts';
import { startServerWithDevRoutes, type TestServer } from '@server/test-support/start-server.ts';
import { courseOnSale, type CourseFields } from '@server/areas/courses/test-support.ts';

const DAY = 86_400;
const TEACHER = '13900005001';
const OTHER = '13900005002';
const CLERK = '13900005003';

type OrderRow = { buyer_id: number; created_at: number; paid_at: number | null; status: string; pay_amount: number; refunded_amount: number; channel: string; product_kind: string; product_id: number };
type ProgressRow = { buyer_id: number; product_kind: string; product_id: number; progress: number; seconds_played: number; last_played_at: number };

const numbers = <R extends object>(rows: R[]): R[] =>
  rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v])) as R);

describe('course data and student data', () => {
  const clock = testClock();
  let server: TestServer;
  let teacher: string;
  let other: string;
  let clerk: string;
  let course: CourseRecord;
  let item: CourseRecord;

  const get = <T = never>(path: string, query: Record<string, string | number>, token = teacher) => call<T>(server.baseUrl, 'GET', path, { token, query });
  const post = <T = unknown>(path: string, json: unknown, token = teacher) => call<T>(server.baseUrl, 'POST', path, { token, json });
  const courseReport = async (query: Record<string, string | number>, token = teacher) => {
    const answer = await get<CourseReport>(P.course, query, token);
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ result: 'ok' });
    return answer.body.data!;
  };
  const studentReport = async (query: Record<string, string>, token = teacher) => {
    const answer = await get<StudentDataReport>(P.student, query, token);
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ result: 'ok' });
    return answer.body.data!;
  };
  const newCourse = (fields: CourseFields, token = teacher) => courseOnSale(server, token, fields);
  const buyers = new Map<string, number>();
  const place = async (product: CourseRecord, channel: string, phone: string, token = teacher) => {
    const kind = product.single ? 'content' : 'course';
    const answer = await post<{ id: number }>(ORDER_PATHS.devPlace, { product_kind: kind, product_id: product.id, channel, buyer_phone: phone }, token);
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ result: 'ok' });
    const [buyer] = await queryTestDatabase<{ id: number }>(server.dataDir, 'select id from buyers where phone = ?', [phone]);
    buyers.set(phone, Number(buyer!.id));
  };
  const play = async (product: CourseRecord, phone: string, seconds: number, progress: number) => {
    const json = { buyer_id: buyers.get(phone), product_kind: product.single ? 'content' : 'course', product_id: product.id, seconds, progress };
    const answer = await post(LEARNING_PATHS.devPlay, json);
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ result: 'ok' });
  };

  const today = () => chinaDayOf(clock.seconds());
  const range = (days: number, end = today()) => ({ start: dayLabel(end - days + 1), end: dayLabel(end) });
  const ownerOf = async (phone: string) => Number((await queryTestDatabase<{ id: number }>(server.dataDir, 'select id from users where phone = ?', [phone]))[0]!.id);
  const ordersOf = async (phone: string) =>
    numbers(
      await queryTestDatabase<OrderRow>(
        server.dataDir,
        'select buyer_id, created_at, paid_at, status, pay_amount, refunded_amount, channel, product_kind, product_id from orders where owner_id = ?',
        [await ownerOf(phone)],
      ),
    );
  const progressOf = async (phone: string) =>
    numbers(
      await queryTestDatabase<ProgressRow>(
        server.dataDir,
        'select buyer_id, product_kind, product_id, progress, seconds_played, last_played_at from student_progress where owner_id = ?',
        [await ownerOf(phone)],
      ),
    );

  /** what the rows say for days from..to: the expectation, apart from the day tables */
  const figuresOf = (orders: OrderRow[], progress: ProgressRow[], from: number, to: number, product?: { kind: string; id: number }): CourseFigures => {
    const mine = (r: { product_kind: string; product_id: number }) => !product || (r.product_kind === product.kind && r.product_id === product.id);
    const sold = orders.filter((o) => o.status !== 'closed' && mine(o) && chinaDayOf(o.created_at) >= from && chinaDayOf(o.created_at) <= to);
    const learnt = progress.filter((p) => mine(p) && chinaDayOf(p.last_played_at) >= from && chinaDayOf(p.last_played_at) <= to);
    const gmv = sold.reduce((s, o) => s + o.pay_amount, 0);
    const refunded = sold.reduce((s, o) => s + o.refunded_amount, 0);
    const completed = learnt.filter((p) => p.progress >= COURSE_RULES.completedProgress).length;
    const progressSum = learnt.reduce((s, p) => s + p.progress, 0);
    return {
      orders: sold.length,
      gmv,
      refunded,
      net: gmv - refunded,
      learners: product ? learnt.length : new Set(learnt.map((p) => p.buyer_id)).size,
      completed,
      average_progress: learnt.length === 0 ? 0 : Math.round((progressSum / learnt.length) * 10) / 10,
      completion_rate: percentOf(completed, learnt.length),
      seconds_played: learnt.reduce((s, p) => s + p.seconds_played, 0),
    };
  };

  beforeAll(async () => {
    server = await startServerWithDevRoutes({ now: clock.now, accessTokenTtl: 365 * DAY });
    await createMainAccount(server.dataDir, TEACHER);
    await createMainAccount(server.dataDir, OTHER);
    await createStaffAccount(server.dataDir, TEACHER, CLERK);
    await grantModules(server.dataDir, CLERK, ['order']);
    teacher = (await login(server.baseUrl, TEACHER)).token.id;
    other = (await login(server.baseUrl, OTHER)).token.id;
    clerk = (await login(server.baseUrl, CLERK)).token.id;
    course = await newCourse({ type: 'mixture', title: '商业人像布光', price: 19_900 });
    item = await newCourse({ type: 'richtext', title: '一节试听课', price: 990, single: 1, content: '<p>试听内容</p>' });
    const theirs = await newCourse({ type: 'mixture', title: '别人的课', price: 5_000 }, other);
    // 40 days ago (the previous 30 days): 安 buys the course and plays it
    clock.advance(-40 * DAY);
    await place(course, 'dy', '13711150001');
    await play(course, '13711150001', 600, 40);
    // 3 days ago: 宝 buys the course and completes it, 春 buys the item and starts it
    clock.advance(37 * DAY);
    await place(course, 'dy', '13711150002');
    await place(item, 'xhs', '13711150003');
    await play(course, '13711150002', 3_000, 95);
    await play(item, '13711150003', 120, 30);
    // today: 安 comes back for the item (a repeat buyer) and plays the course again; 丁 buys the course on 快手
    clock.advance(3 * DAY);
    await place(item, 'h5', '13711150001');
    await place(course, 'ks', '13711150004');
    await play(course, '13711150001', 900, 60);
    await place(theirs, 'dy', '13711150005', other);
  });
  afterAll(() => server.close());

  it('adds up each product’s sales and learning, and the totals, from the rows', async () => {
    const [orders, progress] = [await ordersOf(TEACHER), await progressOf(TEACHER)];
    expect(orders).toHaveLength(5);
    expect(progress).toHaveLength(3);
    const [from, to] = [today() - 29, today()];
    const r = await courseReport(range(30));
    expect(r.totals).toEqual(figuresOf(orders, progress, from, to));
    expect(r.totals).toMatchObject({ orders: 4, learners: 3, completed: 1 });
    expect(r.products.total).toBe(2);
    expect(r.products.rows).toEqual([
      { product_kind: 'course', product_id: course.id, title: '商业人像布光', ...figuresOf(orders, progress, from, to, { kind: 'course', id: course.id }) },
      { product_kind: 'content', product_id: item.id, title: '一节试听课', ...figuresOf(orders, progress, from, to, { kind: 'content', id: item.id }) },
    ]);
    expect(r.top.map((p) => p.product_id)).toEqual([course.id, item.id]);
  });

  it('compares with the period before (learners by their last play, as of now), filters by kind, sorts and pages', async () => {
    const [orders, progress] = [await ordersOf(TEACHER), await progressOf(TEACHER)];
    const r = await courseReport(range(30));
    const previous = figuresOf(orders, progress, today() - 59, today() - 30);
    expect(previous).toMatchObject({ orders: 1, learners: 0 });
    expect(r.previous).toEqual({ start: dayLabel(today() - 59), end: dayLabel(today() - 30), totals: previous });
    expect(r.change.orders).toBe(300);
    expect(r.change.learners).toBeNull();
    const content = await courseReport({ ...range(30), product_kind: 'content' });
    expect(content.totals).toEqual(figuresOf(orders.filter((o) => o.product_kind === 'content'), progress.filter((p) => p.product_kind === 'content'), today() - 29, today()));
    expect(content.products.rows.map((p) => p.product_id)).toEqual([item.id]);
    const byProgress = await courseReport({ ...range(30), sort: 'average_progress', pageSize: 1, page: 2 });
    expect(byProgress.products).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(byProgress.products.rows.map((p) => p.product_id)).toEqual([item.id]);
    expect((await get(P.course, { ...range(30), sort: 'title' })).body).toMatchObject({ result: 'fail', code: 40000, message: expect.stringMatching(/^参数错误：sort /) });
  });

  it('counts the students of the range from the rows: new by channel, paying, repeat, conversion, spend', async () => {
    const orders = await ordersOf(TEACHER);
    const [from, to] = [today() - 29, today()];
    const r = await studentReport(range(30));
    const first = new Map<number, OrderRow>();
    for (const o of [...orders].sort((a, b) => a.created_at - b.created_at)) if (!first.has(o.buyer_id)) first.set(o.buyer_id, o);
    const inRange = (at: number) => chinaDayOf(at) >= from && chinaDayOf(at) <= to;
    const fresh = [...first.values()].filter((o) => inRange(o.created_at));
    const paying = new Set(orders.filter((o) => o.paid_at !== null && inRange(o.paid_at)).map((o) => o.buyer_id)).size;
    const active = new Set([...orders.filter((o) => inRange(o.created_at)).map((o) => o.buyer_id), ...(await progressOf(TEACHER)).filter((p) => inRange(p.last_played_at)).map((p) => p.buyer_id)]).size;
    const counts = new Map<number, OrderRow[]>();
    for (const o of orders) counts.set(o.buyer_id, [...(counts.get(o.buyer_id) ?? []), o]);
    const repeat = [...counts.values()].filter((mine) => mine.length >= 2 && inRange(Math.max(...mine.map((o) => o.created_at)))).length;
    expect(r.totals).toEqual({ new: fresh.length, active, paying, repeat, conversion: percentOf(paying, active) });
    expect(r.totals).toMatchObject({ new: 3, repeat: 1 });
    expect(r.by_channel).toEqual(['dy', 'ks', 'sph', 'xhs', 'h5'].map((channel) => ({ channel, n: fresh.filter((o) => o.channel === channel).length })));
    expect(r.days).toHaveLength(30);
    expect(r.days.reduce((s, d) => s + d.new, 0)).toBe(fresh.length);
    const spend = [...counts.values()].map((mine) => mine.reduce((s, o) => s + (o.paid_at === null ? 0 : o.pay_amount) - o.refunded_amount, 0));
    const bounds = COURSE_RULES.spendBuckets;
    expect(r.spend).toEqual(bounds.map((min, i) => ({ min, max: bounds[i + 1] ?? null, n: spend.filter((s) => s >= min && (bounds[i + 1] === undefined || s < bounds[i + 1]!)).length })));
    expect(r.students).toBe(4);
    expect(r.previous.totals).toMatchObject({ new: 1, repeat: 0 });
    expect(r.change.new).toBe(200);
  });

  it('refuses bad ranges, shows each teacher only their own, and staff only with 数据中心', async () => {
    for (const path of [P.course, P.student]) {
      expect((await get(path, { start: '2026-03-02', end: '2026-03-01' })).body).toMatchObject({ result: 'fail', code: 40000, message: '开始日期不能晚于结束日期' });
      expect((await get(path, { start: '2025-01-01', end: '2026-01-02' })).body).toMatchObject({ result: 'fail', code: 40000, message: '日期范围不能超过 366 天' });
      expect((await get(path, { start: '2026-02-30', end: '2026-03-01' })).body).toMatchObject({ result: 'fail', code: 40000, message: '参数错误：start 不是有效的日期' });
    }
    const theirs = await courseReport(range(30), other);
    expect(theirs.products.rows.map((p) => p.title)).toEqual(['别人的课']);
    expect((await studentReport(range(30), other)).totals).toMatchObject({ new: 1, repeat: 0 });
    for (const path of [P.course, P.courseExport, P.student, P.studentExport]) expect((await get(path, range(30), clerk)).body).toMatchObject({ result: 'fail', code: 40300 });
  });

  const download = async (path: string, query: Record<string, string>) => {
    const response = await fetch(new URL(`${path}?${new URLSearchParams({ ...query, app: 'lectern', appid: 'web', u: '0' })}`, server.baseUrl), { headers: { Authorization: teacher } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    return { name: decodeURIComponent(response.headers.get('content-disposition') ?? ''), rows: book.worksheets[0]!.getSheetValues().filter(Boolean).map((row) => (row as unknown[]).slice(1)) };
  };

  it('exports every product of the range, and the days of the student data, as .xlsx', async () => {
    const r = await courseReport({ ...range(30), pageSize: 1 });
    const courses = await download(P.courseExport, range(30));
    expect(courses.name).toContain(`课程数据_${r.start.replace(/-/g, '')}-${r.end.replace(/-/g, '')}.xlsx`);
    expect(courses.rows[0]).toEqual(['商品', '类型', '支付订单数', '支付金额（元）', '退款金额（元）', '学习人数', '平均进度（%）', '完课率（%）', '学习时长（分钟）']);
    expect(courses.rows).toHaveLength(4);
    expect(courses.rows[1]!.slice(0, 6)).toEqual(['商业人像布光', '课程', r.products.rows[0]!.orders, r.products.rows[0]!.gmv / 100, 0, r.products.rows[0]!.learners]);
    expect(courses.rows[3]!.slice(0, 3)).toEqual(['合计', '全部', r.totals.orders]);
    const s = await studentReport(range(7));
    const students = await download(P.studentExport, range(7));
    expect(students.name).toContain('学员数据_');
    expect(students.rows[0]).toEqual(['日期', '新增学员', '活跃学员', '付费学员']);
    expect(students.rows.slice(1, 8)).toEqual(s.days.map((d) => [d.date, d.new, d.active, d.paying]));
    expect(students.rows[8]).toEqual(['合计（去重）', s.totals.new, s.totals.active, s.totals.paying]);
  });
});
