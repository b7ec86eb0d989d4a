import type { MessageSet } from '@shared/i18n/i18n.ts';
import { fundsZhCN } from './texts-zh-CN.ts';

/** The funds screens' texts (and the ledger's words the order screens show), for `addMessages`. */
export const fundsMessages: MessageSet = {
  'zh-CN': fundsZhCN,
  en: () => import('./texts-en.ts').then((module) => module.fundsEn),
};
