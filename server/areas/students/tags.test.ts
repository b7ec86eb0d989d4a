/**
 * Student tags: a rule tag names the students who meet it now (spend, orders, first channel, a product
 * bought and kept) and follows a new order or a refund without being saved again; manual tags given and taken in
 * bulk; the list filtered by either; tags on the list, the detail and the export; the rule preview; bad input
 * named; owner scoping; the 用户 module; the operation log.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTERSALE_PATHS, IDEMPOTENCY_HEADER } from '@shared/aftersale/paths.ts';
import type { CourseRecord } from '@shared/courses/types.ts';
import { ORDER_PATHS } from '@shared/orders/paths.ts';
import type { OrderChannel } from '@shared/orders/types.ts';
import { STUDENT_PATHS as P } from '@shared/students/paths.ts';
import type { StudentTag, StudentTagInput } from '@shared/students/tag-types.ts';
import type { Student, StudentDetail, StudentOrder } from '@shared/students/types.ts';
import { createMainAccount } from '@server/test-support/accounts.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { call, login } from '@server/test-support/http.ts';
import { startServerWithDevRoutes, type TestServer } from '@server/test-support/start-server.ts';
import { courseOnSale } from '@server/areas/courses/test-support.ts';

type Query = Record<string, string | number>;
const NO_RULE = { spend_min: null, orders_min: null, channel: null, products: [] };

describe('student tags', () => {
  let server: TestServer;
  let lin: string;
  let other: string;
  let course: CourseRecord;
  let second: CourseRecord;
  let theirCourse: CourseRecord;
  const buyerOf: Record<string, number> = {};

  const get = <T = never>(path: string, query: Query = {}, token = lin) => call<T>(server.baseUrl, 'GET', path, { token, query });
  const post = <T = unknown>(path: string, json: unknown, token = lin, headers: Record<string, string> = {}) => call<T>(server.baseUrl, 'POST', path, { token, json, headers });
  const okData = async <T>(answer: Promise<{ body: { result: string; data?: T; message?: string } }>): Promise<T> => {
    const { body } = await answer;
    expect(body, JSON.stringify(body)).toMatchObject({ result: 'ok' });
    return body.data as T;
  };
  const students = async (query: Query = {}, token = lin) => {
    const answer = await get<never>(P.findList, { pageSize: 100, ...query }, token);
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ result: 'ok' });
    return { rows: answer.body.rows as Student[], total: Number(answer.body.totalCount) };
  };
  const tagged = async (tagId: number) => (await students({ tag: tagId })).rows.map((s) => s.id).sort((a, b) => a - b);
  const tags = async (query: Query = {}, token = lin) => (await get<never>(P.tags, { pageSize: 100, ...query }, token)).body.rows as StudentTag[];
  const createTag = (input: StudentTagInput, token = lin) => post<StudentTag>(P.tagCreate, input, token);
  const place = async (phone: string, nickname: string, channel: OrderChannel, id: number, token = lin) => {
    await okData(post(ORDER_PATHS.devPlace, { product_kind: 'course', product_id: id, channel, buyer_phone: phone, buyer_nickname: nickname }, token));
    return Number((await queryTestDatabase<{ id: number }>(server.dataDir, 'select id from buyers where phone = ?', [phone]))[0]!.id);
  };
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

  beforeAll(async () => {
    server = await startServerWithDevRoutes();
    // a teacher of their own: the demo teacher's seeded students would be in every count
    await createMainAccount(server.dataDir, '13900001600');
    lin = (await login(server.baseUrl, '13900001600')).token.id;
    await createMainAccount(server.dataDir, '13900001601');
    other = (await login(server.baseUrl, '13900001601')).token.id;
    const newCourse = (title: string, price: number, token: string) => courseOnSale(server, token, { title, price });
    course = await newCourse('人像布光', 30_000, lin);
    second = await newCourse('手机摄影入门', 5_000, lin);
    theirCourse = await newCourse('别人的课', 5_000, other);
    buyerOf.big = await place('13722230001', '大客户', 'dy', course.id);
    await place('13722230001', '大客户', 'h5', second.id);
    buyerOf.small = await place('13722230002', '小白', 'dy', second.id);
    buyerOf.web = await place('13722230003', '网页来的', 'h5', course.id);
    // buys from another teacher only: never our student
    buyerOf.theirs = await place('13722230004', '别人的学员', 'dy', theirCourse.id, other);
  });
  afterAll(() => server.close());

  it('evaluates a rule tag against the students as they are now, and follows new orders and refunds', async () => {
    const rule = await okData<StudentTag>(createTag({ name: '抖音高消费', kind: 'rule', rule: { ...NO_RULE, spend_min: 20_000, channel: 'dy' } }));
    expect(rule).toMatchObject({ name: '抖音高消费', kind: 'rule', rule: { spend_min: 20_000, orders_min: null, channel: 'dy', products: [] }, students_n: 1 });
    expect(await tagged(rule.id)).toEqual([buyerOf.big]);

    // 小白 buys the big course too: now over ¥200, first ordered on Douyin
    await place('13722230002', '小白', 'ks', course.id);
    expect(await tagged(rule.id)).toEqual(sorted([buyerOf.big!, buyerOf.small!]));
    expect((await tags()).find((t) => t.id === rule.id)!.students_n).toBe(2);

    // and is refunded most of it: below ¥200 again, without the tag being saved again
    const orders = (await get<never>(P.orders, { id: buyerOf.small! })).body.rows as StudentOrder[];
    const big = orders.find((o) => o.product_id === course.id)!;
    const request = await okData<{ id: number }>(post(AFTERSALE_PATHS.devRequest, { order_id: big.id, amount: 20_000, reason: '买错了' }));
    await okData(post(AFTERSALE_PATHS.approve, { id: request.id, amount: 20_000 }, lin, { [IDEMPOTENCY_HEADER]: 'tags-test-refund-1' }));
    expect(await tagged(rule.id)).toEqual([buyerOf.big]);
  });

  it('names buyers of a product, kept orders only, and previews a rule before it is saved', async () => {
    const product = { kind: 'course' as const, id: course.id };
    const preview = await okData<{ students_n: number }>(post(P.tagPreview, { rule: { ...NO_RULE, products: [product] } }));
    // 大客户, 网页来的 and 小白 ordered it; 小白's order was refunded in part and still counts
    expect(preview.students_n).toBe(3);
    const both = await okData<{ students_n: number }>(post(P.tagPreview, { rule: { ...NO_RULE, products: [product], orders_min: 2 } }));
    expect(both.students_n).toBe(2);
    const tag = await okData<StudentTag>(createTag({ name: '买过人像布光', kind: 'rule', rule: { ...NO_RULE, products: [product, product] } }));
    expect(tag.rule!.products).toEqual([{ kind: 'course', id: course.id, title: '人像布光' }]);
    expect(await tagged(tag.id)).toEqual(sorted([buyerOf.big!, buyerOf.small!, buyerOf.web!]));
    // wholly refunded: no longer bought
    const order = ((await get<never>(P.orders, { id: buyerOf.web! })).body.rows as StudentOrder[])[0]!;
    const request = await okData<{ id: number }>(post(AFTERSALE_PATHS.devRequest, { order_id: order.id, amount: order.pay_amount, reason: '不想学了' }));
    await okData(post(AFTERSALE_PATHS.approve, { id: request.id, amount: order.pay_amount }, lin, { [IDEMPOTENCY_HEADER]: 'tags-test-refund-2' }));
    expect(await tagged(tag.id)).toEqual(sorted([buyerOf.big!, buyerOf.small!]));
  });

  it('gives and takes manual tags in bulk, once each, and filters and shows them', async () => {
    const vip = await okData<StudentTag>(createTag({ name: '重点跟进', kind: 'manual', rule: null }));
    expect(vip).toMatchObject({ kind: 'manual', rule: null, students_n: 0 });
    const given = await okData<{ changed: number }>(post(P.tagAssign, { tag_ids: [vip.id], buyer_ids: [buyerOf.big, buyerOf.web] }));
    expect(given.changed).toBe(2);
    // again, with one more: only the new one counts
    expect((await okData<{ changed: number }>(post(P.tagAssign, { tag_ids: [vip.id], buyer_ids: [buyerOf.big, buyerOf.small] }))).changed).toBe(1);
    expect(await tagged(vip.id)).toEqual(sorted([buyerOf.big!, buyerOf.small!, buyerOf.web!]));
    const { rows, total } = await students({ tag: vip.id, channel: 'dy' });
    expect(total).toBe(2);
    expect(rows.find((s) => s.id === buyerOf.big)!.tags.map((t) => t.name)).toEqual(['抖音高消费', '买过人像布光', '重点跟进']);
    const detail = await okData<StudentDetail>(get(P.detail, { id: buyerOf.small! }));
    expect(detail.tags).toEqual([expect.objectContaining({ name: '买过人像布光', kind: 'rule' }), expect.objectContaining({ id: vip.id, name: '重点跟进', kind: 'manual' })]);

    expect((await okData<{ changed: number }>(post(P.tagAssign, { tag_ids: [vip.id], buyer_ids: [buyerOf.small], remove: true }))).changed).toBe(1);
    expect(await tagged(vip.id)).toEqual(sorted([buyerOf.big!, buyerOf.web!]));
    const log = await queryTestDatabase<{ action: string }>(server.dataDir, "select action from operation_logs where action like 'user.tag.%' order by id");
    expect(log.map((l) => l.action)).toEqual(['user.tag.create', 'user.tag.create', 'user.tag.create', 'user.tag.assign', 'user.tag.assign', 'user.tag.assign']);
  });

  it('writes the tags into the export', async () => {
    const vip = (await tags()).find((t) => t.name === '重点跟进')!;
    const answer = await fetch(`${server.baseUrl}${P.export}?tag=${vip.id}`, { headers: { Authorization: lin } });
    expect(answer.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await answer.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const column = header.indexOf('标签');
    expect(column).toBeGreaterThan(0);
    expect(sheet.rowCount).toBe(3);
    const big = [2, 3].map((r) => sheet.getRow(r)).find((row) => String(row.getCell(column).value).includes('抖音高消费'))!;
    expect(String(big.getCell(column).value)).toBe('抖音高消费、买过人像布光、重点跟进');
  });

  it('refuses what cannot be: an empty rule, a taken name, a rule tag given by hand, another kind on update, others’ products', async () => {
    const refused = async (answer: Promise<{ status: number; body: { result: string; message?: string } }>, status: number, message: string) => {
      const { status: got, body } = await answer;
      expect({ got, message: body.message }).toEqual({ got: status, message });
    };
    const before = await tags();
    await refused(createTag({ name: '空规则', kind: 'rule', rule: NO_RULE }), 400, '请至少设置一个条件');
    await refused(createTag({ name: '空规则', kind: 'rule', rule: null }), 400, '请至少设置一个条件');
    await refused(createTag({ name: '  ', kind: 'manual', rule: null }), 400, '参数错误：name 不能为空');
    await refused(createTag({ name: '一二三四五六七八九十一二三四五六', kind: 'manual', rule: null }), 400, '参数错误：name 长度不能超过 15 个字符');
    await refused(createTag({ name: '重点跟进', kind: 'manual', rule: null }), 409, '标签名称已存在');
    await refused(createTag({ name: '别人的课', kind: 'rule', rule: { ...NO_RULE, products: [{ kind: 'course', id: theirCourse.id }] } }), 400, '所选商品不存在，请重新选择');
    await refused(createTag({ name: '负数', kind: 'rule', rule: { ...NO_RULE, spend_min: -1 } }), 400, '参数错误：rule.spend_min 必须是 1 到 100000000 的整数（单位：分）');
    const rule = before.find((t) => t.kind === 'rule')!;
    await refused(post(P.tagAssign, { tag_ids: [rule.id], buyer_ids: [buyerOf.big] }), 400, '规则标签按条件自动匹配学员，不能手动添加或移除');
    await refused(post(P.tagUpdate, { id: rule.id, name: rule.name, kind: 'manual', rule: null }), 400, '标签类型创建后不能修改');
    expect(await tags()).toEqual(before);
  });

  it('keeps teachers apart: another teacher’s tag or student is not found, and their list has none of ours', async () => {
    const vip = (await tags()).find((t) => t.name === '重点跟进')!;
    expect(await tags({}, other)).toEqual([]);
    expect((await post(P.tagAssign, { tag_ids: [vip.id], buyer_ids: [buyerOf.big] }, other)).body).toMatchObject({ result: 'fail', message: '标签不存在' });
    expect((await post(P.tagUpdate, { id: vip.id, name: '改名', kind: 'manual', rule: null }, other)).status).toBe(404);
    expect((await post(P.tagDelete, { id: vip.id }, other)).status).toBe(404);
    // a buyer of another teacher is not our student
    expect((await post(P.tagAssign, { tag_ids: [vip.id], buyer_ids: [buyerOf.theirs] })).body).toMatchObject({ result: 'fail', message: '学员不存在' });
    // their own tag cannot be given to our students either
    const theirs = await okData<StudentTag>(createTag({ name: '他们的', kind: 'manual', rule: null }, other));
    expect((await post(P.tagAssign, { tag_ids: [theirs.id], buyer_ids: [buyerOf.big] }, other)).body).toMatchObject({ result: 'fail', message: '学员不存在' });
    expect((await students({ tag: theirs.id })).total).toBe(0);
    expect((await tags()).find((t) => t.id === vip.id)!.name).toBe('重点跟进');
  });

  it('updates a rule, renames, and deletes a tag with whom it was given to', async () => {
    const rule = (await tags()).find((t) => t.name === '抖音高消费')!;
    const updated = await okData<StudentTag>(post(P.tagUpdate, { id: rule.id, name: '抖音老学员', kind: 'rule', rule: { ...NO_RULE, channel: 'dy', orders_min: 2 } }));
    expect(updated).toMatchObject({ name: '抖音老学员', rule: { spend_min: null, orders_min: 2, channel: 'dy' } });
    expect(await tagged(rule.id)).toEqual(sorted([buyerOf.big!, buyerOf.small!]));
    const vip = (await tags()).find((t) => t.name === '重点跟进')!;
    await okData(post(P.tagDelete, { id: vip.id }));
    expect((await tags()).some((t) => t.id === vip.id)).toBe(false);
    expect(await queryTestDatabase(server.dataDir, 'select * from student_tag_links where tag_id = ?', [vip.id])).toEqual([]);
    // an old link to it finds nobody
    expect((await students({ tag: vip.id })).total).toBe(0);
  });
});
