import type { MessageSet } from '@shared/i18n/i18n.ts';
import { apiKeysZhCN } from './texts-zh-CN.ts';

/** /setting/api's texts, for `addMessages` when the page loads. */
export const apiKeysMessages: MessageSet = {
  'zh-CN': apiKeysZhCN,
  en: () => import('./texts-en.ts').then((module) => module.apiKeysEn),
};
