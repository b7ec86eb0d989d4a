/** The server's Chinese words for the orders area's problem codes (the console has its own in shared/orders/texts-*). */
import type { PricingProblem } from '@shared/marketing/pricing.ts';

const PRICING: Record<PricingProblem, string> = {
  groupRequired: '拼团下单需选择拼团活动',
  groupOtherProduct: '该拼团活动不适用于此商品',
  groupNotRunning: '拼团活动未开始或已结束',
  flashOtherProduct: '该秒杀活动不适用于此商品',
  flashNotRunning: '秒杀活动未开始或已结束',
  flashSoldOut: '秒杀商品已售罄',
  couponNotStarted: '优惠券尚未生效',
  couponExpired: '优惠券已过期',
  couponNotApplicable: '优惠券不适用于此商品',
  couponThresholdNotMet: '未达到优惠券的使用门槛',
  couponWithCampaign: '秒杀或拼团商品不能使用优惠券',
  giftOtherProduct: '该买赠活动不适用于此商品',
};

export function pricingProblemText(problem: PricingProblem): string {
  return PRICING[problem];
}
