import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import type { UploadPermission } from '@shared/materials/types.ts';
import { PACKAGE_NAMES } from '@shared/packages/package-names.ts';
import { PACKAGE_PATHS } from '@shared/packages/paths.ts';
import type { PackageOrder, PackageOverview, ResourcePackage } from '@shared/packages/types.ts';
import { TRAFFIC_PATHS } from '@shared/traffic/paths.ts';
import type { TrafficReport } from '@shared/traffic/types.ts';
import { createMainAccount, createStaffAccount, grantModules } from '@server/test-support/accounts.ts';
import { testClock } from '@server/test-support/clock.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { pdf } from '@server/test-support/media-files.ts';
import { startServerWithDevRoutes, type TestServer } from '@server/test-support/start-server.ts';
import { upload } from '@server/areas/materials/test-support.ts';

const DAY = 86_400;
const GB = 1024 ** 3;
const QUOTA = 4000;
const TEACHER = '13900000171';
const STAFF = '13900000172';
const OTHER = '13900000173';

const sized = (size: number) => Buffer.concat([pdf(), Buffer.alloc(size - pdf().length, 0x20)]);
let keys = 0;
const newKey = () => `test-key-${Date.now()}-${++keys}`;

describe('resource packages', () => {
  const clock = testClock();
  let server: TestServer;
  let teacher: string;
  let staff: string;
  let other: string;
  let catalogue: ResourcePackage[];
  const byCode = (code: string) => catalogue.find((item) => item.code === code)!;

  const post = <T>(path: string, json: unknown, token = teacher, key?: string) =>
    call<T>(server.baseUrl, 'POST', path, { token, json, ...(key ? { headers: { 'Idempotency-Key': key } } : {}) });
  const get = <T>(path: string, token = teacher, query: Record<string, string | number> = {}) => call<T>(server.baseUrl, 'GET', path, { token, query });
  async function data<T>(reply: Promise<{ body: { data?: T; result: string; message?: string } }>): Promise<T> {
    const { body } = await reply;
    expect(body, body.message).toMatchObject({ result: 'ok' });
    return body.data as T;
  }
  const buy = (code: string, token = teacher, extra: Record<string, unknown> = {}) => data<PackageOrder>(post(PACKAGE_PATHS.orderCreate, { package_id: byCode(code).id, ...extra }, token, newKey()));
  const pay = (order: PackageOrder, token = teacher) => data<PackageOrder>(post(PACKAGE_PATHS.orderPaid, { id: order.id }, token));
  const permission = (token = teacher) => data<UploadPermission>(get(MATERIAL_PATHS.canUpload, token));
  const overview = (token = teacher) => data<PackageOverview>(get(PACKAGE_PATHS.current, token));
  const ownerOf = async (phone: string) => (await queryTestDatabase<{ id: number }>(server.dataDir, `select id from users where phone = '${phone}'`))[0]!.id;

  beforeAll(async () => {
    server = await startServerWithDevRoutes({ now: clock.now, accessTokenTtl: 60 * DAY, refreshTokenTtl: 90 * DAY, materials: { freeQuotaBytes: QUOTA } });
    await createMainAccount(server.dataDir, TEACHER);
    await createStaffAccount(server.dataDir, TEACHER, STAFF);
    await grantModules(server.dataDir, STAFF, ['materials']);
    await createMainAccount(server.dataDir, OTHER);
    teacher = (await login(server.baseUrl, TEACHER)).token.id;
    staff = (await login(server.baseUrl, STAFF)).token.id;
    other = (await login(server.baseUrl, OTHER)).token.id;
    const listed = await get<unknown>(PACKAGE_PATHS.list);
    catalogue = listed.body.rows as ResourcePackage[];
  });
  afterAll(() => server.close());

  it('sells the platform\'s packages under the names and codes the console knows them by', () => {
    // a screen names a package in the reader's language by its code while it keeps this name (shared/packages/package-names.ts)
    expect(Object.fromEntries(catalogue.map((item) => [item.code, item.name]))).toEqual(PACKAGE_NAMES);
  });

  it('sells storage and traffic packages, storage first, priced in fen', () => {
    expect(catalogue.map((item) => [item.code, item.kind, item.bytes / GB, item.days, item.price])).toEqual([
      ['storage-10g', 'storage', 10, 365, 9_900],
      ['storage-50g', 'storage', 50, 365, 39_900],
      ['storage-200g', 'storage', 200, 365, 129_900],
      ['traffic-100g', 'traffic', 100, 365, 19_900],
      ['traffic-500g', 'traffic', 500, 365, 79_900],
    ]);
  });

  it('raises the quota once paid, so a refused upload passes; a refund lowers it again and keeps the files', async () => {
    expect((await upload(server.baseUrl, teacher, 'document', 'a.pdf', sized(3000))).status).toBe(200);
    const refused = await upload(server.baseUrl, teacher, 'document', 'b.pdf', sized(3000));
    expect(refused.body).toEqual({ result: 'fail', code: 41301, message: '您的存储空间已达上限' });
    expect(await permission()).toEqual({ canUpload: true, used: 3000, quota: QUOTA });

    // the staff account buys for its main account; the order waits for its payment
    const order = await buy('storage-10g', staff);
    expect(order).toMatchObject({ package_code: 'storage-10g', package_name: '存储空间 10 GB（1 年）', kind: 'storage', bytes: 10 * GB, days: 365, amount: 9_900, pay_channel: 'wx_pub_qr', env: 2, status: 0, refundable: false });
    expect(order.qr_payload).toBe(`weixin://wxpay/bizpayurl?pr=${order.order_no}`);
    expect((await permission()).quota).toBe(QUOTA);

    clock.advance(60);
    // the payment notice twice at once: one grant, one booking
    await Promise.all([pay(order), pay(order)]);
    const paid = await data<PackageOrder>(get(PACKAGE_PATHS.orderDetail, teacher, { id: order.id }));
    expect(paid).toMatchObject({ status: 1, paid_at: clock.seconds(), refundable: true });
    expect(await permission()).toEqual({ canUpload: true, used: 3000, quota: QUOTA + 10 * GB });
    expect((await upload(server.baseUrl, teacher, 'document', 'b.pdf', sized(3000))).status).toBe(200);
    const now = await overview();
    expect(now.storage).toEqual({ used: 6000, quota: QUOTA + 10 * GB, base: QUOTA, packages: 10 * GB, canUpload: true });
    expect(now.grants).toEqual([{ id: expect.any(Number), order_id: order.id, package_code: 'storage-10g', package_name: '存储空间 10 GB（1 年）', kind: 'storage', bytes: 10 * GB, started_at: clock.seconds(), expires_at: clock.seconds() + 365 * DAY }]);

    // booked like a SaaS purchase, out of the teacher's knowledge income
    const owner = await ownerOf(TEACHER);
    const lines = await queryTestDatabase<{ kind: string; title_code: string; title_params: string; ref_type: string; account: string; source: string; amount: number }>(
      server.dataDir,
      `select t.kind, t.title_code, t.title_params, t.ref_type, e.account, e.source, e.amount from ledger_transactions t join ledger_entries e on e.transaction_id = t.id where t.owner_id = ${owner} order by e.id`,
    );
    expect(lines.map((line) => ({ ...line, amount: Number(line.amount) }))).toEqual([
      { kind: 'saas_purchase', title_code: 'purchase', title_params: '{"name":"存储空间 10 GB（1 年）"}', ref_type: 'package_order', account: 'income', source: 'knowledge', amount: -9_900 },
      { kind: 'saas_purchase', title_code: 'purchase', title_params: '{"name":"存储空间 10 GB（1 年）"}', ref_type: 'package_order', account: 'platform_sales', source: '', amount: 9_900 },
    ]);

    clock.advance(2 * DAY);
    const key = newKey();
    const refunded = await data<PackageOrder>(post(PACKAGE_PATHS.orderRefund, { id: order.id }, teacher, key));
    expect(refunded).toMatchObject({ status: 3, refunded_at: clock.seconds(), refundable: false });
    // the same request again is answered, not done again; a new one is refused
    expect(await data<PackageOrder>(post(PACKAGE_PATHS.orderRefund, { id: order.id }, teacher, key))).toEqual(refunded);
    const again = await post(PACKAGE_PATHS.orderRefund, { id: order.id }, teacher, newKey());
    expect([again.status, again.body.message]).toEqual([409, '订单已退款，不能重复退款']);

    // the files stay; the quota is the free one again and uploads are refused
    expect(await permission()).toEqual({ canUpload: false, used: 6000, quota: QUOTA });
    expect((await upload(server.baseUrl, teacher, 'document', 'c.pdf', sized(1000))).body.code).toBe(41301);
    expect((await overview()).grants).toEqual([]);
    const after = await queryTestDatabase<{ kind: string; amount: number }>(server.dataDir, `select t.kind, sum(e.amount) amount from ledger_transactions t join ledger_entries e on e.transaction_id = t.id where t.owner_id = ${owner} and e.account = 'income' group by t.kind order by t.kind`);
    expect(after.map((row) => [row.kind, Number(row.amount)])).toEqual([['saas_purchase', -9_900], ['saas_refund', 9_900]]);
    const logged = await queryTestDatabase<{ action: string; amount: number | null }>(server.dataDir, `select action, amount from operation_logs where owner_id = ${owner} and action like 'package.%' order by id`);
    expect(logged.map((row) => [row.action, row.amount === null ? null : Number(row.amount)])).toEqual([
      ['package.order.create', 9_900],
      ['package.order.pay', 9_900],
      ['package.order.refund', 9_900],
    ]);
  });

  it('orders once per Idempotency-Key, and asks for one', async () => {
    const missing = await post(PACKAGE_PATHS.orderCreate, { package_id: byCode('storage-50g').id });
    expect([missing.status, missing.body.message]).toEqual([400, '参数错误：Idempotency-Key 请求头必须是 8 到 64 位字母、数字、- 或 _']);
    const key = newKey();
    const first = await data<PackageOrder>(post(PACKAGE_PATHS.orderCreate, { package_id: byCode('storage-50g').id }, teacher, key));
    const repeat = await data<PackageOrder>(post(PACKAGE_PATHS.orderCreate, { package_id: byCode('storage-50g').id }, teacher, key));
    expect(repeat).toEqual(first);
    // the repeat moved nothing and wrote no second line
    const lines = await queryTestDatabase<{ n: number }>(server.dataDir, `select count(*) n from operation_logs where action = 'package.order.create' and object_id = ${first.id}`);
    expect(Number(lines[0]!.n)).toBe(1);
    const reused = await post(PACKAGE_PATHS.orderCreate, { package_id: byCode('storage-200g').id }, teacher, key);
    expect(reused.status).toBe(409);
    const rows = (await get<unknown>(PACKAGE_PATHS.orderList, teacher, { status: 0 })).body.rows as PackageOrder[];
    expect(rows.filter((row) => row.package_id === byCode('storage-50g').id)).toHaveLength(1);
  });

  it('closes an unpaid order, which can then be neither paid nor refunded', async () => {
    const order = await buy('traffic-500g');
    const closed = await data<PackageOrder>(post(PACKAGE_PATHS.orderClose, { id: order.id }));
    expect(closed).toMatchObject({ status: 2, closed_at: clock.seconds() });
    expect((await post(PACKAGE_PATHS.orderClose, { id: order.id })).body.message).toBe('只有待支付的订单可以关闭');
    expect((await post(PACKAGE_PATHS.orderPaid, { id: order.id })).body.message).toBe('订单已关闭，无法支付');
    expect((await post(PACKAGE_PATHS.orderRefund, { id: order.id }, teacher, newKey())).body.message).toBe('只有已支付的订单可以退款');
  });

  it('raises the traffic allowance while a traffic package runs, and refuses its refund after 7 days', async () => {
    const before = await data<TrafficReport>(get(TRAFFIC_PATHS.report));
    expect(before.allowance).toMatchObject({ base: 10 * GB, packages: 0, allowance: 10 * GB });
    const order = await pay(await buy('traffic-100g'));
    expect((await data<TrafficReport>(get(TRAFFIC_PATHS.report))).allowance).toMatchObject({ packages: 100 * GB, allowance: 110 * GB });
    expect((await overview()).traffic).toMatchObject({ packages: 100 * GB, allowance: 110 * GB });
    // the storage quota is not the traffic's
    expect((await permission()).quota).toBe(QUOTA);

    const otherEnv = await post(PACKAGE_PATHS.orderRefund, { id: order.id, env: 1 }, teacher, newKey());
    expect([otherEnv.status, otherEnv.body.message]).toEqual([400, '退款的支付渠道和环境须与订单支付时一致']);
    clock.advance(7 * DAY + 1);
    const late = await post(PACKAGE_PATHS.orderRefund, { id: order.id }, teacher, newKey());
    expect([late.status, late.body.message]).toEqual([409, '已超过支付后 7 天的退款期限，无法退款']);
    expect((await data<PackageOrder>(get(PACKAGE_PATHS.orderDetail, teacher, { id: order.id }))).status).toBe(1);
    expect((await overview()).traffic.packages).toBe(100 * GB);
  });

  it('another teacher\'s order answers 404 on every call and never shows in the list', async () => {
    const order = await buy('storage-10g');
    for (const [path, body] of [
      [PACKAGE_PATHS.orderClose, { id: order.id }],
      [PACKAGE_PATHS.orderRefund, { id: order.id }],
      [PACKAGE_PATHS.orderPaid, { id: order.id }],
    ] as const) {
      const reply = await post(path, body, other, newKey());
      expect([reply.status, reply.body.message]).toEqual([404, '订单不存在']);
    }
    expect((await get(PACKAGE_PATHS.orderDetail, other, { id: order.id })).status).toBe(404);
    expect((await get<unknown>(PACKAGE_PATHS.orderList, other)).body.rows).toEqual([]);
    expect((await overview(other)).grants).toEqual([]);
    expect((await data<PackageOrder>(get(PACKAGE_PATHS.orderDetail, teacher, { id: order.id }))).status).toBe(0);
  });

  it('books a planet-mode account\'s purchase out of its planet income; 高级讲师 buy no storage', async () => {
    const zhou = (await login(server.baseUrl, PHONES.planet)).token.id;
    const storage = await post(PACKAGE_PATHS.orderCreate, { package_id: byCode('storage-10g').id }, zhou, newKey());
    expect([storage.status, storage.body.message]).toEqual([409, '您的存储空间不限，无需购买存储空间资源包']);
    const order = await pay(await buy('traffic-100g', zhou), zhou);
    const owner = await ownerOf(PHONES.planet);
    const lines = await queryTestDatabase<{ source: string; amount: number }>(
      server.dataDir,
      `select e.source, e.amount from ledger_transactions t join ledger_entries e on e.transaction_id = t.id where t.owner_id = ${owner} and t.ref_type = 'package_order' and t.ref_id = ${order.id} and e.account = 'income'`,
    );
    expect(lines.map((line) => [line.source, Number(line.amount)])).toEqual([['planet', -19_900]]);
    expect((await overview(zhou)).storage).toMatchObject({ quota: null, packages: 0, canUpload: true });
  });

  it('checks its input', async () => {
    const channel = await post(PACKAGE_PATHS.orderCreate, { package_id: byCode('storage-10g').id, pay_channel: 'alipay_qr' }, teacher, newKey());
    expect([channel.status, channel.body.message]).toEqual([400, expect.stringMatching(/pay_channel/)]);
    const missing = await post(PACKAGE_PATHS.orderCreate, { package_id: 999 }, teacher, newKey());
    expect([missing.status, missing.body.message]).toEqual([404, '资源包不存在']);
  });
});
