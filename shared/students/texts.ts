import type { MessageSet } from '@shared/i18n/i18n.ts';
import { studentsZhCN } from './texts-zh-CN.ts';

/** The student screens' texts, for `addMessages` when those screens load. */
export const studentsMessages: MessageSet = {
  'zh-CN': studentsZhCN,
  en: () => import('./texts-en.ts').then((module) => module.studentsEn),
};
