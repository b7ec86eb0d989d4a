import type { MessageSet } from '@shared/i18n/i18n.ts';
import { planetZhCN } from './texts-zh-CN.ts';

/** The planet screens' texts, for `addMessages` when those screens load. */
export const planetMessages: MessageSet = {
  'zh-CN': planetZhCN,
  en: () => import('./texts-en.ts').then((module) => module.planetEn),
};
