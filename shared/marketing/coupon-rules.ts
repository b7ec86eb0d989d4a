/**
 * The rules of coupons both sides apply (docs/decisions.md "Editing a running campaign"): limits, the
 * checks of a coupon's fields, its status, what may change once buyers hold it, and the pricing terms of a stored
 * coupon (`couponTermsOf`). A rule answers a code (with its figure), never a sentence: the console words it in the
 * user's language, the server in Chinese.
 */
import { numberProblem, textProblem, type FieldProblem } from '@shared/form/field-rules.ts';
import type { CouponTerms, CouponType, ProductRef } from './pricing.ts';
import type { CouponInput, CouponStatus } from './types.ts';
import { COUPON_LIMITS } from './limits.ts';

export { COUPON_LIMITS } from './limits.ts';

/** What codes are made of: digits and capitals without the look-alikes 0/O, 1/I (32 characters). */
export const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Whether `text` could be a code: `codeLength` characters of the alphabet. */
export const isCouponCode = (text: string) => text.length === COUPON_LIMITS.codeLength && [...text].every((c) => CODE_ALPHABET.includes(c));

/** A coupon's times: its window and the teacher's stop (结束; null while not stopped). */
export type CouponTimes = { starts_at: number; ends_at: number; stopped_at: number | null };

/** When the coupon stops being usable: its end, or the teacher's stop if that came first. */
export function couponEndsAt(c: CouponTimes): number {
  return c.stopped_at !== null && c.stopped_at < c.ends_at ? c.stopped_at : c.ends_at;
}

/** 未开始 before its start, 进行中 until its end, 已结束 from then on or once the teacher stopped it. */
export function couponStatus(c: CouponTimes, now: number): CouponStatus {
  if (c.stopped_at !== null || now >= c.ends_at) return 'ended';
  return now < c.starts_at ? 'upcoming' : 'running';
}

/** What the teacher may do with a coupon: edit and stop until it has ended, delete while nobody holds one. */
export const canEditCoupon = (status: CouponStatus) => status !== 'ended';
export const canStopCoupon = (status: CouponStatus) => status !== 'ended';
export const canDeleteCoupon = (claimed: number) => claimed === 0;

/** A stored coupon as the pricing function reads it (shared/marketing/pricing.ts). */
export type StoredCoupon = CouponTimes & {
  id: number;
  type: CouponType;
  amount: number;
  rate: number;
  threshold: number;
  all_products: number;
  products: readonly ProductRef[];
};

/** The terms an order is priced with: the window ends at the teacher's stop if it came first; null products is every product. */
export function couponTermsOf(coupon: StoredCoupon): CouponTerms {
  return {
    id: coupon.id,
    type: coupon.type,
    amount: coupon.amount,
    rate: coupon.rate,
    threshold: coupon.threshold,
    starts_at: coupon.starts_at,
    ends_at: couponEndsAt(coupon),
    products: coupon.all_products === 1 ? null : coupon.products.map((ref) => ({ kind: ref.kind, id: ref.id })),
  };
}

export type CouponField = 'title' | 'amount' | 'rate' | 'threshold' | 'starts_at' | 'ends_at' | 'stock' | 'per_user_limit' | 'products';

/** A field's problem: the form kit's codes, and the coupon's own. */
export type CouponProblem =
  | FieldProblem
  | { code: 'thresholdNotAboveAmount' }
  | { code: 'endNotAfterStart' }
  | { code: 'endInPast' }
  | { code: 'productsRequired' }
  | { code: 'tooManyProducts'; max: number }
  | { code: 'duplicateProduct' };

const range = (value: number, min: number, max: number): FieldProblem | undefined => numberProblem(value, { required: true, integer: true, min, max });

/** 面额 of a fixed or threshold coupon, fen. */
export const amountProblem = (fen: number) => range(fen, COUPON_LIMITS.amountMin, COUPON_LIMITS.amountMax);
/** 折扣 of a discount coupon, an integer percent (85 = 8.5折). */
const rateProblem = (rate: number) => range(rate, COUPON_LIMITS.rateMin, COUPON_LIMITS.rateMax);

/** 使用门槛 of a threshold coupon: above its amount (满 100 减 100 would give the product away). */
export function thresholdProblem(threshold: number, amount: number): CouponProblem | undefined {
  const problem = range(threshold, COUPON_LIMITS.amountMin, COUPON_LIMITS.amountMax);
  if (problem) return problem;
  return threshold <= amount ? { code: 'thresholdNotAboveAmount' } : undefined;
}

/** The end: after the start, and (for a new end) not already past. `now` null skips the second check. */
export function endProblem(startsAt: number, endsAt: number, now: number | null): CouponProblem | undefined {
  if (endsAt <= startsAt) return { code: 'endNotAfterStart' };
  if (now !== null && endsAt <= now) return { code: 'endInPast' };
  return undefined;
}

const stockProblem = (stock: number) => range(stock, COUPON_LIMITS.stockMin, COUPON_LIMITS.stockMax);
const perUserProblem = (limit: number) => range(limit, COUPON_LIMITS.perUserMin, COUPON_LIMITS.perUserMax);

