import type { MessageSet } from '@shared/i18n/i18n.ts';
import { certificationZhCN } from './texts-zh-CN.ts';

/** The certification screens' texts, for `addMessages`. */
export const certificationMessages: MessageSet = {
  'zh-CN': certificationZhCN,
  en: () => import('./texts-en.ts').then((module) => module.certificationEn),
};
