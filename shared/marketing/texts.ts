import type { MessageSet } from '@shared/i18n/i18n.ts';
import { couponZhCN } from './texts-zh-CN.ts';

/** The coupon screens' texts (and the product picker's), for `addMessages` when those screens load. */
export const couponMessages: MessageSet = {
  'zh-CN': couponZhCN,
  en: () => import('./texts-en.ts').then((module) => module.couponEn),
};
