import { describe, expect, it } from 'vitest';
import { couponFormOf, couponInputOf } from './coupon-forms.ts';
import {
  couponEditProblem,
  couponEndsAt,
  couponProblems,
  couponStatus,
  couponTermsOf,
  isCouponCode,
  rateFromTyped,
  rateToTyped,
  type CouponState,
} from './coupon-rules.ts';
import { quotePrice } from './pricing.ts';
import { couponEn } from './texts-en.ts';
import { couponZhCN } from './texts-zh-CN.ts';
import type { Coupon, CouponInput } from './types.ts';

const at = 1_767_600_000;
const DAY = 86_400;
const input = (extra: Partial<CouponInput> = {}): CouponInput => ({
  title: '立减券',
  type: 'fixed',
  amount: 1_000,
  rate: 0,
  threshold: 0,
  starts_at: at,
  ends_at: at + DAY,
  stock: 100,
  per_user_limit: 1,
  all_products: 1,
  products: [],
  ...extra,
});
const state = (extra: Partial<CouponState> = {}): CouponState => ({ ...input(), stopped_at: null, claimed: 0, taken: 0, ...extra });
const fields = (i: CouponInput, now: number | null = null) => couponProblems(i, now).map(({ field, problem }) => `${field}:${problem.code}`);

describe('coupon status', () => {
  it('follows the window, and ends at once when the teacher stops it', () => {
    const c = { starts_at: at, ends_at: at + DAY, stopped_at: null };
    expect([couponStatus(c, at - 1), couponStatus(c, at), couponStatus(c, at + DAY - 1), couponStatus(c, at + DAY)]).toEqual(['upcoming', 'running', 'running', 'ended']);
    expect(couponStatus({ ...c, stopped_at: at + 60 }, at + 120)).toBe('ended');
    // stopped before it started: ended too
    expect(couponStatus({ ...c, stopped_at: at - 60 }, at - 30)).toBe('ended');
    expect(couponEndsAt({ ...c, stopped_at: at + 60 })).toBe(at + 60);
    expect(couponEndsAt({ ...c, stopped_at: at + 2 * DAY })).toBe(at + DAY);
  });

  it('gives pricing its terms: the stop ends the window, so a claimed coupon stops working', () => {
    const stored = { id: 7, type: 'discount' as const, amount: 0, rate: 85, threshold: 0, starts_at: at, ends_at: at + DAY, stopped_at: null, all_products: 0, products: [{ kind: 'course' as const, id: 3 }] };
    expect(couponTermsOf(stored)).toEqual({ id: 7, type: 'discount', amount: 0, rate: 85, threshold: 0, starts_at: at, ends_at: at + DAY, products: [{ kind: 'course', id: 3 }] });
    expect(couponTermsOf({ ...stored, all_products: 1 }).products).toBeNull();
    const product = { kind: 'course' as const, id: 3, price: 10_000 };
    const quote = quotePrice({ product, at: at + 60, mode: 'single', coupon: couponTermsOf(stored) });
    expect(quote.ok && quote.quote.pay_amount).toBe(8_500);
    const stopped = quotePrice({ product, at: at + 120, mode: 'single', coupon: couponTermsOf({ ...stored, stopped_at: at + 100 }) });
    expect(stopped).toEqual({ ok: false, problem: 'couponExpired' });
  });
});

describe('coupon fields', () => {
  it('checks each type for the figures it uses', () => {
    expect(fields(input())).toEqual([]);
    expect(fields(input({ amount: 0 }))).toEqual(['amount:tooSmall']);
    expect(fields(input({ amount: 10_000_000 }))).toEqual(['amount:tooLarge']);
    expect(fields(input({ type: 'discount', amount: 0, rate: 85 }))).toEqual([]);
    expect(fields(input({ type: 'discount', rate: 9 }))).toEqual(['rate:tooSmall']);
    expect(fields(input({ type: 'discount', rate: 100 }))).toEqual(['rate:tooLarge']);
    expect(fields(input({ type: 'discount', rate: 85.5 }))).toEqual(['rate:notInteger']);
    expect(fields(input({ type: 'threshold', amount: 2_000, threshold: 2_001 }))).toEqual([]);
    expect(fields(input({ type: 'threshold', amount: 2_000, threshold: 2_000 }))).toEqual(['threshold:thresholdNotAboveAmount']);
    expect(fields(input({ type: 'threshold', amount: 2_000, threshold: 0 }))).toEqual(['threshold:tooSmall']);
  });

  it('checks the title, the window, the stock, the limit and the products', () => {
    expect(fields(input({ title: ' ', stock: 0, per_user_limit: 11 }))).toEqual(['title:required', 'stock:tooSmall', 'per_user_limit:tooLarge']);
    expect(fields(input({ title: '长'.repeat(21) }))).toEqual(['title:tooLong']);
    expect(fields(input({ ends_at: at }))).toEqual(['ends_at:endNotAfterStart']);
    expect(fields(input(), at + DAY)).toEqual(['ends_at:endInPast']);
    expect(fields(input({ all_products: 0 }))).toEqual(['products:productsRequired']);
    expect(fields(input({ all_products: 0, products: [{ kind: 'course', id: 1 }, { kind: 'course', id: 1 }] }))).toEqual(['products:duplicateProduct']);
    expect(fields(input({ all_products: 0, products: Array.from({ length: 101 }, (_, i) => ({ kind: 'planet' as const, id: i + 1 })) }))).toEqual(['products:tooManyProducts']);
    // the same id in two kinds is two products
    expect(fields(input({ all_products: 0, products: [{ kind: 'course', id: 1 }, { kind: 'column', id: 1 }] }))).toEqual([]);
  });
});

