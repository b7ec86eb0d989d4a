import type { MessageSet } from './i18n.ts';
import { planetZhCN } from './planet-zh-CN.ts';

/** The planet screens' texts, for `addMessages` when those screens load. */
export const planetMessages: MessageSet = {
  'zh-CN': planetZhCN,
  en: () => import('./planet-en.ts').then((module) => module.planetEn),
};
