import type { MessageSet } from '@shared/i18n/i18n.ts';
import { liveZhCN } from './texts-zh-CN.ts';

/** The live screens' texts, for `addMessages` when those screens load. */
export const liveMessages: MessageSet = {
  'zh-CN': liveZhCN,
  en: () => import('./texts-en.ts').then((module) => module.liveEn),
};
