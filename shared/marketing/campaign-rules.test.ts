import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_LIMITS,
  campaignEndsAt,
  campaignStatus,
  flashSaleProblem,
  flashSaleTermsOf,
  giftProblem,
  giftTermsOf,
  groupBuyProblem,
  groupBuyTermsOf,
  packetProblem,
  pageProductsProblem,
  windowProblem,
  type CampaignTimes,
} from './campaign-rules.ts';
import { windowHolds } from './pricing.ts';

const NOW = 1_767_196_800;
const HOUR = 3600;
const DAY = 86_400;

const upcoming = { starts_at: NOW + DAY, ends_at: NOW + 3 * DAY, stopped_at: null, status: 'upcoming' as const };
const running = { starts_at: NOW - DAY, ends_at: NOW + DAY, stopped_at: null, status: 'running' as const };
const ended = { starts_at: NOW - 3 * DAY, ends_at: NOW - DAY, stopped_at: null, status: 'ended' as const };

describe('campaign status', () => {
  it('is 未开始 before the start, 进行中 until the end, 已结束 from then on or once ended by hand', () => {
    const c: CampaignTimes = { starts_at: NOW, ends_at: NOW + HOUR, stopped_at: null };
    expect(campaignStatus(c, NOW - 1)).toBe('upcoming');
    expect(campaignStatus(c, NOW)).toBe('running');
    expect(campaignStatus(c, NOW + HOUR - 1)).toBe('running');
    expect(campaignStatus(c, NOW + HOUR)).toBe('ended');
    expect(campaignStatus({ ...c, stopped_at: NOW - DAY }, NOW - 2 * DAY)).toBe('ended');
    expect(campaignEndsAt({ ...c, stopped_at: NOW + 60 })).toBe(NOW + 60);
    expect(campaignEndsAt({ ...c, stopped_at: NOW + 2 * HOUR })).toBe(NOW + HOUR);
  });

  it('agrees with the pricing window of its terms: running exactly while the terms hold', () => {
    const times = fc.record({ starts_at: fc.integer({ min: 0, max: 1000 }), length: fc.integer({ min: 1, max: 1000 }), stopped: fc.option(fc.integer({ min: 0, max: 2000 }), { nil: null }) });
    fc.assert(
      fc.property(times, fc.integer({ min: -10, max: 2500 }), ({ starts_at, length, stopped }, later) => {
        const row = { id: 1, product_kind: 'course' as const, product_id: 2, starts_at, ends_at: starts_at + length, stopped_at: stopped, price: 100, group_size: 2 };
        // a 结束 is always in the past of the moment asked
        const at = stopped === null ? later : Math.max(stopped, later);
        expect(windowHolds(groupBuyTermsOf(row), at)).toBe(campaignStatus(row, at) === 'running');
      }),
    );
  });
});

describe('windows', () => {
  it('asks the end after the start and a new start not in the past, within the grace', () => {
    expect(windowProblem(null, { starts_at: NOW + HOUR, ends_at: NOW + HOUR }, NOW)).toBe('endBeforeStart');
    expect(windowProblem(null, { starts_at: NOW - CAMPAIGN_LIMITS.pastStartGrace - 1, ends_at: NOW + HOUR }, NOW)).toBe('startInPast');
    expect(windowProblem(null, { starts_at: NOW - CAMPAIGN_LIMITS.pastStartGrace, ends_at: NOW + HOUR }, NOW)).toBeNull();
  });

  it('lets everything change before the start, only a later end while running, nothing once ended', () => {
    expect(windowProblem(upcoming, { starts_at: NOW + 2 * DAY, ends_at: NOW + 2 * DAY + HOUR }, NOW)).toBeNull();
    expect(windowProblem(upcoming, { starts_at: NOW + HOUR, ends_at: NOW + 2 * HOUR }, NOW)).toBeNull();
    expect(windowProblem(running, { starts_at: running.starts_at + 1, ends_at: running.ends_at }, NOW)).toBe('startLocked');
    expect(windowProblem(running, { starts_at: running.starts_at, ends_at: running.ends_at - 1 }, NOW)).toBe('endEarlier');
    expect(windowProblem(running, { starts_at: running.starts_at, ends_at: running.ends_at + DAY }, NOW)).toBeNull();
    expect(windowProblem(ended, { starts_at: ended.starts_at, ends_at: ended.ends_at }, NOW)).toBe('ended');
  });
});

