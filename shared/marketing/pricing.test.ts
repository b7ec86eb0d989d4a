import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  quotePrice,
  type CouponTerms,
  type FlashSaleTerms,
  type GiftTerms,
  type GroupBuyTerms,
  type PricedProduct,
  type PricingInput,
  type PricingProblem,
  type ProductKind,
  type ProductRef,
  type TimeWindow,
} from './pricing.ts';

const NOW = 1_767_196_800; // 2026-01-01 00:00 China time
const HOUR = 3600;
const running: TimeWindow = { starts_at: NOW - HOUR, ends_at: NOW + HOUR };
const course: PricedProduct = { kind: 'course', id: 7, price: 9900 };
const self: ProductRef = { kind: 'course', id: 7 };
const other: ProductRef = { kind: 'course', id: 8 };

const coupon = (terms: Partial<CouponTerms>): CouponTerms => ({ id: 31, type: 'fixed', amount: 0, rate: 0, threshold: 0, products: null, ...running, ...terms });
const flash = (terms: Partial<FlashSaleTerms> = {}): FlashSaleTerms => ({ id: 41, product: self, price: 990, stock_left: 10, ...running, ...terms });
const group = (terms: Partial<GroupBuyTerms> = {}): GroupBuyTerms => ({ id: 51, product: self, price: 4900, size: 3, ...running, ...terms });
const gift = (terms: Partial<GiftTerms> = {}): GiftTerms => ({ id: 61, product: self, gifts: [other], ...running, ...terms });

/** the pay amount, or the problem */
function pay(input: Partial<PricingInput>): number | PricingProblem {
  const result = quotePrice({ product: course, at: NOW, mode: 'single', ...input });
  return result.ok ? result.quote.pay_amount : result.problem;
}