/** 适用商品: every product, or 1–100 chosen ones, each once. */
export function productsProblem(allProducts: number, products: readonly ProductRef[]): CouponProblem | undefined {
  if (allProducts === 1) return undefined;
  if (products.length === 0) return { code: 'productsRequired' };
  if (products.length > COUPON_LIMITS.productsMax) return { code: 'tooManyProducts', max: COUPON_LIMITS.productsMax };
  const keys = new Set(products.map(productKey));
  return keys.size === products.length ? undefined : { code: 'duplicateProduct' };
}

export const productKey = (ref: ProductRef) => `${ref.kind}:${ref.id}`;

/**
 * Every field's first problem with a coupon's input, in the form's order. `now` checks a new end against the clock
 * (null when the end is unchanged). The figures a type does not use are not checked.
 */
export function couponProblems(input: CouponInput, now: number | null): { field: CouponField; problem: CouponProblem }[] {
  const found: { field: CouponField; problem: CouponProblem | undefined }[] = [
    { field: 'title', problem: textProblem(input.title, { required: true, max: COUPON_LIMITS.titleMax }) },
    { field: 'amount', problem: input.type === 'discount' ? undefined : amountProblem(input.amount) },
    { field: 'rate', problem: input.type === 'discount' ? rateProblem(input.rate) : undefined },
    { field: 'threshold', problem: input.type === 'threshold' ? thresholdProblem(input.threshold, input.amount) : undefined },
    { field: 'ends_at', problem: endProblem(input.starts_at, input.ends_at, now) },
    { field: 'stock', problem: stockProblem(input.stock) },
    { field: 'per_user_limit', problem: perUserProblem(input.per_user_limit) },
    { field: 'products', problem: productsProblem(input.all_products, input.products) },
  ];
  return found.flatMap(({ field, problem }) => (problem ? [{ field, problem }] : []));
}

/** The input as stored: the figures its type does not use set to 0, no products with every product. */
export function normalisedCoupon(input: CouponInput): CouponInput {
  return {
    ...input,
    title: input.title.trim(),
    amount: input.type === 'discount' ? 0 : input.amount,
    rate: input.type === 'discount' ? input.rate : 0,
    threshold: input.type === 'threshold' ? input.threshold : 0,
    products: input.all_products === 1 ? [] : input.products.map((ref) => ({ kind: ref.kind, id: ref.id })),
  };
}

/** A coupon as it stands, for the edit rules: its terms and what buyers hold. */
export type CouponState = CouponTimes &
  Pick<CouponInput, 'type' | 'amount' | 'rate' | 'threshold' | 'per_user_limit'> & {
    all_products: number;
    products: readonly ProductRef[];
    /** claims made */
    claimed: number;
    /** stock taken: claims without a code, and every code */
    taken: number;
  };

/**
 * Why an edit may not be saved (docs/decisions.md "Editing a running campaign"): an ended coupon is not edited; once
 * buyers hold it, its terms (type, figures, products) and its start are fixed, its end may only move later and its
 * per-buyer limit only rise; the stock never drops below what is taken.
 */
export type CouponEditProblem = 'ended' | 'termsLocked' | 'startLocked' | 'endEarlier' | 'perUserLowered' | 'stockBelowTaken';

export function couponEditProblem(current: CouponState, next: CouponInput, now: number): CouponEditProblem | null {
  if (couponStatus(current, now) === 'ended') return 'ended';
  if (next.stock < current.taken) return 'stockBelowTaken';
  if (current.claimed === 0) return null;
  const normal = normalisedCoupon(next);
  if (!sameTerms(current, normal)) return 'termsLocked';
  if (normal.starts_at !== current.starts_at) return 'startLocked';
  if (normal.ends_at < current.ends_at) return 'endEarlier';
  if (normal.per_user_limit < current.per_user_limit) return 'perUserLowered';
  return null;
}

/** Whether the terms a buyer holds are the same: type, figures and products (in any order). */
export function sameTerms(current: CouponState, next: CouponInput): boolean {
  if (current.type !== next.type || current.amount !== next.amount || current.rate !== next.rate || current.threshold !== next.threshold) return false;
  if (current.all_products !== next.all_products) return false;
  const held = new Set(current.products.map(productKey));
  return next.products.length === held.size && next.products.every((ref) => held.has(productKey(ref)));
}

/** 8.5折 as typed ('8.5', '8', '1.0') → the percent the buyer pays (85), or null for no such discount. */
export function rateFromTyped(text: string): number | null {
  const match = /^([1-9])(?:\.(\d))?$/.exec(text.trim());
  return match ? Number(match[1]) * 10 + Number(match[2] ?? 0) : null;
}

/** The percent as a form shows it: 85 → '8.5', 80 → '8'. */
export const rateToTyped = (rate: number) => (rate % 10 === 0 ? String(rate / 10) : (rate / 10).toFixed(1));
