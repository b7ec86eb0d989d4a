import type { MessageSet } from '@shared/i18n/i18n.ts';
import { aftersaleZhCN } from './texts-zh-CN.ts';

/** The after-sale screens' texts, for `addMessages` when those screens load. */
export const aftersaleMessages: MessageSet = {
  'zh-CN': aftersaleZhCN,
  en: () => import('./texts-en.ts').then((module) => module.aftersaleEn),
};