describe('quotePrice: worked examples', () => {
  it('5. without marketing the buyer pays the list price', () => {
    expect(quotePrice({ product: course, at: NOW, mode: 'single' })).toEqual({
      ok: true,
      quote: { list_price: 9900, campaign: null, base_price: 9900, coupon_id: null, coupon_discount: 0, pay_amount: 9900, discount: 0, gifts: [] },
    });
    expect(pay({ groupBuy: group() })).toBe(9900); // buying alone is no group buy
  });

  it('3. coupons: 20 元 off 99.00 元, 8.5折, 满100减20, the 1-fen floor, half-up rounding', () => {
    expect(quotePrice({ product: course, at: NOW, mode: 'single', coupon: coupon({ amount: 2000 }) })).toEqual({
      ok: true,
      quote: { list_price: 9900, campaign: null, base_price: 9900, coupon_id: 31, coupon_discount: 2000, pay_amount: 7900, discount: 2000, gifts: [] },
    });
    expect(pay({ coupon: coupon({ type: 'discount', rate: 85 }) })).toBe(8415);
    const fullReduction = coupon({ type: 'threshold', threshold: 10_000, amount: 2000 });
    expect(pay({ coupon: fullReduction })).toBe('couponThresholdNotMet');
    expect(pay({ product: { ...course, price: 10_000 }, coupon: fullReduction })).toBe(8000);
    expect(pay({ product: { ...course, price: 3000 }, coupon: coupon({ amount: 5000 }) })).toBe(1);
    expect(pay({ product: { ...course, price: 101 }, coupon: coupon({ type: 'discount', rate: 85 }) })).toBe(86); // 85.85
    expect(pay({ product: { ...course, price: 3 }, coupon: coupon({ type: 'discount', rate: 50 }) })).toBe(2); // 1.5
    expect(pay({ product: { ...course, price: 1 }, coupon: coupon({ type: 'discount', rate: 10 }) })).toBe(1); // 0.1
    expect(pay({ coupon: coupon({ type: 'discount', rate: 120 }) })).toBe(9900); // terms a form refuses never raise a price
  });

  it('3. a coupon needs its window, this product, a price, and no campaign', () => {
    expect(pay({ at: running.starts_at - 1, coupon: coupon({ amount: 100 }) })).toBe('couponNotStarted');
    expect(pay({ at: running.ends_at, coupon: coupon({ amount: 100 }) })).toBe('couponExpired');
    expect(pay({ coupon: coupon({ amount: 100, products: [other] }) })).toBe('couponNotApplicable');
    expect(pay({ coupon: coupon({ amount: 100, products: [{ kind: 'column', id: 7 }] }) })).toBe('couponNotApplicable');
    expect(pay({ coupon: coupon({ amount: 100, products: [other, self] }) })).toBe(9800);
    expect(pay({ product: { ...course, price: 0 }, coupon: coupon({ amount: 100 }) })).toBe('couponNotApplicable');
    expect(pay({ flashSale: flash(), coupon: coupon({ amount: 100 }) })).toBe('couponWithCampaign');
    expect(pay({ mode: 'group', groupBuy: group(), coupon: coupon({ amount: 100 }) })).toBe('couponWithCampaign');
  });

  it('2. a flash sale of 9.90 元 while it runs, refused when it is not of this product, over or sold out', () => {
    const result = quotePrice({ product: course, at: NOW, mode: 'single', flashSale: flash() });
    expect(result).toMatchObject({ ok: true, quote: { campaign: { kind: 'flash', id: 41 }, base_price: 990, pay_amount: 990, discount: 8910 } });
    expect(pay({ flashSale: flash({ price: 12_000 }) })).toBe(9900);
    expect(pay({ flashSale: flash({ price: 0 }) })).toBe(0); // a 0元秒杀 is the campaign's choice
    expect(pay({ flashSale: flash({ product: other }) })).toBe('flashOtherProduct');
    expect(pay({ at: running.starts_at - 1, flashSale: flash() })).toBe('flashNotRunning');
    expect(pay({ at: running.ends_at, flashSale: flash() })).toBe('flashNotRunning');
    expect(pay({ flashSale: flash({ stock_left: 0 }) })).toBe('flashSoldOut');
  });

  it('1. group mode needs a running group buy of this product and ignores a flash sale', () => {
    expect(quotePrice({ product: course, at: NOW, mode: 'group', groupBuy: group() })).toMatchObject({
      ok: true,
      quote: { campaign: { kind: 'group', id: 51 }, base_price: 4900, pay_amount: 4900 },
    });
    expect(pay({ mode: 'group', groupBuy: group({ price: 20_000 }) })).toBe(9900);
    expect(pay({ mode: 'group', groupBuy: group(), flashSale: flash({ product: other }) })).toBe(4900);
    expect(pay({ mode: 'group', flashSale: flash() })).toBe('groupRequired');
    expect(pay({ mode: 'group', groupBuy: group({ product: other }) })).toBe('groupOtherProduct');
    expect(pay({ mode: 'group', at: running.ends_at, groupBuy: group() })).toBe('groupNotRunning');
  });

  it('4. a gift of this product gives its other products once while it runs, and never changes the price', () => {
    const twice = gift({ gifts: [other, self, { kind: 'column', id: 7 }, other] });
    expect(quotePrice({ product: course, at: NOW, mode: 'single', gift: twice, coupon: coupon({ amount: 100 }) })).toMatchObject({
      ok: true,
      quote: { pay_amount: 9800, gifts: [other, { kind: 'column', id: 7 }] },
    });
    expect(quotePrice({ product: course, at: running.ends_at, mode: 'single', gift: twice })).toMatchObject({ ok: true, quote: { pay_amount: 9900, gifts: [] } });
    expect(pay({ gift: gift({ product: other }) })).toBe('giftOtherProduct');
  });
});

// ---- property tests -----------------------------------------------------------------------------------------------

const KINDS: ProductKind[] = ['course', 'content', 'column', 'planet'];
/** few ids, so promotions of another product sometimes name the same one by chance */
const refArb: fc.Arbitrary<ProductRef> = fc.record({ kind: fc.constantFrom(...KINDS), id: fc.integer({ min: 1, max: 4 }) });
const listPriceArb = fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 300 }));
const productArb: fc.Arbitrary<PricedProduct> = fc.record({ kind: fc.constantFrom(...KINDS), id: fc.integer({ min: 1, max: 4 }), price: listPriceArb });
const campaignPriceArb = fc.oneof(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 300 }));
const amountArb = fc.oneof(fc.integer({ min: 1, max: 2_000_000 }), fc.integer({ min: 1, max: 300 }));
/** fields a coupon type does not use: any value, and the price must not care */
const unused = fc.integer({ min: 0, max: 10_000_000 });
type CouponMoney = Pick<CouponTerms, 'type' | 'amount' | 'rate' | 'threshold'>;
const couponMoneyArb: fc.Arbitrary<CouponMoney> = fc.oneof(
  fc.record({ type: fc.constant('fixed' as const), amount: amountArb, rate: unused, threshold: unused }),
  fc.record({ type: fc.constant('discount' as const), amount: unused, rate: fc.integer({ min: 10, max: 99 }), threshold: unused }),
  fc
    .record({ amount: amountArb, over: fc.integer({ min: 1, max: 5_000_000 }), rate: unused })
    .map(({ amount, over, rate }) => ({ type: 'threshold' as const, amount, threshold: amount + over, rate })),
);
const windowArb: fc.Arbitrary<TimeWindow> = fc
  .record({ starts_at: fc.integer({ min: NOW, max: NOW + 1000 }), length: fc.integer({ min: 1, max: 1000 }) })
  .map(({ starts_at, length }) => ({ starts_at, ends_at: starts_at + length }));

