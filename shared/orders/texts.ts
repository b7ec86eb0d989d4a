import type { MessageSet } from '@shared/i18n/i18n.ts';
import { ordersZhCN } from './texts-zh-CN.ts';

/** The order screens' texts, for `addMessages` when those screens load. */
export const ordersMessages: MessageSet = {
  'zh-CN': ordersZhCN,
  en: () => import('./texts-en.ts').then((module) => module.ordersEn),
};
