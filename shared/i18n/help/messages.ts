import type { MessageSet } from '@shared/i18n/i18n.ts';
import { helpZhCN } from './zh-CN.ts';

/** For `addMessages`: zh-CN at hand, English fetched when it is chosen. */
export const helpMessages: MessageSet = {
  'zh-CN': helpZhCN,
  en: () => import('./en.ts').then((module) => module.helpEn),
};
