/** Coupons: the calls against the real server, on a clock the tests move. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_PATHS as P } from '@shared/marketing/paths.ts';
import { MARKETING_PRODUCT_PATHS } from '@shared/marketing/paths.ts';
import type { Coupon, CouponInput, MarketingProduct } from '@shared/marketing/types.ts';
import { grantModules } from '@server/test-support/accounts.ts';
import { queryTestDatabase } from '@server/test-support/databases.ts';
import { login, PHONES } from '@server/test-support/http.ts';
import { couponWorld, DAY, type CouponWorld } from './coupon-test-support.ts';

describe('coupons', () => {
  let w: CouponWorld;
  let courseId: number;
  let columnId: number;
  let theirCourseId: number;
  const count = async () => Number((await w.get(P.coupon.findList, { pageSize: 1 })).body.totalCount);
  const titles = async (query: Record<string, string | number> = {}) => (await w.list(query)).map((row) => row.title);
  const update = (coupon: Coupon, extra: Partial<CouponInput>, token?: string) => {
    const { products, ...rest } = coupon;
    const input: CouponInput = { ...w.input(), ...rest, products: products.map(({ kind, id }) => ({ kind, id })), ...extra };
    const body = Object.fromEntries(Object.keys(w.input()).map((key) => [key, input[key as keyof CouponInput]]));
    return w.post<Coupon>(P.coupon.update, { id: coupon.id, ...body }, token);
  };

  beforeAll(async () => {
    w = await couponWorld('13900001401');
    courseId = await w.course({ type: 'richtext', title: '摄影入门', price: 9_900 });
    columnId = await w.course({ type: 'column', title: '摄影专栏', price: 19_900 });
    theirCourseId = await w.course({ type: 'richtext', title: '别人的课', price: 100 }, w.other);
  });
  afterAll(() => w.close());

  it('lists the demo coupons in every state with their figures, by tab and title', async () => {
    const all = await w.list();
    const byTitle = new Map(all.map((row) => [row.title, row]));
    // two of its claims were spent by the demo orders (server/areas/orders/seed.ts)
    expect(byTitle.get('新学员立减券')).toMatchObject({ status: 'running', type: 'fixed', amount: 2_000, all_products: 1, products: [], claimed: 3, used: 2, codes: 0, taken: 3, stock: 500, stock_left: 497 });
    expect(byTitle.get('写作课 8.5 折券')).toMatchObject({ status: 'running', type: 'discount', rate: 85, claimed: 3, codes: 20, taken: 21, stock_left: 179 });
    expect(byTitle.get('满 199 减 50')).toMatchObject({ status: 'upcoming', type: 'threshold', amount: 5_000, threshold: 19_900, claimed: 0 });
    expect(byTitle.get('双十一限时券')).toMatchObject({ status: 'ended', claimed: 2 });
    expect(all.every((row) => !('owner_id' in row))).toBe(true);
    // newest first
    expect(all.map((row) => row.title)).toEqual(['满 199 减 50', '写作课 8.5 折券', '新学员立减券', '双十一限时券']);
    expect(await titles({ status: 'upcoming' })).toEqual(['满 199 减 50']);
    expect(await titles({ status: 'running' })).toEqual(['写作课 8.5 折券', '新学员立减券']);
    expect(await titles({ status: 'ended' })).toEqual(['双十一限时券']);
    expect(await titles({ keyword: '立减' })).toEqual(['新学员立减券']);
    expect(await titles({ keyword: '券', status: 'ended' })).toEqual(['双十一限时券']);
    expect(await w.list({}, w.other)).toEqual([]);
    const page = await w.get(P.coupon.findList, { pageSize: 3, page: 2 });
    expect([page.body.totalCount, (page.body.rows as Coupon[]).length]).toEqual([4, 1]);
    expect((await w.get(P.coupon.findList, { status: 'later' })).body.message).toMatch(/^参数错误：status 必须是 upcoming、running、ended 之一/);
  });

  it('creates every type, with its products, edits it and deletes it', async () => {
    const fixed = await w.create();
    expect(fixed).toMatchObject({ title: '春季立减券', type: 'fixed', amount: 1_000, rate: 0, threshold: 0, status: 'upcoming', stopped_at: null, claimed: 0, stock_left: 100 });
    expect(await w.detail(fixed.id)).toEqual(fixed);
    const discount = await w.create({ type: 'discount', amount: 500, rate: 85, threshold: 9_999, all_products: 0, products: [{ kind: 'course', id: courseId }, { kind: 'column', id: columnId }] });
    // what a type does not use is stored as 0
    expect(discount).toMatchObject({ type: 'discount', amount: 0, rate: 85, threshold: 0, all_products: 0 });
    expect(discount.products).toEqual(expect.arrayContaining([{ kind: 'course', id: courseId, title: '摄影入门', price: 9_900 }, { kind: 'column', id: columnId, title: '摄影专栏', price: 19_900 }]));
    const threshold = await w.create({ type: 'threshold', amount: 2_000, threshold: 10_000, all_products: 0, products: [{ kind: 'course', id: courseId }] });
    expect(threshold).toMatchObject({ type: 'threshold', amount: 2_000, threshold: 10_000 });

    const edited = await update(threshold, { title: '满百减二十', type: 'fixed', all_products: 1, products: [], stock: 50, per_user_limit: 3 });
    expect(edited.body.data).toMatchObject({ title: '满百减二十', type: 'fixed', amount: 2_000, threshold: 0, all_products: 1, products: [], stock: 50, per_user_limit: 3 });
    expect(Number((await queryTestDatabase<{ n: number }>(w.server.dataDir, 'select count(*) as n from coupon_products where coupon_id = ?', [threshold.id]))[0]!.n)).toBe(0);
    for (const coupon of [fixed, discount, threshold]) expect((await w.post(P.coupon.delete, { id: coupon.id })).body).toEqual({ result: 'ok' });
    expect((await w.get(P.detail, { id: fixed.id })).body).toMatchObject({ result: 'fail', code: 40400, message: '优惠券不存在' });
  });

  it('refuses a coupon it cannot be, naming the field, writing nothing', async () => {
    const before = await count();
    const refused = async (extra: Partial<CouponInput> | Record<string, unknown>, message: string | RegExp) => {
      const answer = await w.post(P.coupon.create, { ...w.input(), ...extra });
      expect(answer.body.result, JSON.stringify(extra)).toBe('fail');
      expect(answer.body.message, JSON.stringify(extra)).toMatch(message);
    };
    const now = w.clock.seconds();
    await refused({ title: '  ' }, '参数错误：title 不能为空');
    await refused({ title: '长'.repeat(21) }, '参数错误：title 长度不能超过 20 个字符');
    await refused({ type: 'gift' }, /^参数错误：type 必须是 fixed、discount、threshold 之一/);
    await refused({ amount: 0 }, '参数错误：amount 必须是 1 到 9999999 之间的整数（单位：分）');
    await refused({ amount: 1.5 }, /^参数错误：amount/);
    await refused({ amount: 10_000_000 }, /^参数错误：amount/);
    await refused({ type: 'discount', rate: 9 }, '参数错误：rate 必须是 10 到 99 之间的整数（85 表示 8.5 折）');
    await refused({ type: 'discount', rate: 100 }, /^参数错误：rate/);
    await refused({ type: 'threshold', amount: 2_000, threshold: 2_000 }, '参数错误：threshold 使用门槛必须大于面额 amount');
    await refused({ type: 'threshold', amount: 2_000, threshold: 1_000 }, '参数错误：threshold 使用门槛必须大于面额 amount');
    await refused({ starts_at: now + DAY, ends_at: now + DAY }, '参数错误：ends_at 结束时间必须晚于开始时间 starts_at');
    await refused({ starts_at: now - 3 * DAY, ends_at: now - DAY }, '参数错误：ends_at 结束时间不能早于当前时间');
    await refused({ stock: 0 }, /^参数错误：stock 必须是 1 到 100000 之间的整数/);
    await refused({ stock: 100_001 }, /^参数错误：stock/);
    await refused({ per_user_limit: 11 }, /^参数错误：per_user_limit 必须是 1 到 10 之间的整数/);
    await refused({ all_products: 0, products: [] }, /^参数错误：products 请选择适用商品/);
    await refused({ all_products: 0, products: [{ kind: 'course', id: courseId }, { kind: 'course', id: courseId }] }, '参数错误：products 不能重复');
    await refused({ all_products: 0, products: [{ kind: 'book', id: courseId }] }, /^参数错误：products\.0\.kind/);
    // another teacher's product, or one of another kind than it says, does not exist here
    await refused({ all_products: 0, products: [{ kind: 'course', id: theirCourseId }] }, '适用商品不存在，请重新选择');
    await refused({ all_products: 0, products: [{ kind: 'column', id: courseId }] }, '适用商品不存在，请重新选择');
    await refused({ extra: 1 }, '参数错误：不支持的字段 extra');
    expect(await count()).toBe(before);
  });

  it('fixes the terms buyers hold once claimed: title, a later end, stock and a higher limit may change', async () => {
    const coupon = await w.create({ starts_at: w.clock.seconds() - DAY, all_products: 0, products: [{ kind: 'course', id: courseId }], stock: 10, per_user_limit: 2 });
    await w.claim(coupon.id, 901);
    await w.claim(coupon.id, 902, { used: true });
    const held = await w.detail(coupon.id);
    expect(held).toMatchObject({ status: 'running', claimed: 2, used: 1, taken: 2, stock_left: 8 });
    const refused = async (extra: Partial<CouponInput>, status: number, message: string) => {
      const answer = await update(held, extra);
      expect([answer.status, answer.body.message], JSON.stringify(extra)).toEqual([status, message]);
    };
    await refused({ type: 'discount', rate: 80 }, 409, '已有买家领取，类型、面额、门槛和适用商品不能修改');
    await refused({ amount: 900 }, 409, '已有买家领取，类型、面额、门槛和适用商品不能修改');
    await refused({ products: [{ kind: 'column', id: columnId }] }, 409, '已有买家领取，类型、面额、门槛和适用商品不能修改');
    await refused({ all_products: 1, products: [] }, 409, '已有买家领取，类型、面额、门槛和适用商品不能修改');
    await refused({ starts_at: held.starts_at + 60 }, 409, '已有买家领取，开始时间不能修改');
    await refused({ ends_at: held.ends_at - 60 }, 409, '已有买家领取，结束时间只能延后');
    await refused({ per_user_limit: 1 }, 409, '已有买家领取，每人限领只能提高');
    await refused({ stock: 1 }, 400, '发放总量不能少于已领取与已生成优惠码的数量（2）');
    expect(await w.detail(coupon.id)).toEqual(held);
    const edited = await update(held, { title: '老学员立减券', ends_at: held.ends_at + DAY, stock: 2, per_user_limit: 5 });
    expect(edited.body.data).toMatchObject({ title: '老学员立减券', ends_at: held.ends_at + DAY, stock: 2, per_user_limit: 5, stock_left: 0, products: [{ kind: 'course', id: courseId }] });
    expect((await w.post(P.coupon.delete, { id: coupon.id })).body).toMatchObject({ code: 40900, message: '已有买家领取的优惠券不能删除，可以结束它' });

    // 结束: at once, for good
    const stopped = (await w.post<Coupon>(P.stop, { id: coupon.id })).body.data!;
    expect(stopped).toMatchObject({ status: 'ended', stopped_at: w.clock.seconds() });
    expect((await w.post(P.stop, { id: coupon.id })).body.message).toBe('优惠券已结束');
    expect((await update(stopped, { title: '再改' })).body.message).toBe('优惠券已结束，不能编辑');
    expect(await titles({ status: 'ended' })).toContain('老学员立减券');
  });

  it('moves through its states with the time; every row of a tab shows that status', async () => {
    const coupon = await w.create({ starts_at: w.clock.seconds() + 60, ends_at: w.clock.seconds() + 120 });
    expect((await w.list({ status: 'upcoming' })).map((row) => row.id)).toContain(coupon.id);
    w.clock.advance(60);
    expect((await w.detail(coupon.id)).status).toBe('running');
    expect((await w.list({ status: 'running' })).map((row) => row.id)).toContain(coupon.id);
    w.clock.advance(60);
    expect((await w.detail(coupon.id)).status).toBe('ended');
    expect((await w.list({ status: 'ended' })).map((row) => row.id)).toContain(coupon.id);
    // before the start and without claims, everything may change (an ended coupon excepted)
    const later = await w.create();
    expect((await update(later, { type: 'discount', rate: 75, starts_at: later.starts_at + DAY, ends_at: later.ends_at + DAY, per_user_limit: 1 })).body.data).toMatchObject({ type: 'discount', rate: 75 });
    let total = 0;
    for (const status of ['upcoming', 'running', 'ended'] as const) {
      const rows = await w.list({ status });
      expect(rows.every((row) => row.status === status), status).toBe(true);
      total += rows.length;
    }
    expect(total).toBe(await count());
  });

  it("keeps each teacher to their own coupons: another teacher's answer 404 and stay as they were", async () => {
    const mine = await w.create({ title: '我的券', starts_at: w.clock.seconds() - 60 });
    for (const [path, body] of [
      [P.coupon.update, { ...w.input(), id: mine.id }],
      [P.coupon.delete, { id: mine.id }],
      [P.stop, { id: mine.id }],
      [P.codes.generate, { coupon_id: mine.id, count: 1 }],
    ] as const) {
      const answer = await w.post(path, body, w.other);
      expect([answer.status, answer.body.message], path).toEqual([404, '优惠券不存在']);
    }
    for (const [path, query] of [[P.detail, { id: mine.id }], [P.codes.findList, { coupon_id: mine.id }], [P.codes.batches, { coupon_id: mine.id }]] as const) {
      expect((await w.get(path, query, w.other)).status, path).toBe(404);
    }
    expect(await w.detail(mine.id)).toEqual(mine);
    expect(await w.list({ keyword: '我的券' }, w.other)).toEqual([]);
  });

  it("lists the teacher's products to choose from: courses, content items, columns and planets", async () => {
    const contentId = await w.course({ type: 'richtext', title: '摄影小课', price: 990, single: 1 });
    const products = async (query: Record<string, string | number> = {}, token = w.lin) => {
      const answer = await w.get(MARKETING_PRODUCT_PATHS.products, { pageSize: 100, ...query }, token);
      expect(answer.body.result, JSON.stringify(answer.body)).toBe('ok');
      return answer.body.rows as MarketingProduct[];
    };
    const all = await products();
    expect(all.slice(0, 3)).toEqual([
      { kind: 'content', id: contentId, title: '摄影小课', price: 990 },
      { kind: 'column', id: columnId, title: '摄影专栏', price: 19_900 },
      { kind: 'course', id: courseId, title: '摄影入门', price: 9_900 },
    ]);
    expect(new Set(all.map((product) => product.kind))).toEqual(new Set(['course', 'content', 'column', 'planet']));
    for (const kind of ['course', 'content', 'column', 'planet'] as const) expect((await products({ kind })).every((product) => product.kind === kind), kind).toBe(true);
    expect((await products({ keyword: '摄影' })).map((product) => product.id)).toEqual([contentId, columnId, courseId]);
    expect((await products({ kind: 'course', keyword: '摄影' })).map((product) => product.id)).toEqual([courseId]);
    expect(await products({}, w.other)).toEqual([{ kind: 'course', id: theirCourseId, title: '别人的课', price: 100 }]);
    const page = await w.get(MARKETING_PRODUCT_PATHS.products, { pageSize: 2, page: 2 });
    expect([page.body.totalCount, (page.body.rows as MarketingProduct[]).length]).toEqual([all.length, 2]);
  });

  it('lets a staff account in with the 营销中心 module, and to the products with the orders one too', async () => {
    const staff = (await login(w.server.baseUrl, PHONES.staff)).token.id;
    await grantModules(w.server.dataDir, PHONES.staff, ['materials', 'course']);
    for (const answer of [await w.get(P.coupon.findList, {}, staff), await w.get(MARKETING_PRODUCT_PATHS.products, {}, staff), await w.post(P.codes.generate, {}, staff)]) {
      expect(answer.body).toMatchObject({ code: 40300, message: '无权限访问' });
    }
    await grantModules(w.server.dataDir, PHONES.staff, ['order']);
    expect((await w.get(MARKETING_PRODUCT_PATHS.products, {}, staff)).body.result).toBe('ok');
    expect((await w.get(P.coupon.findList, {}, staff)).body.code).toBe(40300);
    await grantModules(w.server.dataDir, PHONES.staff, ['marketing']);
    expect((await w.list({ keyword: '新学员' }, staff)).map((row) => row.title)).toEqual(['新学员立减券']);
  });
});
