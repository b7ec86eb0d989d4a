import type { MessageSet } from '@shared/i18n/i18n.ts';
import { staffZhCN } from './texts-zh-CN.ts';

/** The staff and role screens' texts, for `addMessages` when those screens load. */
export const staffMessages: MessageSet = {
  'zh-CN': staffZhCN,
  en: () => import('./texts-en.ts').then((module) => module.staffEn),
};