/** a window around `at`: mostly holding it, sometimes not yet started or already over */
function windowAround(at: number): fc.Arbitrary<TimeWindow> {
  const before = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 0, max: 100 }) }, { weight: 1, arbitrary: fc.integer({ min: -5, max: -1 }) });
  const after = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 100 }) }, { weight: 1, arbitrary: fc.integer({ min: -5, max: 0 }) });
  return fc.tuple(before, after).map(([b, a]) => ({ starts_at: at - b, ends_at: Math.max(at + a, at - b + 1) }));
}

/** the input of an order: each promotion present half the time, mostly of the product bought */
const inputArb: fc.Arbitrary<PricingInput> = fc.tuple(productArb, fc.integer({ min: NOW, max: NOW + 100_000 })).chain(([product, at]) => {
  const ref: ProductRef = { kind: product.kind, id: product.id };
  const target = fc.oneof({ weight: 4, arbitrary: fc.constant(ref) }, { weight: 1, arbitrary: refArb });
  const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null, freq: 2 });
  const window = windowAround(at);
  const id = fc.integer({ min: 1, max: 1000 });
  const products = fc.oneof(fc.constant(null), fc.array(refArb, { maxLength: 3 }), fc.array(refArb, { maxLength: 2 }).map((refs) => [...refs, ref]));
  const stock = fc.oneof({ weight: 1, arbitrary: fc.constant(0) }, { weight: 4, arbitrary: fc.integer({ min: 1, max: 1000 }) });
  return fc.record({
    product: fc.constant(product),
    at: fc.constant(at),
    mode: fc.constantFrom('single' as const, 'single' as const, 'group' as const),
    flashSale: optional(fc.tuple(window, fc.record({ id, product: target, price: campaignPriceArb, stock_left: stock })).map(([w, t]) => ({ ...w, ...t }))),
    groupBuy: optional(fc.tuple(window, fc.record({ id, product: target, price: campaignPriceArb, size: fc.integer({ min: 2, max: 10 }) })).map(([w, t]) => ({ ...w, ...t }))),
    coupon: optional(fc.tuple(window, couponMoneyArb, fc.record({ id, products })).map(([w, m, t]) => ({ ...w, ...m, ...t }))),
    gift: optional(fc.tuple(window, fc.record({ id, product: target, gifts: fc.array(fc.oneof(refArb, fc.constant(ref)), { maxLength: 4 }) })).map(([w, t]) => ({ ...w, ...t }))),
  });
});

const PROBLEMS: PricingProblem[] = [
  'groupRequired', 'groupOtherProduct', 'groupNotRunning', 'flashOtherProduct', 'flashNotRunning', 'flashSoldOut',
  'couponNotStarted', 'couponExpired', 'couponNotApplicable', 'couponThresholdNotMet', 'couponWithCampaign', 'giftOtherProduct',
];

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

