import type { MessageSet } from '@shared/i18n/i18n.ts';
import { trafficZhCN } from './texts-zh-CN.ts';

/** The /traffic screen's texts, for `addMessages` when it loads. */
export const trafficMessages: MessageSet = {
  'zh-CN': trafficZhCN,
  en: () => import('./texts-en.ts').then((module) => module.trafficEn),
};
