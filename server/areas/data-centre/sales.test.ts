/**
 * The sales analysis (/database/analysis), against the real server: its figures equal what the orders
 * table says (the expectation is added up here from the orders rows, not from the day tables), refunds move them,
 * the previous period, the filters, the range rules, owner scoping, the 数据中心 module and the export.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTERSALE_PATHS } from '@shared/aftersale/paths.ts';
import type { RefundRequest } from '@shared/aftersale/types.ts';
import type { CourseRecord } from '@shared/courses/types.ts';
import { DATA_CENTRE_PATHS as P } from '@shared/data-centre/paths.ts';
import { chinaDayOf, dayLabel } from '@shared/data-centre/rules.ts';
import type { SalesReport, SalesSums } from '@shared/data-centre/types.ts';
import { ORDER_PATHS } from '@shared/orders/paths.ts';
import { createMainAccount, createStaffAccount, grantModules } from '@server/test-support/accounts.ts';
import { testClock } from '@server/test-support/clock.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { call, login } from '@server/test-support/http.ts';
import { startServerWithDevRoutes, type TestServer } from '@server/test-support/start-server.ts';
import { courseOnSale, type CourseFields } from '@server/areas/courses/test-support.ts';

const DAY = 86_400;
const TEACHER = '13900004501';
const OTHER = '13900004502';
const CLERK = '13900004503';
const ANALYST = '13900004504';

type OrderRow = { created_at: number; status: string; pay_amount: number; refunded_amount: number; channel: string; product_kind: string; product_id: number };
type Filter = { channel?: string; product_kind?: string };

describe('the sales analysis', () => {
  const clock = testClock();
  let server: TestServer;
  let teacher: string;
  let other: string;
  let clerk: string;
  let analyst: string;
  let course: CourseRecord;
  let item: CourseRecord;
  const placed: { id: number; pay_amount: number }[] = [];

  const get = <T = never>(path: string, query: Record<string, string | number>, token = teacher) => call<T>(server.baseUrl, 'GET', path, { token, query });
  const post = <T = unknown>(path: string, json: unknown, token = teacher, headers: Record<string, string> = {}) => call<T>(server.baseUrl, 'POST', path, { token, json, headers });
  const report = async (query: Record<string, string>, token = teacher) => {
    const answer = await get<SalesReport>(P.sales, query, token);
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ result: 'ok' });
    return answer.body.data!;
  };
  const place = async (json: object, token = teacher) => {
    const answer = await post<{ id: number; pay_amount: number }>(ORDER_PATHS.devPlace, json, token);
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ result: 'ok' });
    return answer.body.data!;
  };
  const newCourse = (fields: CourseFields, token = teacher) => courseOnSale(server, token, fields);
  const refund = async (orderId: number, amount: number) => {
    const asked = await post<RefundRequest>(AFTERSALE_PATHS.devRequest, { order_id: orderId, amount, reason: '不想学了' });
    expect(asked.body, JSON.stringify(asked.body)).toMatchObject({ result: 'ok' });
    const approved = await post(AFTERSALE_PATHS.approve, { id: asked.body.data!.id, amount }, teacher, { 'Idempotency-Key': `sales-refund-${orderId}-0123456789` });
    expect(approved.body, JSON.stringify(approved.body)).toMatchObject({ result: 'ok' });
  };

  /** The teacher's orders as stored, and what they add up to over days from..to: the expectation, apart from the day tables. */
  const ordersOf = async (phone: string) =>
    (
      await queryTestDatabase<OrderRow>(
        server.dataDir,
        'select o.created_at, o.status, o.pay_amount, o.refunded_amount, o.channel, o.product_kind, o.product_id from orders o join users u on u.id = o.owner_id where u.phone = ?',
        [phone],
      )
    ).map((o) => ({ ...o, created_at: Number(o.created_at), pay_amount: Number(o.pay_amount), refunded_amount: Number(o.refunded_amount), product_id: Number(o.product_id) }));
  const sumOf = (orders: OrderRow[], from: number, to: number, filter: Filter = {}): SalesSums => {
    const hits = orders.filter((o) => {
      const day = chinaDayOf(o.created_at);
      return o.status !== 'closed' && day >= from && day <= to && (!filter.channel || o.channel === filter.channel) && (!filter.product_kind || o.product_kind === filter.product_kind);
    });
    const gmv = hits.reduce((s, o) => s + o.pay_amount, 0);
    const refunded = hits.reduce((s, o) => s + o.refunded_amount, 0);
    return { gmv, orders: hits.length, refunded, net: gmv - refunded };
  };
  const today = () => chinaDayOf(clock.seconds());
  const range = (days: number, end = today()) => ({ start: dayLabel(end - days + 1), end: dayLabel(end) });

  beforeAll(async () => {
    server = await startServerWithDevRoutes({ now: clock.now, accessTokenTtl: 365 * DAY });
    await createMainAccount(server.dataDir, TEACHER);
    await createMainAccount(server.dataDir, OTHER);
    await createStaffAccount(server.dataDir, TEACHER, CLERK);
    await grantModules(server.dataDir, CLERK, ['order']);
    await createStaffAccount(server.dataDir, TEACHER, ANALYST);
    await grantModules(server.dataDir, ANALYST, ['database']);
    teacher = (await login(server.baseUrl, TEACHER)).token.id;
    other = (await login(server.baseUrl, OTHER)).token.id;
    clerk = (await login(server.baseUrl, CLERK)).token.id;
    analyst = (await login(server.baseUrl, ANALYST)).token.id;
    course = await newCourse({ type: 'mixture', title: '商业人像布光', price: 19_900 });
    item = await newCourse({ type: 'richtext', title: '一节试听课', price: 990, single: 1, content: '<p>试听内容</p>' });
    const theirs = await newCourse({ type: 'mixture', title: '别人的课', price: 5_000 }, other);
    // 40 days ago (the previous 30 days), 3 days ago, yesterday and today; the other teacher sells today too
    clock.advance(-40 * DAY);
    placed.push(await place({ product_kind: 'course', product_id: course.id, channel: 'dy', buyer_phone: '13711145001' }));
    clock.advance(37 * DAY);
    placed.push(await place({ product_kind: 'course', product_id: course.id, channel: 'dy', buyer_phone: '13711145002' }));
    placed.push(await place({ product_kind: 'content', product_id: item.id, channel: 'xhs', buyer_phone: '13711145003' }));
    clock.advance(2 * DAY);
    placed.push(await place({ product_kind: 'content', product_id: item.id, channel: 'h5', buyer_phone: '13711145002' }));
    clock.advance(DAY);
    placed.push(await place({ product_kind: 'course', product_id: course.id, channel: 'ks', buyer_phone: '13711145004' }));
    await place({ product_kind: 'course', product_id: theirs.id, channel: 'dy', buyer_phone: '13711145005' }, other);
  });
  afterAll(() => server.close());

  it('adds up what the orders table holds: totals, every day, channels, kinds and the top products', async () => {
    const orders = await ordersOf(TEACHER);
    expect(orders).toHaveLength(5);
    const r = await report(range(30));
    const [from, to] = [today() - 29, today()];
    const sums = sumOf(orders, from, to);
    expect(sums.orders).toBe(4);
    expect(r.totals).toEqual({ ...sums, average_order_value: Math.round(sums.gmv / sums.orders) });
    expect(r.days).toHaveLength(30);
    expect(r.days[0]!.date).toBe(dayLabel(from));
    for (const d of r.days) expect(d, d.date).toEqual({ date: d.date, ...sumOf(orders, chinaDayOf(Date.parse(`${d.date}T00:00:00+08:00`) / 1000), chinaDayOf(Date.parse(`${d.date}T00:00:00+08:00`) / 1000)) });
    for (const c of r.by_channel) expect(c, c.channel).toEqual({ channel: c.channel, ...sumOf(orders, from, to, { channel: c.channel }) });
    expect(r.by_channel.map((c) => c.channel)).toEqual(['dy', 'ks', 'sph', 'xhs', 'h5']);
    for (const k of r.by_kind) expect(k, k.product_kind).toEqual({ product_kind: k.product_kind, ...sumOf(orders, from, to, { product_kind: k.product_kind }) });
    expect(r.top_products).toEqual([
      { product_kind: 'course', product_id: course.id, title: '商业人像布光', ...sumOf(orders.filter((o) => o.product_id === course.id), from, to) },
      { product_kind: 'content', product_id: item.id, title: '一节试听课', ...sumOf(orders.filter((o) => o.product_id === item.id), from, to) },
    ]);
  });

  it('compares with the period of the same length just before', async () => {
    const orders = await ordersOf(TEACHER);
    const r = await report(range(30));
    const previous = sumOf(orders, today() - 59, today() - 30);
    expect(previous.orders).toBe(1);
    expect(r.previous).toEqual({ start: dayLabel(today() - 59), end: dayLabel(today() - 30), totals: { ...previous, average_order_value: previous.gmv } });
    expect(r.change.gmv).toBe(Math.round(((r.totals.gmv - previous.gmv) / previous.gmv) * 1000) / 10);
    expect(r.change.orders).toBe(300);
    // nothing before: no change to show
    expect((await report(range(7, today() - 45))).change).toEqual({ gmv: null, orders: null, refunded: null, net: null, average_order_value: null });
  });

  it('moves the refunded and net sums on the order’s day when an order is refunded', async () => {
    const before = await report(range(7));
    const threeDaysAgo = dayLabel(today() - 3);
    await refund(placed[1]!.id, 5_000);
    const after = await report(range(7));
    expect(after.totals).toMatchObject({ gmv: before.totals.gmv, orders: before.totals.orders, refunded: before.totals.refunded + 5_000, net: before.totals.net - 5_000 });
    expect(after.days.find((d) => d.date === threeDaysAgo)).toEqual({ date: threeDaysAgo, ...sumOf(await ordersOf(TEACHER), today() - 3, today() - 3) });
    expect(after.days.find((d) => d.date === threeDaysAgo)!.refunded).toBe(5_000);
    expect(after.top_products[0]).toMatchObject({ product_id: course.id, refunded: 5_000 });
    await refund(placed[2]!.id, placed[2]!.pay_amount);
    const whole = await report(range(7));
    expect(whole.totals).toMatchObject({ ...sumOf(await ordersOf(TEACHER), today() - 6, today()) });
    expect(whole.by_channel.find((c) => c.channel === 'xhs')).toMatchObject({ orders: 1, refunded: placed[2]!.pay_amount, net: 0 });
  });

  it('filters by channel and product kind', async () => {
    const orders = await ordersOf(TEACHER);
    const [from, to] = [today() - 29, today()];
    const dy = await report({ ...range(30), channel: 'dy' });
    expect(dy.totals).toMatchObject(sumOf(orders, from, to, { channel: 'dy' }));
    expect(dy.by_channel.filter((c) => c.orders > 0).map((c) => c.channel)).toEqual(['dy']);
    expect(dy.top_products.map((p) => p.product_id)).toEqual([course.id]);
    const content = await report({ ...range(30), product_kind: 'content' });
    expect(content.totals).toMatchObject(sumOf(orders, from, to, { product_kind: 'content' }));
    expect(content.top_products.map((p) => p.product_id)).toEqual([item.id]);
    expect((await report({ ...range(30), channel: 'sph', product_kind: 'planet' })).totals).toEqual({ gmv: 0, orders: 0, refunded: 0, net: 0, average_order_value: 0 });
  });

  it('refuses bad dates and ranges with clear messages', async () => {
    const refused = async (query: Record<string, string>, message: string | RegExp) =>
      expect((await get(P.sales, query)).body).toMatchObject({ result: 'fail', code: 40000, message: expect.stringMatching(message) });
    await refused({ start: '2026-02-30', end: '2026-03-01' }, '参数错误：start 不是有效的日期');
    await refused({ start: '2026-02-01', end: '2026-13-01' }, '参数错误：end 不是有效的日期');
    await refused({ start: '2026/02/01', end: '2026-03-01' }, /^参数错误：start /);
    await refused({ start: '2026-03-02', end: '2026-03-01' }, '开始日期不能晚于结束日期');
    await refused({ start: '2025-01-01', end: '2026-01-02' }, '日期范围不能超过 366 天');
    await refused({ end: '2026-01-02' }, /^参数错误：缺少必填字段 start$/);
    await refused({ ...range(7), channel: 'tv' }, /^参数错误：channel /);
    // 366 days is the longest
    expect((await report({ start: '2025-01-01', end: '2026-01-01' })).days).toHaveLength(366);
  });

  it('shows each teacher only their own sales, and staff only with 数据中心', async () => {
    const theirs = await report(range(30), other);
    expect(theirs.totals).toMatchObject({ orders: 1, gmv: 5_000 });
    expect(theirs.top_products.map((p) => p.title)).toEqual(['别人的课']);
    expect((await report(range(30), analyst)).totals).toEqual((await report(range(30))).totals);
    for (const path of [P.sales, P.salesExport]) expect((await get(path, range(30), clerk)).body).toMatchObject({ result: 'fail', code: 40300 });
  });

  it('exports the days of the range as an .xlsx', async () => {
    const r = await report(range(7));
    const response = await fetch(new URL(`${P.salesExport}?${new URLSearchParams({ ...range(7), app: 'lectern', appid: 'web', u: '0' })}`, server.baseUrl), { headers: { Authorization: teacher } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toContain(`销售数据_${r.start.replace(/-/g, '')}-${r.end.replace(/-/g, '')}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.worksheets[0]!;
    const rows = sheet.getSheetValues().filter(Boolean).map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(['日期', '支付订单数', '支付金额（元）', '退款金额（元）', '净收入（元）']);
    expect(rows.slice(1, 8)).toEqual(r.days.map((d) => [d.date, d.orders, d.gmv / 100, d.refunded / 100, d.net / 100]));
    expect(rows[8]).toEqual(['合计', r.totals.orders, r.totals.gmv / 100, r.totals.refunded / 100, r.totals.net / 100]);
  });
});
