/** Group buys, gift campaigns and red packets against the real server, on a clock the tests move. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_PATHS as P } from '@shared/marketing/campaign-paths.ts';
import { giftTermsOf, groupBuyTermsOf } from '@shared/marketing/campaign-rules.ts';
import type { GiftCampaign, GroupBuy, Packet } from '@shared/marketing/campaign-types.ts';
import type { Db } from '@server/db/database.ts';
import { campaignTermsFor } from './campaign-terms.ts';
import { campaignTestbed, DAY, HOUR, type Ref } from './campaign-test-support.ts';
import { expiredOpenGroups, failGroup, fillGroup, openGroup } from './group-buy-groups.ts';
import { grantReward } from './packets.ts';

describe('group buys, gifts and red packets', () => {
  const tb = campaignTestbed('13900001403');
  const { clock, get, post, titles, made, refused, window, productOf, newCourse } = tb;
  let db: Db;
  let linId: number;
  let course: Ref;
  let column: Ref;
  let content: Ref;
  let theirs: Ref;
  beforeAll(() => {
    ({ db, linId } = tb.state);
    ({ course, column, content, theirs } = tb.state.products);
  });

  describe('拼团', () => {
    const input = (extra: object = {}) => ({ title: '两人团', ...productOf(column), price: 3_900, group_size: 2, fill_hours: 24, ...window(), ...extra });

    it('creates a group buy, refuses bad fields by name and a price not below the list price', async () => {
      await refused(P.group.create, input({ group_size: 1 }), /^参数错误：group_size 必须是 2 到 100 之间的整数/);
      await refused(P.group.create, input({ group_size: 101 }), /^参数错误：group_size/);
      await refused(P.group.create, input({ fill_hours: 73 }), /^参数错误：fill_hours 必须是 1 到 72 之间的整数/);
      await refused(P.group.create, input({ fill_hours: 0 }), /^参数错误：fill_hours/);
      await refused(P.group.create, input({ price: 5_000 }), '活动价必须低于商品原价，且不低于 0.01 元');
      await refused(P.group.create, input({ unknown: 1 }), '参数错误：不支持的字段 unknown');
      const group = await made<GroupBuy>(P.group.create, input());
      expect(group).toMatchObject({ title: '两人团', status: 'upcoming', product: { kind: 'column', title: '拼团测试专栏', price: 5_000 }, price: 3_900, group_size: 2, fill_hours: 24, groups_filled: 0, groups_open: 0, groups_failed: 0, can_delete: true });
      await refused(P.flash.create, { title: '同时秒杀', ...productOf(column), price: 4_000, stock: 10, per_user_limit: 1, ...window(2 * DAY, 1) }, /^该商品在同一时间已有拼团「两人团」/);
      expect((await post(P.group.delete, { id: group.id })).body).toEqual({ result: 'ok' });
    });

    it('counts filled, open and failed groups; an open group fails at its expiry, once; running, the terms are fixed', async () => {
      const product = { kind: 'course' as const, id: await newCourse('拼团进行课', 10_000) };
      const group = await made<GroupBuy>(P.group.create, input({ title: '三人团', ...productOf(product), price: 7_000, group_size: 3, fill_hours: 2, ...window(60, 3) }));
      clock.advance(120);
      const running = { ...input({ title: '三人团', ...productOf(product), price: 7_000, group_size: 3, fill_hours: 2 }), id: group.id, starts_at: group.starts_at, ends_at: group.ends_at };
      await refused(P.group.update, { ...running, group_size: 4 }, '活动进行中，不能修改成团人数和成团时限', 409);
      await refused(P.group.update, { ...running, fill_hours: 3 }, '活动进行中，不能修改成团人数和成团时限', 409);
      await refused(P.group.update, { ...running, price: 6_000 }, '活动进行中，不能修改活动价', 409);
      const row = { id: group.id, owner_id: linId, fill_hours: 2 };
      const now = clock.seconds();
      const filled = await openGroup(db, row, 101, 1001, now);
      const open = await openGroup(db, row, 102, 1002, now);
      const failing = await openGroup(db, row, 103, 1003, now - HOUR);
      expect(await fillGroup(db, filled, now)).toBe(true);
      expect(await fillGroup(db, filled, now)).toBe(false);
      clock.advance(HOUR + 1);
      const expired = await expiredOpenGroups(db, clock.seconds());
      expect(expired.map((g) => g.id)).toEqual([failing]);
      expect(await failGroup(db, failing, clock.seconds())).toBe(true);
      // a second sweeper changes nothing; an open group within its time does not fail
      expect(await failGroup(db, failing, clock.seconds())).toBe(false);
      expect(await failGroup(db, open, clock.seconds())).toBe(false);
      expect(await expiredOpenGroups(db, clock.seconds())).toEqual([]);
      const shown = (await get<GroupBuy>(P.group.detail, { id: group.id })).body.data!;
      expect(shown).toMatchObject({ groups_filled: 1, groups_open: 1, groups_failed: 1, can_delete: false });
      expect(groupBuyTermsOf(shown)).toEqual({ id: group.id, product, price: 7_000, size: 3, starts_at: group.starts_at, ends_at: group.ends_at });
      expect((await campaignTermsFor(db, linId, product, clock.seconds())).groupBuy).toEqual(groupBuyTermsOf(shown));
      await refused(P.group.delete, { id: group.id }, '活动已有订单，不能删除，可以结束活动', 409);
      expect(await made<GroupBuy>(P.group.stop, { id: group.id })).toMatchObject({ status: 'ended' });
      expect(await titles(P.group, { status: 'ended', keyword: '三人团' })).toEqual(['三人团']);
    });
  });

  describe('买课送课', () => {
    const input = (extra: object = {}) => ({ title: '买课送单品', ...productOf(course), gifts: [content], ...window(), ...extra });

    it('gives 1–5 courses other than the bought one, one gift campaign per product at a time', async () => {
      await refused(P.gift.create, input({ gifts: [] }), /^参数错误：gifts 必须是 1 到 5 个商品/);
      await refused(P.gift.create, input({ gifts: Array.from({ length: 6 }, () => content) }), /^参数错误：gifts/);
      await refused(P.gift.create, input({ gifts: [course] }), '赠送的课程不能是购买的商品本身');
      await refused(P.gift.create, input({ gifts: [content, content] }), '赠送的课程不能重复');
      await refused(P.gift.create, input({ gifts: [{ kind: 'planet', id: 1 }] }), /^参数错误：gifts\.0\.kind/);
      await refused(P.gift.create, input({ gifts: [theirs] }), '商品不存在，请重新选择');
      const gift = await made<GiftCampaign>(P.gift.create, input({ gifts: [content, column] }));
      expect(gift).toMatchObject({ status: 'upcoming', product: { title: '秒杀测试课' }, gifts: [{ kind: 'content', title: '送课测试单品' }, { kind: 'column', title: '拼团测试专栏' }] });
      await refused(P.gift.create, input({ title: '又一个' }), /^该商品在同一时间已有买课送课「买课送单品」/, 409);
      const edited = await made<GiftCampaign>(P.gift.update, { ...input({ gifts: [column] }), id: gift.id, starts_at: gift.starts_at, ends_at: gift.ends_at });
      expect(edited.gifts.map((g) => g.id)).toEqual([column.id]);
      clock.advance(DAY + 60);
      const running = { ...input(), id: gift.id, starts_at: gift.starts_at, ends_at: gift.ends_at };
      await refused(P.gift.update, { ...running, gifts: [content] }, '活动进行中，不能修改赠送的课程', 409);
      expect(giftTermsOf(edited)).toMatchObject({ id: gift.id, product: course, gifts: [column] });
      expect((await campaignTermsFor(db, linId, course, clock.seconds())).gift).toEqual(giftTermsOf(edited));
      expect((await post(P.gift.delete, { id: gift.id })).body).toEqual({ result: 'ok' });
    });
  });

  describe('红包', () => {
    const input = (extra: object = {}) => ({ title: '分享得红包', all_products: 0, products: [course, column], reward: 500, budget: 10_000, ...window(), ...extra });

    it('pays a reward per paid order within the budget and shows 已发放 of 预算', async () => {
      await refused(P.packet.create, input({ reward: 0 }), /^参数错误：reward 必须是 1 到 10000 之间的整数/);
      await refused(P.packet.create, input({ reward: 10_001 }), /^参数错误：reward/);
      await refused(P.packet.create, input({ budget: 400 }), '预算不能少于每单奖励');
      await refused(P.packet.create, input({ products: [] }), '请选择适用商品');
      await refused(P.packet.create, input({ products: [course, course] }), '商品不能重复');
      await refused(P.packet.create, input({ products: [theirs] }), '商品不存在，请重新选择');
      const packet = await made<Packet>(P.packet.create, input());
      expect(packet).toMatchObject({ all_products: 0, products: [{ title: '秒杀测试课' }, { title: '拼团测试专栏' }], reward: 500, budget: 10_000, paid_out: 0, reward_count: 0, can_delete: true });
      // one red packet per product at a time; one covering everything overlaps every other
      await refused(P.packet.create, input({ title: '同一商品', products: [column] }), /^同一时间已有红包活动「分享得红包」/, 409);
      await refused(P.packet.create, input({ title: '全部商品', all_products: 1, products: [] }), /^同一时间已有红包活动「/, 409);
      await made(P.packet.create, input({ title: '别的商品', products: [content] }));
      clock.advance(DAY + 60);
      const at = clock.seconds();
      expect(await grantReward(db, { campaign_id: packet.id, sharer_buyer_id: 7, order_id: 90_001, amount: 500 }, at)).toBe(true);
      expect(await grantReward(db, { campaign_id: packet.id, sharer_buyer_id: 7, order_id: 90_001, amount: 500 }, at)).toBe(false);
      expect(await grantReward(db, { campaign_id: packet.id, sharer_buyer_id: 8, order_id: 90_002, amount: 500 }, at)).toBe(true);
      const shown = (await get<Packet>(P.packet.detail, { id: packet.id })).body.data!;
      expect(shown).toMatchObject({ status: 'running', paid_out: 1_000, reward_count: 2, can_delete: false });
      const running = { ...input(), id: packet.id, starts_at: packet.starts_at, ends_at: packet.ends_at };
      await refused(P.packet.update, { ...running, reward: 600 }, '活动进行中，不能修改适用商品和每单奖励', 409);
      await refused(P.packet.update, { ...running, products: [course] }, '活动进行中，不能修改适用商品和每单奖励', 409);
      await refused(P.packet.update, { ...running, budget: 9_000 }, '活动进行中，预算只能增加', 409);
      // the same products in another order are the same products
      expect(await made<Packet>(P.packet.update, { ...running, products: [column, course], budget: 1_000 + 500 * 10 + 9_000 })).toMatchObject({ budget: 15_000 });
      // the budget spent, no more rewards
      for (let i = 0; i < 28; i += 1) await grantReward(db, { campaign_id: packet.id, sharer_buyer_id: 9, order_id: 91_000 + i, amount: 500 }, at);
      expect((await get<Packet>(P.packet.detail, { id: packet.id })).body.data).toMatchObject({ paid_out: 15_000, reward_count: 30 });
      await refused(P.packet.delete, { id: packet.id }, '活动已发放红包，不能删除，可以结束活动', 409);
      expect(await made<Packet>(P.packet.stop, { id: packet.id })).toMatchObject({ status: 'ended' });
    });
  });

});
