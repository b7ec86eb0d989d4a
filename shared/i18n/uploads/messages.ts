import type { MessageSet } from '@shared/i18n/i18n.ts';
import { uploadsZhCN } from './zh-CN.ts';

/** For `addMessages`: zh-CN at hand, English fetched when it is chosen. */
export const uploadsMessages: MessageSet = {
  'zh-CN': uploadsZhCN,
  en: () => import('./en.ts').then((module) => module.uploadsEn),
};
