/**
 * The order centre: orders placed through the development stand-in for the student side, priced, booked
 * in the ledger and listed with every filter; one order with its ledger lines; the export as a real .xlsx; owner
 * scoping and the 订单 module.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_PATHS } from '@shared/courses/paths.ts';
import type { CourseRecord } from '@shared/courses/types.ts';
import { ORDER_PATHS as P } from '@shared/orders/paths.ts';
import type { Order, OrderDetail } from '@shared/orders/types.ts';
import { createMainAccount, grantModules } from '@server/test-support/accounts.ts';
import { testClock } from '@server/test-support/clock.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { startServerWithDevRoutes, type TestServer } from '@server/test-support/start-server.ts';

const DAY = 86_400;

describe('the order centre', () => {
  const clock = testClock();
  let server: TestServer;
  let lin: string;
  let other: string;
  let staff: string;
  let course: CourseRecord;
  let item: CourseRecord;
  let theirCourse: CourseRecord;
  const placed: { id: number; order_no: string; pay_amount: number }[] = [];

  const get = <T = never>(path: string, query: Record<string, string | number> = {}, token = lin) => call<T>(server.baseUrl, 'GET', path, { token, query });
  const post = <T = unknown>(path: string, json: unknown, token = lin) => call<T>(server.baseUrl, 'POST', path, { token, json });
  const list = async (query: Record<string, string | number> = {}, token = lin) => (await get<never>(P.findList, { pageSize: 100, ...query }, token)).body;
  const mine = async (query: Record<string, string | number> = {}) => {
    const body = await list(query);
    return { nos: (body.rows as Order[]).map((o) => o.order_no).filter((no) => placed.some((p) => p.order_no === no)), total: Number(body.totalCount) };
  };
  const place = async (json: object, token = lin) => {
    const answer = await post<{ id: number; order_no: string; pay_amount: number }>(P.devPlace, json, token);
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ result: 'ok' });
    return answer.body.data!;
  };
  const newCourse = async (json: object, token = lin) => {
    const answer = await post<CourseRecord>(COURSE_PATHS.course.create, { ...json, status: 0 }, token);
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ result: 'ok' });
    // on sale without lessons: the order centre does not care what a course holds
    if ((json as { status?: number }).status !== 0) await queryTestDatabase(server.dataDir, 'update courses set status = 1 where id = ?', [answer.body.data!.id]);
    return answer.body.data!;
  };

  beforeAll(async () => {
    server = await startServerWithDevRoutes({ now: clock.now, accessTokenTtl: 86_400 * 365 });
    lin = (await login(server.baseUrl, PHONES.teacher)).token.id;
    await createMainAccount(server.dataDir, '13900001401');
    other = (await login(server.baseUrl, '13900001401')).token.id;
    staff = (await login(server.baseUrl, PHONES.staff)).token.id;
    course = await newCourse({ type: 'mixture', title: '商业人像布光', price: 19_900 });
    item = await newCourse({ type: 'richtext', title: '一节试听课', price: 990, single: 1, content: '<p>试听内容</p>' });
    theirCourse = await newCourse({ type: 'mixture', title: '别人的课', price: 5_000 }, other);
    // three days ago on Douyin, yesterday on Xiaohongshu, now on the web
    clock.advance(-3 * DAY);
    placed.push(await place({ product_kind: 'course', product_id: course.id, channel: 'dy', buyer_phone: '13711110001', buyer_nickname: '春日胶片' }));
    clock.advance(2 * DAY);
    placed.push(await place({ product_kind: 'content', product_id: item.id, channel: 'xhs', buyer_phone: '13711110002', buyer_nickname: '小林 Lin' }));
    clock.advance(DAY);
    placed.push(await place({ product_kind: 'course', product_id: course.id, channel: 'h5', buyer_phone: '13711110001' }));
  });
  afterAll(() => server.close());

  it('prices an order, books the payment as balanced ledger lines and keeps the income until it settles', async () => {
    const detail = (await get<OrderDetail>(P.detail, { id: placed[0]!.id })).body.data!;
    expect(detail).toMatchObject({ product_kind: 'course', product_title: '商业人像布光', channel: 'dy', list_price: 19_900, pay_amount: 19_900, fee: 199, status: 'paid', buyer_nickname: '春日胶片', buyer_phone: '13711110001', refunded_amount: 0 });
    expect(detail.order_no).toMatch(/^\d{20}$/);
    expect(detail.available_at - detail.created_at).toBe(7 * DAY);
    expect(detail.ledger).toHaveLength(1);
    const [payment] = detail.ledger;
    expect(payment!.kind).toBe('payment');
    expect(payment!.lines.map((line) => [line.account, line.amount])).toEqual([['buyers', -19_900], ['income', 19_701], ['platform_fee', 199]]);
    expect(payment!.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(0);
    expect(payment!.lines.find((line) => line.account === 'income')!.available_at).toBe(detail.available_at);
    // the same buyer came back: one buyer row, its nickname kept
    expect((await get<OrderDetail>(P.detail, { id: placed[2]!.id })).body.data!.buyer_nickname).toBe('春日胶片');
  });

  it('lists the newest first with every filter, and counts what each filter finds', async () => {
    expect((await mine()).nos).toEqual([placed[2]!.order_no, placed[1]!.order_no, placed[0]!.order_no]);
    expect((await mine({ channel: 'xhs' })).nos).toEqual([placed[1]!.order_no]);
    expect((await mine({ product_kind: 'content' })).nos).toEqual([placed[1]!.order_no]);
    expect((await mine({ keyword: placed[0]!.order_no })).nos).toEqual([placed[0]!.order_no]);
    expect((await mine({ keyword: '13711110001' })).nos).toEqual([placed[2]!.order_no, placed[0]!.order_no]);
    expect((await mine({ keyword: '林 L' })).nos).toEqual([placed[1]!.order_no]);
    expect((await mine({ keyword: '春日胶片' })).total).toBe(2);
    const now = clock.seconds();
    // a range of whole days (spec §9: 00:00:00 to 23:59:59 China time) and one of partial days count alike
    const startOfDay = (s: number) => Math.floor((s + 8 * 3600) / DAY) * DAY - 8 * 3600;
    expect(await mine({ start_at: startOfDay(now - DAY), end_at: startOfDay(now) + DAY - 1 })).toEqual({ nos: [placed[2]!.order_no, placed[1]!.order_no], total: 2 + (await seededIn(startOfDay(now - DAY), startOfDay(now) + DAY - 1)) });
    expect((await mine({ start_at: now - DAY - 60, end_at: now - 60 })).nos).toEqual([placed[1]!.order_no]);
    expect((await mine({ status: 'refunded' })).nos).toEqual([]);
    // the count of a filter without a keyword comes from the day counts: it must equal the rows
    const queries: Record<string, string | number>[] = [{}, { channel: 'dy' }, { status: 'paid', product_kind: 'course' }, { start_at: now - 2 * DAY, end_at: now }];
    for (const query of queries) {
      const body = await list({ ...query, pageSize: 100 });
      const all = (await queryTestDatabase<{ n: number }>(server.dataDir, 'select count(*) as n from orders where owner_id = (select id from users where phone = ?)', [PHONES.teacher]))[0]!;
      expect(Number(body.totalCount), JSON.stringify(query)).toBe((body.rows as Order[]).length);
      if (Object.keys(query).length === 0) expect(Number(body.totalCount)).toBe(Number(all.n));
    }
  });

  async function seededIn(from: number, to: number): Promise<number> {
    const rows = await queryTestDatabase<{ n: number }>(server.dataDir, `select count(*) as n from orders where owner_id = (select id from users where phone = ?) and created_at between ? and ? and id not in (${placed.map((p) => p.id).join(',')})`, [PHONES.teacher, from, to]);
    return Number(rows[0]!.n);
  }

  it('refuses bad filters, products of another teacher and products off sale, writing nothing', async () => {
    expect((await get(P.findList, { channel: 'tiktok' })).body).toMatchObject({ result: 'fail', code: 40000, message: expect.stringContaining('channel') });
    const before = await queryTestDatabase<{ n: number }>(server.dataDir, 'select count(*) as n from orders');
    expect((await post(P.devPlace, { product_kind: 'course', product_id: theirCourse.id })).body).toMatchObject({ result: 'fail', code: 40400 });
    expect((await post(P.devPlace, { product_kind: 'content', product_id: course.id })).body).toMatchObject({ result: 'fail', code: 40400 });
    const off = await newCourse({ type: 'mixture', title: '未上架的课', price: 100, status: 0 });
    expect((await post(P.devPlace, { product_kind: 'course', product_id: off.id })).body).toMatchObject({ result: 'fail', message: '商品未上架，不能下单' });
    expect(await queryTestDatabase(server.dataDir, 'select count(*) as n from orders')).toEqual(before);
  });

  it('keeps orders to their teacher: another teacher lists none of them and reads none', async () => {
    const theirs = await list({}, other);
    expect(theirs.rows).toEqual([]);
    expect((await get(P.detail, { id: placed[0]!.id }, other)).body).toMatchObject({ result: 'fail', code: 40400, message: '订单不存在' });
  });

  it('lets a staff account in with the 订单 module only', async () => {
    expect((await get(P.findList, {}, staff)).status).toBe(403);
    await grantModules(server.dataDir, PHONES.staff, ['order']);
    expect((await list({}, staff)).totalCount).toBe((await list()).totalCount);
  });

  it('exports the filtered orders as a real .xlsx', async () => {
    const url = new URL(P.export, server.baseUrl);
    url.searchParams.set('keyword', '13711110001');
    const response = await fetch(url, { headers: { authorization: lin } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; .*filename\*=UTF-8''%E8%AE%A2%E5%8D%95_\d{8}\.xlsx/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer); // exceljs types want the Buffer of older @types/node
    const sheet = book.worksheets[0]!;
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]).toContain('订单号');
    expect(rows.slice(1).map((row) => row[1])).toEqual([placed[2]!.order_no, placed[0]!.order_no]);
    expect(rows[1]).toContain('网页');
    expect(rows[2]).toContain(199);
  });
});
