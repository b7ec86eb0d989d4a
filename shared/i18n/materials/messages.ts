import type { MessageSet } from '@shared/i18n/i18n.ts';
import { materialsZhCN } from './zh-CN.ts';

/** For `addMessages`: zh-CN at hand, English fetched when it is chosen. */
export const materialsMessages: MessageSet = {
  'zh-CN': materialsZhCN,
  en: () => import('./en.ts').then((module) => module.materialsEn),
};
