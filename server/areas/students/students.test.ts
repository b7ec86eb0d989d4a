/**
 * A teacher's students: `owner_buyers` equals what the orders say (counted here from the orders
 * themselves), a refund lowers the spend, every filter and sort of the list, the keyword, the detail with its
 * refund requests and planet memberships, the note, the export read back as a real .xlsx, owner scoping and the
 * 用户 module.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTERSALE_PATHS, IDEMPOTENCY_HEADER } from '@shared/aftersale/paths.ts';
import type { CourseRecord } from '@shared/courses/types.ts';
import { ORDER_PATHS } from '@shared/orders/paths.ts';
import type { OrderChannel } from '@shared/orders/types.ts';
import { STUDENT_PATHS as P } from '@shared/students/paths.ts';
import type { Student, StudentDetail, StudentOrder } from '@shared/students/types.ts';
import { createMainAccount, grantModules } from '@server/test-support/accounts.ts';
import { testClock } from '@server/test-support/clock.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServerWithDevRoutes, type TestServer } from '@server/test-support/start-server.ts';
import { courseOnSale } from '@server/areas/courses/test-support.ts';

const DAY = 86_400;
type Query = Record<string, string | number>;
type Figures = Pick<Student, 'id' | 'first_order_at' | 'last_order_at' | 'orders_n' | 'paid_total' | 'refunded_total' | 'spend' | 'first_channel'>;

describe('students', () => {
  const clock = testClock();
  let server: TestServer;
  let lin: string;
  let other: string;
  let staff: string;
  let course: CourseRecord;
  let theirCourse: CourseRecord;
  const buyerOf: Record<string, number> = {};

  const get = <T = never>(path: string, query: Query = {}, token = lin) => call<T>(server.baseUrl, 'GET', path, { token, query });
  const post = <T = unknown>(path: string, json: unknown, token = lin, headers: Record<string, string> = {}) => call<T>(server.baseUrl, 'POST', path, { token, json, headers });
  const list = async (query: Query = {}, token = lin) => {
    const answer = await get<never>(P.findList, { pageSize: 100, ...query }, token);
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ result: 'ok' });
    return { rows: answer.body.rows as Student[], total: Number(answer.body.totalCount) };
  };
  const place = async (phone: string, nickname: string, channel: OrderChannel, id = course.id, token = lin) => {
    const answer = await post<{ id: number; pay_amount: number }>(ORDER_PATHS.devPlace, { product_kind: 'course', product_id: id, channel, buyer_phone: phone, buyer_nickname: nickname }, token);
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ result: 'ok' });
    const [buyer] = await queryTestDatabase<{ id: number }>(server.dataDir, 'select id from buyers where phone = ?', [phone]);
    return { ...answer.body.data!, buyer_id: Number(buyer!.id) };
  };
  const ownerId = async (phone: string) => Number((await queryTestDatabase<{ id: number }>(server.dataDir, 'select id from users where phone = ?', [phone]))[0]!.id);

  /** every student of a teacher counted from their orders, here, without owner_buyers */
  async function fromOrders(phone: string): Promise<Figures[]> {
    const orders = await queryTestDatabase<{ id: number; buyer_id: number; created_at: number; channel: OrderChannel; pay_amount: number; paid_at: number | null; refunded_amount: number }>(
      server.dataDir,
      'select id, buyer_id, created_at, channel, pay_amount, paid_at, refunded_amount from orders where owner_id = ? order by created_at, id',
      [await ownerId(phone)],
    );
    const byBuyer = new Map<number, Figures>();
    for (const o of orders) {
      const paid = o.paid_at === null ? 0 : Number(o.pay_amount);
      const at = Number(o.created_at);
      const id = Number(o.buyer_id);
      const s = byBuyer.get(id) ?? { id, first_order_at: at, last_order_at: at, orders_n: 0, paid_total: 0, refunded_total: 0, spend: 0, first_channel: o.channel };
      s.last_order_at = Math.max(s.last_order_at, at);
      s.orders_n += 1;
      s.paid_total += paid;
      s.refunded_total += Number(o.refunded_amount);
      s.spend = s.paid_total - s.refunded_total;
      byBuyer.set(id, s);
    }
    return [...byBuyer.values()].sort((a, b) => a.id - b.id);
  }
  const figures = (rows: Student[]): Figures[] =>
    rows
      .map(({ id, first_order_at, last_order_at, orders_n, paid_total, refunded_total, spend, first_channel }) => ({ id, first_order_at, last_order_at, orders_n, paid_total, refunded_total, spend, first_channel }))
      .sort((a, b) => a.id - b.id);

  beforeAll(async () => {
    server = await startServerWithDevRoutes({ now: clock.now, accessTokenTtl: 86_400 * 365 });
    lin = (await login(server.baseUrl, PHONES.teacher)).token.id;
    await createMainAccount(server.dataDir, '13900001501');
    other = (await login(server.baseUrl, '13900001501')).token.id;
    staff = (await login(server.baseUrl, PHONES.staff)).token.id;
    const newCourse = (title: string, price: number, token: string) => courseOnSale(server, token, { title, price });
    course = await newCourse('夜景长曝光', 10_000, lin);
    theirCourse = await newCourse('别人的课', 5_000, other);
    // 春日胶片: first on Kuaishou 40 days ago, again on the web today; 小林 Lin: once on Xiaohongshu today
    clock.advance(-40 * DAY);
    buyerOf.spring = (await place('13722220001', '春日胶片', 'ks')).buyer_id;
    clock.advance(40 * DAY);
    buyerOf.lin = (await place('13722220002', '小林 Lin', 'xhs')).buyer_id;
    clock.advance(60);
    await place('13722220001', '春日胶片', 'h5');
    // 春日胶片 also bought from another teacher: not that teacher's business here, nor ours there
    await place('13722220001', '春日胶片', 'dy', theirCourse.id, other);
  });
  afterAll(() => server.close());

  it('keeps each student equal to what their orders say, the demo students included', async () => {
    const { rows, total } = await list();
    expect(total).toBe(rows.length);
    expect(figures(rows)).toEqual(await fromOrders(PHONES.teacher));
    const spring = rows.find((s) => s.id === buyerOf.spring)!;
    expect(spring).toMatchObject({ nickname: '春日胶片', phone: '13722220001', orders_n: 2, paid_total: 20_000, refunded_total: 0, spend: 20_000, first_channel: 'ks', note: '' });
    expect(spring.last_order_at - spring.first_order_at).toBe(40 * DAY + 60);
    expect(figures((await list({}, other)).rows)).toEqual(await fromOrders('13900001501'));
    // the demo seed's students, one with a note
    expect(rows.filter((s) => s.phone.startsWith('137000000')).length).toBe(8);
    expect(rows.find((s) => s.phone === '13700000001')!.note).toBe('老学员，常拍人像，想学夜景');
  });

  it('lowers the spend by what a refund gives back', async () => {
    const [order] = (await get<never>(P.orders, { id: buyerOf.lin! })).body.rows as StudentOrder[];
    const request = await post<{ id: number }>(AFTERSALE_PATHS.devRequest, { order_id: order!.id, amount: 4_000, reason: '不想学了' });
    expect(request.body).toMatchObject({ result: 'ok' });
    const approved = await post(AFTERSALE_PATHS.approve, { id: request.body.data!.id, amount: 4_000 }, lin, { [IDEMPOTENCY_HEADER]: 'students-test-refund-1' });
    expect(approved.body, JSON.stringify(approved.body)).toMatchObject({ result: 'ok' });
    const linStudent = (await list()).rows.find((s) => s.id === buyerOf.lin)!;
    expect(linStudent).toMatchObject({ paid_total: 10_000, refunded_total: 4_000, spend: 6_000 });
    expect(figures((await list()).rows)).toEqual(await fromOrders(PHONES.teacher));
    const detail = (await get<StudentDetail>(P.detail, { id: buyerOf.lin! })).body.data!;
    expect(detail.refunds).toEqual([expect.objectContaining({ order_id: order!.id, amount: 4_000, refund_amount: 4_000, state: 'approved', product_title: '夜景长曝光' })]);
  });

  it('filters by channel, first order, spend and keyword, and sorts three ways', async () => {
    const all = (await list()).rows;
    const ids = (rows: Student[]) => rows.map((s) => s.id);
    const check = async (query: Query, keep: (s: Student) => boolean, order: (a: Student, b: Student) => number = (a, b) => b.last_order_at - a.last_order_at || b.id - a.id) => {
      const found = await list(query);
      expect(ids(found.rows), JSON.stringify(query)).toEqual(ids(all.filter(keep).sort(order)));
      expect(found.total, JSON.stringify(query)).toBe(found.rows.length);
    };
    await check({}, () => true);
    await check({ channel: 'ks' }, (s) => s.first_channel === 'ks');
    await check({ spend_min: 6_000, spend_max: 6_000 }, (s) => s.spend === 6_000);
    await check({ spend_min: 15_000 }, (s) => s.spend >= 15_000);
    const now = clock.seconds();
    await check({ first_from: now - 41 * DAY, first_to: now - 39 * DAY }, (s) => s.first_order_at >= now - 41 * DAY && s.first_order_at <= now - 39 * DAY);
    // whole China days, as the console sends dates: the total comes from the day table (migration 049), and agrees
    const dayStart = (at: number) => Math.floor((at + 8 * 3600) / DAY) * DAY - 8 * 3600;
    const [from, to] = [dayStart(now - 40 * DAY), dayStart(now) + DAY - 1];
    await check({ first_from: from, first_to: to }, (s) => s.first_order_at >= from && s.first_order_at <= to);
    await check({ first_from: dayStart(now) }, (s) => s.first_order_at >= dayStart(now));
    await check({ first_to: dayStart(now) - 1 }, (s) => s.first_order_at < dayStart(now));
    await check({ first_from: from, first_to: to, channel: 'ks' }, (s) => s.first_order_at >= from && s.first_order_at <= to && s.first_channel === 'ks');
    await check({ sort: 'first' }, () => true, (a, b) => b.first_order_at - a.first_order_at || b.id - a.id);
    await check({ sort: 'spend' }, () => true, (a, b) => b.spend - a.spend || b.id - a.id);
    await check({ sort: 'spend', channel: 'xhs', spend_max: 9_000 }, (s) => s.first_channel === 'xhs' && s.spend <= 9_000, (a, b) => b.spend - a.spend || b.id - a.id);
    expect(ids((await list({ keyword: '13722220001' })).rows)).toEqual([buyerOf.spring]);
    expect(ids((await list({ keyword: '林 L' })).rows)).toEqual([buyerOf.lin]);
    expect(ids((await list({ keyword: '春日胶片', channel: 'h5' })).rows)).toEqual([]);
    expect((await list({ keyword: '没有这个人' })).total).toBe(0);
    expect((await get(P.findList, { sort: 'name' })).body).toMatchObject({ result: 'fail', code: 40000, message: expect.stringContaining('sort') });
  });

  it('shows one student with their orders newest first and their memberships of the teacher\'s planets by phone', async () => {
    const planets = await queryTestDatabase<{ id: number; title: string }>(server.dataDir, 'select id, title from planets where owner_id = ? order by id', [await ownerId(PHONES.teacher)]);
    const theirPlanet = await queryTestDatabase<{ id: number }>(server.dataDir, "insert into planets (owner_id, title, created_at) values (?, '别人的星球', 1) returning id", [await ownerId('13900001501')]);
    const member = (planetId: number) =>
      queryTestDatabase(server.dataDir, "insert into planet_members (planet_id, nickname, status, created_at, phone, paid_amount, joined_at, updated_at) values (?, '胶片春日', 1, 1, '13722220001', 9900, 1700000000, 1)", [planetId]);
    await member(planets[0]!.id);
    await member(theirPlanet[0]!.id);
    const detail = await get<StudentDetail>(P.detail, { id: buyerOf.spring! });
    expect(detail.body.data).toMatchObject({ id: buyerOf.spring, nickname: '春日胶片', phone: '13722220001', orders_n: 2, spend: 20_000 });
    expect(detail.body.data!.memberships).toEqual([
      expect.objectContaining({ planet_id: planets[0]!.id, planet_title: planets[0]!.title, nickname: '胶片春日', status: 1, paid_amount: 9_900, joined_at: 1_700_000_000 }),
    ]);
    const orders = await get<never>(P.orders, { id: buyerOf.spring!, pageSize: 1 });
    expect(Number(orders.body.totalCount)).toBe(2);
    const newest = (orders.body.rows as StudentOrder[])[0]!;
    expect(newest).toMatchObject({ channel: 'h5', product_title: '夜景长曝光', buyer_id: buyerOf.spring });
    const second = ((await get<never>(P.orders, { id: buyerOf.spring!, pageSize: 1, page: 2 })).body.rows as StudentOrder[])[0]!;
    expect(second).toMatchObject({ channel: 'ks' });
  });

  it('saves the note, cleaned and checked', async () => {
    const saved = await post<Student>(P.note, { id: buyerOf.spring, note: '  想学夜景，周末有空  ' });
    expect(saved.body).toMatchObject({ result: 'ok', data: { id: buyerOf.spring, note: '想学夜景，周末有空' } });
    expect((await get<StudentDetail>(P.detail, { id: buyerOf.spring! })).body.data!.note).toBe('想学夜景，周末有空');
    expect((await post(P.note, { id: buyerOf.spring, note: 'x'.repeat(201) })).body).toMatchObject({ result: 'fail', code: 40000, message: expect.stringContaining('note') });
    const rows = await queryTestDatabase<{ note: string }>(server.dataDir, 'select note from owner_buyers where buyer_id = ? and owner_id = ?', [buyerOf.spring, await ownerId(PHONES.teacher)]);
    expect(rows).toEqual([{ note: '想学夜景，周末有空' }]);
  });

  it('keeps students to their teacher: another teacher\'s student answers 404 and stays unchanged', async () => {
    expect((await get(P.detail, { id: buyerOf.lin! }, other)).body).toMatchObject({ result: 'fail', code: 40400, message: '学员不存在' });
    expect((await get(P.orders, { id: buyerOf.lin! }, other)).body).toMatchObject({ result: 'fail', code: 40400 });
    expect((await post(P.note, { id: buyerOf.lin, note: '偷看' }, other)).body).toMatchObject({ result: 'fail', code: 40400 });
    expect((await list({}, other)).rows.map((s) => s.id)).toEqual([buyerOf.spring]);
    // their view of 春日胶片 is their own: one order on Douyin, none of ours, no note of ours
    expect((await get<StudentDetail>(P.detail, { id: buyerOf.spring! }, other)).body.data).toMatchObject({ orders_n: 1, first_channel: 'dy', note: '', memberships: [expect.objectContaining({ planet_title: '别人的星球' })] });
    const rows = await queryTestDatabase<{ note: string }>(server.dataDir, 'select note from owner_buyers where buyer_id = ?', [buyerOf.lin]);
    expect(rows).toEqual([{ note: '' }]);
  });

  it('lets a staff account in with the 用户 module only', async () => {
    expect((await get(P.findList, {}, staff)).status).toBe(403);
    expect((await post(P.note, { id: buyerOf.spring, note: '员工' }, staff)).status).toBe(403);
    await grantModules(server.dataDir, PHONES.staff, ['user']);
    expect((await list({}, staff)).total).toBe((await list()).total);
  });

  it('exports the filtered students as a real .xlsx', async () => {
    const url = new URL(P.export, server.baseUrl);
    url.searchParams.set('channel', 'ks');
    const response = await fetch(url, { headers: { authorization: lin } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; .*filename\*=UTF-8''%E5%AD%A6%E5%91%98_\d{8}\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]).toEqual([undefined, '昵称', '手机号', '来源渠道', '首次下单时间', '最近下单时间', '订单数', '实付（元）', '已退款（元）', '消费金额（元）', '标签', '备注']);
    const expected = (await list({ channel: 'ks' })).rows;
    expect(rows.slice(1).map((row) => row[2])).toEqual(expected.map((s) => s.phone));
    expect(rows.find((row) => row[2] === '13722220001')).toEqual([undefined, '春日胶片', '13722220001', '快手', expect.any(String), expect.any(String), 2, 200, 0, 200, '复购学员、高消费学员', '想学夜景，周末有空']);
  });
});