describe('flash sales', () => {
  const next = { starts_at: NOW + DAY, ends_at: NOW + 2 * DAY, product_kind: 'course' as const, product_id: 1, price: 5_000, stock: 100 };
  const current = { ...running, product_kind: 'course' as const, product_id: 1, price: 5_000, stock: 100, sold: 40 };
  const same = { ...next, starts_at: running.starts_at, ends_at: running.ends_at };

  it('asks a price below the list price and at least 0.01 元', () => {
    expect(flashSaleProblem(null, next, 10_000, NOW)).toBeNull();
    expect(flashSaleProblem(null, { ...next, price: 10_000 }, 10_000, NOW)).toBe('priceNotBelowList');
    expect(flashSaleProblem(null, { ...next, price: 0 }, 10_000, NOW)).toBe('priceNotBelowList');
    expect(flashSaleProblem(null, { ...next, price: 1 }, 0, NOW)).toBe('priceNotBelowList');
  });

  it('keeps a running one to its product and price; its stock only rises, never below what sold', () => {
    expect(flashSaleProblem(current, { ...same, product_id: 2 }, 10_000, NOW)).toBe('productLocked');
    expect(flashSaleProblem(current, { ...same, price: 4_000 }, 10_000, NOW)).toBe('priceLocked');
    expect(flashSaleProblem(current, { ...same, stock: 99 }, 10_000, NOW)).toBe('stockLowered');
    expect(flashSaleProblem(current, { ...same, stock: 200 }, 10_000, NOW)).toBeNull();
    expect(flashSaleProblem({ ...current, ...upcoming, sold: 40 }, { ...next, stock: 39 }, 10_000, NOW)).toBe('stockBelowSold');
  });

  it('gives the pricing terms: the stock left, the end at its 结束 if earlier', () => {
    const row = { id: 3, product_kind: 'column' as const, product_id: 9, price: 100, stock: 10, sold: 4, starts_at: NOW, ends_at: NOW + DAY, stopped_at: NOW + HOUR };
    expect(flashSaleTermsOf(row)).toEqual({ id: 3, product: { kind: 'column', id: 9 }, price: 100, stock_left: 6, starts_at: NOW, ends_at: NOW + HOUR });
    expect(flashSaleTermsOf({ ...row, sold: 12, stopped_at: null }).stock_left).toBe(0);
  });
});

describe('group buys, gifts, red packets, pages', () => {
  it('fixes a running group buy’s size and time limit', () => {
    const current = { ...running, product_kind: 'course' as const, product_id: 1, price: 5_000, group_size: 3, fill_hours: 24 };
    const same = { ...current };
    expect(groupBuyProblem(current, same, 10_000, NOW)).toBeNull();
    expect(groupBuyProblem(current, { ...same, group_size: 4 }, 10_000, NOW)).toBe('groupLocked');
    expect(groupBuyProblem(current, { ...same, fill_hours: 12 }, 10_000, NOW)).toBe('groupLocked');
    expect(groupBuyProblem(null, { ...same, starts_at: NOW + HOUR, ends_at: NOW + DAY, price: 10_000 }, 10_000, NOW)).toBe('priceNotBelowList');
  });

  it('gives other courses than the bought one, each once; fixed while running', () => {
    const base = { starts_at: NOW + HOUR, ends_at: NOW + DAY, product_kind: 'course' as const, product_id: 1 };
    expect(giftProblem(null, { ...base, gifts: [{ kind: 'content', id: 2 }] }, NOW)).toBeNull();
    // a content item with the same id as the course is another product
    expect(giftProblem(null, { ...base, gifts: [{ kind: 'content', id: 1 }] }, NOW)).toBeNull();
    expect(giftProblem(null, { ...base, gifts: [{ kind: 'course', id: 1 }] }, NOW)).toBe('giftIsProduct');
    expect(giftProblem(null, { ...base, gifts: [{ kind: 'content', id: 2 }, { kind: 'content', id: 2 }] }, NOW)).toBe('giftRepeated');
    const current = { ...running, product_kind: 'course' as const, product_id: 1, gifts: [{ kind: 'content' as const, id: 2 }] };
    expect(giftProblem(current, { ...current, gifts: [{ kind: 'content', id: 3 }] }, NOW)).toBe('giftsLocked');
    expect(giftTermsOf({ ...current, id: 5 })).toEqual({ id: 5, product: { kind: 'course', id: 1 }, gifts: [{ kind: 'content', id: 2 }], starts_at: running.starts_at, ends_at: running.ends_at });
  });

  it('asks a red packet for products and a budget of at least one reward; running, the budget only rises', () => {
    const base = { starts_at: NOW + HOUR, ends_at: NOW + DAY, all_products: 0 as const, products: [{ kind: 'course' as const, id: 1 }], reward: 500, budget: 10_000 };
    expect(packetProblem(null, base, NOW)).toBeNull();
    expect(packetProblem(null, { ...base, products: [] }, NOW)).toBe('productsRequired');
    expect(packetProblem(null, { ...base, all_products: 1, products: [] }, NOW)).toBeNull();
    expect(packetProblem(null, { ...base, budget: 499 }, NOW)).toBe('budgetBelowReward');
    const current = { ...running, ...base, starts_at: running.starts_at, ends_at: running.ends_at, paid_out: 6_000 };
    expect(packetProblem(current, { ...current, reward: 600 }, NOW)).toBe('packetLocked');
    expect(packetProblem(current, { ...current, all_products: 1 }, NOW)).toBe('packetLocked');
    expect(packetProblem(current, { ...current, budget: 9_000 }, NOW)).toBe('budgetLowered');
    expect(packetProblem({ ...current, ...upcoming }, { ...base, budget: 5_000 }, NOW)).toBe('budgetBelowPaid');
    expect(pageProductsProblem([{ kind: 'course', id: 1 }, { kind: 'column', id: 1 }])).toBeNull();
    expect(pageProductsProblem([{ kind: 'course', id: 1 }, { kind: 'course', id: 1 }])).toBe('productRepeated');
  });
});
