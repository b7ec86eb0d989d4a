import type { MessageSet } from '@shared/i18n/i18n.ts';
import { uploaderZhCN } from './zh-CN.ts';

/** For `addMessages`: zh-CN at hand, English fetched when it is chosen. */
export const uploaderMessages: MessageSet = {
  'zh-CN': uploaderZhCN,
  en: () => import('./en.ts').then((module) => module.uploaderEn),
};