describe('editing a coupon', () => {
  it('changes anything before buyers hold it, but never an ended one, nor the stock below what is taken', () => {
    expect(couponEditProblem(state(), input({ type: 'discount', amount: 0, rate: 80, starts_at: at + 60 }), at - 1)).toBeNull();
    expect(couponEditProblem(state(), input(), at + DAY)).toBe('ended');
    expect(couponEditProblem(state({ stopped_at: at }), input(), at + 1)).toBe('ended');
    expect(couponEditProblem(state({ taken: 20 }), input({ stock: 19 }), at)).toBe('stockBelowTaken');
  });

  it('fixes the terms and the start once claimed; the end only later, the limit only higher', () => {
    const held = state({ claimed: 2, taken: 2, all_products: 0, products: [{ kind: 'course', id: 1 }, { kind: 'planet', id: 2 }] });
    const same = input({ all_products: 0, products: [{ kind: 'planet', id: 2 }, { kind: 'course', id: 1 }] });
    expect(couponEditProblem(held, { ...same, title: '新名', ends_at: at + 2 * DAY, stock: 2, per_user_limit: 3 }, at)).toBeNull();
    expect(couponEditProblem(held, { ...same, amount: 900 }, at)).toBe('termsLocked');
    expect(couponEditProblem(held, { ...same, products: [{ kind: 'course', id: 1 }] }, at)).toBe('termsLocked');
    expect(couponEditProblem(held, { ...same, all_products: 1 }, at)).toBe('termsLocked');
    expect(couponEditProblem(held, { ...same, starts_at: at + 1 }, at)).toBe('startLocked');
    expect(couponEditProblem(held, { ...same, ends_at: at + DAY - 1 }, at)).toBe('endEarlier');
    expect(couponEditProblem(state({ claimed: 1, per_user_limit: 3 }), input({ per_user_limit: 2 }), at)).toBe('perUserLowered');
    // a figure the type does not use is no change of terms
    expect(couponEditProblem(state({ claimed: 1 }), input({ rate: 50, threshold: 7 }), at)).toBeNull();
  });
});

describe('typed values', () => {
  it('reads 折 as typed into the percent paid, and shows it back', () => {
    expect(['8.5', '8', '1', '1.0', '9.9', ' 7.5 '].map(rateFromTyped)).toEqual([85, 80, 10, 10, 99, 75]);
    expect(['10', '0.5', '8.55', '', 'x', '9.'].map(rateFromTyped)).toEqual([null, null, null, null, null, null]);
    expect([85, 80, 10, 99].map(rateToTyped)).toEqual(['8.5', '8', '1', '9.9']);
  });

  it('turns the form into the input and back: yuan to fen, 折 to a percent, products to references', () => {
    const form = { ...couponFormOf(null), title: '满减', type: 'threshold' as const, amount: '20', threshold: '100.5', starts_at: at, ends_at: at + DAY, scope: { all_products: 0 as const, products: [{ kind: 'course' as const, id: 3, title: '课', price: 100 }] } };
    const made = couponInputOf(form);
    expect(made).toEqual({ ...input({ title: '满减', type: 'threshold', amount: 2_000, threshold: 10_050, all_products: 0, products: [{ kind: 'course', id: 3 }] }), stock: 100 });
    const coupon = { ...made, id: 1, products: form.scope.products, stopped_at: null, status: 'upcoming', claimed: 0, used: 0, codes: 0, taken: 0, stock_left: 100, created_at: at, updated_at: at } as Coupon;
    expect(couponFormOf(coupon)).toEqual(form);
    expect(couponInputOf({ ...couponFormOf({ ...coupon, type: 'discount', amount: 0, rate: 85, threshold: 0 }), amount: '5' })).toMatchObject({ type: 'discount', amount: 0, rate: 85, threshold: 0 });
  });

  it('knows a code by its alphabet and length', () => {
    expect(['ABCDEFGH23', '2345678923'].map(isCouponCode)).toEqual([true, true]);
    expect(['ABCDEFGH2', 'ABCDEFGH0I', 'abcdefgh23'].map(isCouponCode)).toEqual([false, false, false]);
  });
});

describe('coupon texts', () => {
  it('have the same keys and placeholders in both languages', () => {
    expect(Object.keys(couponEn).sort()).toEqual(Object.keys(couponZhCN).sort());
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    // 8.5折 reads as “85% of the price” in English: the one text with another figure
    const differ = Object.keys(couponZhCN).filter((key) => JSON.stringify(names(couponZhCN[key as keyof typeof couponZhCN])) !== JSON.stringify(names(couponEn[key as keyof typeof couponEn])));
    expect(differ).toEqual(['marketing.coupon.value.discount']);
  });
});
