/** How a coupon's terms read on the screens: its value (立减 ¥20.00, 8.5折, 满 ¥100.00 减 ¥20.00) and its products. */
import { formatFen } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import type { Translate } from '@shared/i18n/i18n.ts';
import { rateToTyped } from '@shared/marketing/coupon-rules.ts';
import type { Coupon } from '@shared/marketing/types.ts';

export function couponValue(t: Translate, coupon: Pick<Coupon, 'type' | 'amount' | 'rate' | 'threshold'>): string {
  switch (coupon.type) {
    case 'fixed':
      return t('marketing.coupon.value.fixed', { amount: formatFen(coupon.amount) });
    case 'discount':
      return t('marketing.coupon.value.discount', { rate: rateToTyped(coupon.rate), percent: coupon.rate });
    case 'threshold':
      return t('marketing.coupon.value.threshold', { threshold: formatFen(coupon.threshold), amount: formatFen(coupon.amount) });
  }
}

export const couponScope = (t: Translate, coupon: Pick<Coupon, 'all_products' | 'products'>) =>
  coupon.all_products === 1 ? t('marketing.coupon.allProducts') : t('marketing.coupon.someProducts', { n: coupon.products.length });

/** A moment to the minute, 'YYYY-MM-DD HH:mm'. */
export const atMinute = (seconds: number) => formatDateTime(seconds).slice(0, 16);
