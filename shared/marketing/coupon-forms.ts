/**
 * The coupon form as the console's form kit holds it, and the input for the server made from it: the form holds
 * money as typed (元), the discount as typed (折) and the chosen products with their titles; the input holds fen, a
 * percent and product references.
 */
import { fenToTyped, yuanToFen } from '@shared/format/currency.ts';
import { rateFromTyped, rateToTyped } from './coupon-rules.ts';
import type { Coupon, CouponInput, CouponType, MarketingProduct } from './types.ts';

export type CouponForm = {
  title: string;
  type: CouponType;
  /** 元 as typed */
  amount: string;
  /** 折 as typed, e.g. '8.5' */
  rate: string;
  /** 元 as typed */
  threshold: string;
  /** unix seconds; 0 before one is entered */
  starts_at: number;
  ends_at: number;
  stock: number;
  per_user_limit: number;
  /** 全部商品 (1) or the chosen ones (0) */
  scope: { all_products: 0 | 1; products: MarketingProduct[] };
};

export function couponFormOf(coupon: Coupon | null): CouponForm {
  if (!coupon) {
    return { title: '', type: 'fixed', amount: '', rate: '', threshold: '', starts_at: 0, ends_at: 0, stock: 100, per_user_limit: 1, scope: { all_products: 1, products: [] } };
  }
  return {
    title: coupon.title,
    type: coupon.type,
    amount: coupon.type === 'discount' ? '' : fenToTyped(coupon.amount),
    rate: coupon.type === 'discount' ? rateToTyped(coupon.rate) : '',
    threshold: coupon.type === 'threshold' ? fenToTyped(coupon.threshold) : '',
    starts_at: coupon.starts_at,
    ends_at: coupon.ends_at,
    stock: coupon.stock,
    per_user_limit: coupon.per_user_limit,
    scope: { all_products: coupon.all_products, products: coupon.products },
  };
}

/** The input of a checked form; what a type does not use is 0. */
export function couponInputOf(form: CouponForm): CouponInput {
  const fen = (text: string) => yuanToFen(text) ?? 0;
  return {
    title: form.title,
    type: form.type,
    amount: form.type === 'discount' ? 0 : fen(form.amount),
    rate: form.type === 'discount' ? (rateFromTyped(form.rate) ?? 0) : 0,
    threshold: form.type === 'threshold' ? fen(form.threshold) : 0,
    starts_at: form.starts_at,
    ends_at: form.ends_at,
    stock: form.stock,
    per_user_limit: form.per_user_limit,
    all_products: form.scope.all_products,
    products: form.scope.all_products === 1 ? [] : form.scope.products.map((product) => ({ kind: product.kind, id: product.id })),
  };
}
