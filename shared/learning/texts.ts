import type { MessageSet } from '@shared/i18n/i18n.ts';
import { learningZhCN } from './texts-zh-CN.ts';

/** The learning screens' texts, for `addMessages` when those screens load. */
export const learningMessages: MessageSet = {
  'zh-CN': learningZhCN,
  en: () => import('./texts-en.ts').then((module) => module.learningEn),
};
