/** Marketing campaigns: the demo campaigns, flash sales, owner scoping and staff modules against the real server, on a clock the tests move. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_PATHS as P } from '@shared/marketing/campaign-paths.ts';
import { flashSaleTermsOf } from '@shared/marketing/campaign-rules.ts';
import type { FlashSale, GiftCampaign } from '@shared/marketing/campaign-types.ts';
import { quotePrice } from '@shared/marketing/pricing.ts';
import type { Db } from '@server/db/database.ts';
import { grantModules } from '@server/test-support/accounts.ts';
import { PHONES } from '@server/test-support/http.ts';
import type { TestServer } from '@server/test-support/start-server.ts';
import { campaignTermsFor } from './campaign-terms.ts';
import { campaignTestbed, DAY, HOUR, SENSITIVE, type Ref } from './campaign-test-support.ts';
import { takeFlashStock } from './flash-sales.ts';

describe('marketing campaigns', () => {
  const tb = campaignTestbed('13900001401');
  const { clock, get, post, list, titles, made, refused, window, productOf, newCourse } = tb;
  let server: TestServer;
  let db: Db;
  let other: string;
  let staff: string;
  let linId: number;
  let course: Ref;
  let column: Ref;
  let content: Ref;
  let free: Ref;
  let theirs: Ref;
  beforeAll(() => {
    ({ server, db, other, staff, linId } = tb.state);
    ({ course, column, content, free, theirs } = tb.state.products);
  });

  describe('seed', () => {
    it('gives the demo teacher a running and an ended record of each kind on the demo courses', async () => {
      for (const paths of [P.flash, P.group, P.gift, P.packet]) {
        const rows = await list(paths);
        expect(rows.map((row) => row.status), paths.findList).toEqual(expect.arrayContaining(['running', 'ended']));
      }
      const flash = await list<FlashSale>(P.flash);
      expect(flash.find((row) => row.title === '专栏限时秒杀')).toMatchObject({ status: 'running', product: { kind: 'column', title: '林老师写作专栏', price: 49_900 }, price: 29_900 });
      const gifts = await list<GiftCampaign>(P.gift);
      expect(gifts.find((row) => row.title === '买私教课送批改')).toMatchObject({ status: 'ended', gifts: [{ title: '作文批改服务（单篇）' }] });
      expect(gifts.find((row) => row.title === '买私教课送批改')!.stopped_at).toBeGreaterThan(0);
      expect(await list(P.flash, {}, other)).toEqual([]);
    });
  });

  describe('限时秒杀', () => {
    const input = (extra: object = {}) => ({ title: ' 春季秒杀 ', ...productOf(course), price: 6_900, stock: 100, per_user_limit: 2, ...window(), ...extra });

    it('creates a flash sale of a product, names it in the list, edits and deletes it', async () => {
      const sale = await made<FlashSale>(P.flash.create, input());
      expect(sale).toMatchObject({ title: '春季秒杀', status: 'upcoming', product: { kind: 'course', id: course.id, title: '秒杀测试课', price: 10_000, missing: false }, price: 6_900, stock: 100, sold: 0, per_user_limit: 2, stopped_at: null, can_delete: true });
      expect((await get<FlashSale>(P.flash.detail, { id: sale.id })).body.data).toEqual(sale);
      expect(await titles(P.flash, { keyword: '春季' })).toEqual(['春季秒杀']);
      expect(await titles(P.flash, { status: 'upcoming', keyword: '春季' })).toEqual(['春季秒杀']);
      expect(await titles(P.flash, { status: 'running', keyword: '春季' })).toEqual([]);
      const edited = await made<FlashSale>(P.flash.update, { ...input({ title: '改名秒杀', price: 5_000, stock: 10, per_user_limit: 1 }), id: sale.id });
      expect(edited).toMatchObject({ title: '改名秒杀', price: 5_000, stock: 10, per_user_limit: 1 });
      expect((await post(P.flash.delete, { id: sale.id })).body).toEqual({ result: 'ok' });
      expect((await get(P.flash.detail, { id: sale.id })).body.message).toBe('活动不存在');
    });

    it('refuses a bad field by name, a price not below the list price, a bad window and a product not the teacher’s, writing nothing', async () => {
      const before = (await list(P.flash)).length;
      await refused(P.flash.create, input({ title: '  ' }), '参数错误：title 不能为空');
      await refused(P.flash.create, input({ title: '长'.repeat(31) }), /^参数错误：title/);
      await refused(P.flash.create, input({ stock: 0 }), /^参数错误：stock 必须是 1 到 100000 之间的整数/);
      await refused(P.flash.create, input({ stock: 100_001 }), /^参数错误：stock/);
      await refused(P.flash.create, input({ per_user_limit: 11 }), /^参数错误：per_user_limit 必须是 1 到 10 之间的整数/);
      await refused(P.flash.create, input({ price: 0 }), /^参数错误：price/);
      await refused(P.flash.create, input({ price: 1.5 }), /^参数错误：price/);
      await refused(P.flash.create, input({ product_kind: 'book' }), /^参数错误：product_kind/);
      await refused(P.flash.create, input({ price: 10_000 }), '活动价必须低于商品原价，且不低于 0.01 元', 400);
      await refused(P.flash.create, input({ ...productOf(free), price: 1 }), '活动价必须低于商品原价，且不低于 0.01 元');
      await refused(P.flash.create, input({ ends_at: clock.seconds() + DAY }), '结束时间必须晚于开始时间');
      await refused(P.flash.create, input({ starts_at: clock.seconds() - DAY }), '开始时间不能早于当前时间');
      await refused(P.flash.create, input(productOf(theirs)), '商品不存在，请重新选择');
      // a column said to be a course is not the teacher's course
      await refused(P.flash.create, input({ product_kind: 'course', product_id: column.id }), '商品不存在，请重新选择');
      expect((await post(P.flash.create, input({ title: '传销秒杀' }))).body).toEqual(SENSITIVE);
      expect((await list(P.flash)).length).toBe(before);
    });

    it('holds one flash sale or group buy per product at a time, naming the one in the way', async () => {
      const first = await made<FlashSale>(P.flash.create, input({ title: '第一场', ...window(DAY, 3) }));
      await refused(P.flash.create, input({ title: '重叠', ...window(2 * DAY, 3) }), /^该商品在同一时间已有限时秒杀「第一场」（2026-01-06 09:00 至 2026-01-09 09:00），同一商品同一时间只能参加一个限时秒杀或拼团$/, 409);
      await refused(P.group.create, { title: '重叠团', ...productOf(course), price: 8_000, group_size: 2, fill_hours: 24, ...window(2 * DAY, 1) }, /已有限时秒杀「第一场」/);
      // back to back is no overlap; another product is free
      const next = await made<FlashSale>(P.flash.create, input({ title: '第二场', starts_at: first.ends_at, ends_at: first.ends_at + DAY }));
      await made<FlashSale>(P.flash.create, input({ title: '别的商品', ...productOf(content), price: 1_000, ...window(DAY, 3) }));
      // moving itself over its own window is no overlap; over the next one is
      await made(P.flash.update, { ...input({ title: '第一场', starts_at: first.starts_at, ends_at: first.ends_at - HOUR }), id: first.id });
      await refused(P.flash.update, { ...input({ title: '第一场', starts_at: first.starts_at, ends_at: first.ends_at + HOUR }), id: first.id }, /已有限时秒杀「第二场」/);
      // an ended one (by its 结束) frees the product from then on
      const stopped = await made<FlashSale>(P.flash.stop, { id: next.id });
      expect(stopped).toMatchObject({ status: 'ended', stopped_at: clock.seconds() });
      await made(P.flash.create, input({ title: '第三场', starts_at: first.ends_at + HOUR, ends_at: first.ends_at + 2 * HOUR }));
    });

    it('keeps a running flash sale to its promise: product and price fixed, the end later only, the stock raised only; ended, nothing changes', async () => {
      const product = { kind: 'course' as const, id: await newCourse('进行中秒杀课', 10_000) };
      const sale = await made<FlashSale>(P.flash.create, input({ title: '进行中', ...productOf(product), ...window(HOUR, 2) }));
      clock.advance(2 * HOUR);
      const running = { ...input({ title: '进行中', ...productOf(product) }), id: sale.id, starts_at: sale.starts_at, ends_at: sale.ends_at };
      expect((await get<FlashSale>(P.flash.detail, { id: sale.id })).body.data!.status).toBe('running');
      await refused(P.flash.update, { ...running, starts_at: sale.starts_at + 60 }, '活动进行中，不能修改开始时间', 409);
      await refused(P.flash.update, { ...running, ends_at: sale.ends_at - 60 }, '活动进行中，结束时间只能延后', 409);
      await refused(P.flash.update, { ...running, price: 6_000 }, '活动进行中，不能修改活动价', 409);
      await refused(P.flash.update, { ...running, ...productOf(content), price: 1_000 }, '活动进行中，不能更换商品', 409);
      await refused(P.flash.update, { ...running, stock: 99 }, '活动进行中，库存只能增加', 409);
      // the orders take stock; the stock never goes below what was sold
      expect(await takeFlashStock(db, sale.id, 60)).toBe(true);
      expect(await takeFlashStock(db, sale.id, 41)).toBe(false);
      const edited = await made<FlashSale>(P.flash.update, { ...running, title: '加库存', stock: 150, per_user_limit: 5, ends_at: sale.ends_at + DAY });
      expect(edited).toMatchObject({ title: '加库存', stock: 150, sold: 60, per_user_limit: 5, ends_at: sale.ends_at + DAY, can_delete: false });
      expect(flashSaleTermsOf(edited)).toEqual({ id: sale.id, product, price: 6_900, stock_left: 90, starts_at: sale.starts_at, ends_at: sale.ends_at + DAY });
      // what an order pays through it
      const quote = quotePrice({ product: { ...product, price: 10_000 }, at: clock.seconds(), mode: 'single', flashSale: flashSaleTermsOf(edited) });
      expect(quote).toMatchObject({ ok: true, quote: { pay_amount: 6_900, campaign: { kind: 'flash', id: sale.id } } });
      expect((await campaignTermsFor(db, linId, product, clock.seconds())).flashSale).toEqual(flashSaleTermsOf(edited));
      // something sold: it cannot go, it can end
      await refused(P.flash.delete, { id: sale.id }, '活动已有订单，不能删除，可以结束活动', 409);
      const ended = await made<FlashSale>(P.flash.stop, { id: sale.id });
      expect(ended).toMatchObject({ status: 'ended', stopped_at: clock.seconds() });
      expect(flashSaleTermsOf(ended).ends_at).toBe(clock.seconds());
      expect((await campaignTermsFor(db, linId, product, clock.seconds())).flashSale).toBeNull();
      await refused(P.flash.stop, { id: sale.id }, '活动已结束', 409);
      await refused(P.flash.update, { ...running, title: '再改', ends_at: sale.ends_at + DAY }, '活动已结束，不能编辑', 409);
      expect(await titles(P.flash, { status: 'ended', keyword: '加库存' })).toEqual(['加库存']);
    });

    it('moves from 未开始 to 进行中 to 已结束 with the time, and every row of a tab shows that status', async () => {
      const product = { kind: 'course' as const, id: await newCourse('时间秒杀课', 10_000) };
      const sale = await made<FlashSale>(P.flash.create, input({ title: '按时', ...productOf(product), ...window(60, 1) }));
      expect((await list<FlashSale>(P.flash, { status: 'upcoming' })).map((row) => row.id)).toContain(sale.id);
      clock.advance(120);
      expect((await list<FlashSale>(P.flash, { status: 'running' })).map((row) => row.id)).toContain(sale.id);
      clock.advance(DAY);
      expect((await list<FlashSale>(P.flash, { status: 'ended' })).map((row) => row.id)).toContain(sale.id);
      let total = 0;
      for (const status of ['upcoming', 'running', 'ended'] as const) {
        const rows = await list<FlashSale>(P.flash, { status });
        expect(rows.every((row) => row.status === status), status).toBe(true);
        total += rows.length;
      }
      expect(total).toBe((await list(P.flash)).length);
      // an ended one with nothing sold may still be deleted
      expect((await post(P.flash.delete, { id: sale.id })).body).toEqual({ result: 'ok' });
    });
  });

  it("keeps each account to its own campaigns: another teacher's answer 404 and stay as they were", async () => {
    const product = { kind: 'course' as const, id: await newCourse('私有秒杀课', 10_000) };
    const mine = await made<FlashSale>(P.flash.create, { title: '我的秒杀', ...productOf(product), price: 5_000, stock: 10, per_user_limit: 1, ...window() });
    for (const [path, body] of [
      [P.flash.update, { title: '抢走', ...productOf(product), price: 5_000, stock: 10, per_user_limit: 1, ...window(), id: mine.id }],
      [P.flash.delete, { id: mine.id }],
      [P.flash.stop, { id: mine.id }],
    ] as const) {
      const answer = await post(path, body, other);
      expect([answer.status, answer.body.message], path).toEqual([404, '活动不存在']);
    }
    expect((await get(P.flash.detail, { id: mine.id }, other)).status).toBe(404);
    expect((await get<FlashSale>(P.flash.detail, { id: mine.id })).body.data).toEqual(mine);
    // another teacher cannot name my products either
    const answer = await post(P.flash.create, { title: '借用', ...productOf(product), price: 5_000, stock: 10, per_user_limit: 1, ...window() }, other);
    expect(answer.body.message).toBe('商品不存在，请重新选择');
    for (const paths of [P.group, P.gift, P.packet]) {
      const [row] = await list(paths);
      expect((await post(paths.stop, { id: row!.id }, other)).status, paths.stop).toBe(404);
      expect((await post(paths.delete, { id: row!.id }, other)).status, paths.delete).toBe(404);
      expect(await list(paths, {}, other)).toEqual([]);
    }
  });

  it('lets a staff account in with the 营销中心 module only', async () => {
    await grantModules(server.dataDir, PHONES.staff, ['materials', 'course']);
    for (const paths of [P.flash, P.group, P.gift, P.packet]) {
      expect((await get(paths.findList, {}, staff)).body, paths.findList).toMatchObject({ code: 40300, message: '无权限访问' });
    }
    await grantModules(server.dataDir, PHONES.staff, ['marketing']);
    expect(await list(P.flash, { keyword: '专栏限时秒杀' }, staff)).toHaveLength(1);
  });
});
