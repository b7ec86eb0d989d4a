import type { MessageSet } from '@shared/i18n/i18n.ts';
import { teachZhCN } from './texts-zh-CN.ts';

/** The teaching screens' texts, for `addMessages` when those screens load. */
export const teachMessages: MessageSet = {
  'zh-CN': teachZhCN,
  en: () => import('./texts-en.ts').then((module) => module.teachEn),
};