describe('quotePrice: properties', () => {
  it('the arbitraries reach every outcome (so no property below holds vacuously)', () => {
    const outcomes = new Set(
      fc.sample(inputArb, { numRuns: 3000, seed: 14 }).map((input) => {
        const result = quotePrice(input);
        if (!result.ok) return result.problem;
        return result.quote.coupon_id !== null ? 'coupon' : (result.quote.campaign?.kind ?? 'list');
      }),
    );
    expect([...outcomes].sort()).toEqual([...PROBLEMS, 'coupon', 'flash', 'group', 'list'].sort());
  });

  it('integer fen, 0 ≤ pay ≤ list, at least 1 fen for a paid product, and the parts add up', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = quotePrice(input);
        if (!result.ok) return;
        const q = result.quote;
        for (const figure of [q.list_price, q.base_price, q.coupon_discount, q.pay_amount, q.discount]) expect(Number.isSafeInteger(figure)).toBe(true);
        expect(q.list_price).toBe(input.product.price);
        expect(q.pay_amount).toBeGreaterThanOrEqual(0);
        expect(q.pay_amount).toBeLessThanOrEqual(q.list_price);
        if (q.list_price >= 1) expect(q.pay_amount).toBeGreaterThanOrEqual(1);
        expect(q.list_price - q.base_price).toBeGreaterThanOrEqual(0);
        expect(q.coupon_discount).toBeGreaterThanOrEqual(0);
        expect(q.discount).toBe(q.list_price - q.pay_amount);
        expect(q.discount).toBe(q.list_price - q.base_price + q.coupon_discount);
        if (q.coupon_id === null) expect(q.coupon_discount).toBe(0);
        if (q.campaign === null) expect(q.base_price).toBe(q.list_price);
      }),
      { numRuns: 500 },
    );
  });

  it('a coupon never raises the price', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const withCoupon = quotePrice(input);
        const without = quotePrice({ ...input, coupon: null });
        if (!withCoupon.ok) return;
        expect(without.ok).toBe(true);
        if (without.ok) expect(withCoupon.quote.pay_amount).toBeLessThanOrEqual(without.quote.pay_amount);
      }),
      { numRuns: 300 },
    );
  });

  it('monotone: under the same terms a higher list price never pays less', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 0, max: 10_000_000 }), (input, more) => {
        const lower = quotePrice(input);
        const higher = quotePrice({ ...input, product: { ...input.product, price: input.product.price + more } });
        if (lower.ok && higher.ok) expect(higher.quote.pay_amount).toBeGreaterThanOrEqual(lower.quote.pay_amount);
      }),
      { numRuns: 300 },
    );
  });

  it('a campaign, a coupon or a gift applies only while its window holds `at`', () => {
    fc.assert(
      fc.property(productArb, windowArb, couponMoneyArb, campaignPriceArb, (product, window, money, price) => {
        const ref: ProductRef = { kind: product.kind, id: product.id };
        const giftRef: ProductRef = { kind: product.kind, id: product.id + 1 };
        const list = Math.max(product.price, 1, money.type === 'threshold' ? money.threshold : 0);
        const cases: [number, boolean][] = [[window.starts_at - 1, false], [window.starts_at, true], [window.ends_at - 1, true], [window.ends_at, false]];
        for (const [at, holds] of cases) {
          const flashed = quotePrice({ product, at, mode: 'single', flashSale: { ...window, id: 1, product: ref, price, stock_left: 1 } });
          expect(flashed.ok ? flashed.quote.campaign : flashed.problem).toEqual(holds ? { kind: 'flash', id: 1 } : 'flashNotRunning');
          const grouped = quotePrice({ product, at, mode: 'group', groupBuy: { ...window, id: 2, product: ref, price, size: 2 } });
          expect(grouped.ok ? grouped.quote.campaign : grouped.problem).toEqual(holds ? { kind: 'group', id: 2 } : 'groupNotRunning');
          const couponed = quotePrice({ product: { ...product, price: list }, at, mode: 'single', coupon: { ...window, ...money, id: 3, products: null } });
          const late = at >= window.ends_at ? 'couponExpired' : 'couponNotStarted';
          expect(couponed.ok ? couponed.quote.coupon_id : couponed.problem).toEqual(holds ? 3 : late);
          const gifted = quotePrice({ product, at, mode: 'single', gift: { ...window, id: 4, product: ref, gifts: [giftRef] } });
          expect(gifted.ok && gifted.quote.gifts).toEqual(holds ? [giftRef] : []);
        }
      }),
    );
  });

  it('a discount coupon rounds half up to the fen: |pay × 100 − list × rate| ≤ 50 unless the 1-fen floor applied', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 10, max: 99 }), (price, rate) => {
        const paid = pay({ product: { ...course, price }, coupon: coupon({ type: 'discount', rate }) });
        if (typeof paid !== 'number') throw new Error(paid);
        if (price * rate < 50) expect(paid).toBe(1);
        else expect(Math.abs(paid * 100 - price * rate)).toBeLessThanOrEqual(50);
      }),
    );
  });

  it('is deterministic and leaves its input alone', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const copy = structuredClone(input);
        deepFreeze(input);
        const first = quotePrice(input);
        expect(quotePrice(input)).toEqual(first);
        expect(input).toEqual(copy);
      }),
    );
  });
});
