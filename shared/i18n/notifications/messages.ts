import type { MessageSet } from '@shared/i18n/i18n.ts';
import { notificationsZhCN } from './zh-CN.ts';

/** For `addMessages`: zh-CN at hand, English fetched when it is chosen. */
export const notificationsMessages: MessageSet = {
  'zh-CN': notificationsZhCN,
  en: () => import('./en.ts').then((module) => module.notificationsEn),
};
