/**
 * The coupon rules' codes (shared/marketing/coupon-rules.ts) worded by the server, in Chinese: a bad field named
 * with its rule (`参数错误：<field> <rule>`, as the request schemas word theirs), and what an edit may not do.
 */
import { COUPON_LIMITS as L, type CouponEditProblem, type CouponField, type CouponProblem } from '@shared/marketing/coupon-rules.ts';
import { fail, type ApiError } from '@server/errors.ts';

export const COUPON_NOT_FOUND = '优惠券不存在';

/** each number field's range in words, for tooSmall, tooLarge and notInteger */
const RANGES: Partial<Record<CouponField, string>> = {
  amount: `必须是 ${L.amountMin} 到 ${L.amountMax} 之间的整数（单位：分）`,
  threshold: `必须是 ${L.amountMin} 到 ${L.amountMax} 之间的整数（单位：分）`,
  rate: `必须是 ${L.rateMin} 到 ${L.rateMax} 之间的整数（85 表示 8.5 折）`,
  stock: `必须是 ${L.stockMin} 到 ${L.stockMax} 之间的整数`,
  per_user_limit: `必须是 ${L.perUserMin} 到 ${L.perUserMax} 之间的整数`,
};

function ruleText(field: CouponField, problem: CouponProblem): string {
  switch (problem.code) {
    case 'required':
      return '不能为空';
    case 'tooLong':
      return `长度不能超过 ${problem.max} 个字符`;
    case 'tooSmall':
    case 'tooLarge':
    case 'notInteger':
      return RANGES[field] ?? '超出范围';
    case 'thresholdNotAboveAmount':
      return '使用门槛必须大于面额 amount';
    case 'endNotAfterStart':
      return '结束时间必须晚于开始时间 starts_at';
    case 'endInPast':
      return '结束时间不能早于当前时间';
    case 'productsRequired':
      return '请选择适用商品，或设为全部商品（all_products 1）';
    case 'tooManyProducts':
      return `最多选择 ${problem.max} 件商品`;
    case 'duplicateProduct':
      return '不能重复';
  }
}

export const couponProblemError = (field: CouponField, problem: CouponProblem): ApiError => fail.validation(`参数错误：${field} ${ruleText(field, problem)}`);

/** What an edit may not do once buyers hold the coupon, or once it has ended (docs/decisions.md). */
export function couponEditError(problem: CouponEditProblem, taken: number): ApiError {
  switch (problem) {
    case 'ended':
      return fail.conflict('优惠券已结束，不能编辑');
    case 'termsLocked':
      return fail.conflict('已有买家领取，类型、面额、门槛和适用商品不能修改');
    case 'startLocked':
      return fail.conflict('已有买家领取，开始时间不能修改');
    case 'endEarlier':
      return fail.conflict('已有买家领取，结束时间只能延后');
    case 'perUserLowered':
      return fail.conflict('已有买家领取，每人限领只能提高');
    case 'stockBelowTaken':
      return fail.validation(`发放总量不能少于已领取与已生成优惠码的数量（${taken}）`);
  }
}
