import type { MessageSet } from '@shared/i18n/i18n.ts';
import { packagesZhCN } from './texts-zh-CN.ts';

/** The /package screen's texts, for `addMessages` when it loads. */
export const packagesMessages: MessageSet = {
  'zh-CN': packagesZhCN,
  en: () => import('./texts-en.ts').then((module) => module.packagesEn),
};
