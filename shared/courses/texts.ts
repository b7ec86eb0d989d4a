import type { MessageSet } from '@shared/i18n/i18n.ts';
import { coursesZhCN } from './texts-zh-CN.ts';

/** The course screens' texts, for `addMessages` when those screens load. */
export const coursesMessages: MessageSet = {
  'zh-CN': coursesZhCN,
  en: () => import('./texts-en.ts').then((module) => module.coursesEn),
};
