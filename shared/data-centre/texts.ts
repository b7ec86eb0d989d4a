import type { MessageSet } from '@shared/i18n/i18n.ts';
import { dataCentreZhCN } from './texts-zh-CN.ts';

/** The data centre screens' texts, for `addMessages` when they load. */
export const dataCentreMessages: MessageSet = {
  'zh-CN': dataCentreZhCN,
  en: () => import('./texts-en.ts').then((module) => module.dataCentreEn),
};
