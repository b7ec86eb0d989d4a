import type { MessageSet } from '@shared/i18n/i18n.ts';
import { operationLogZhCN } from './texts-zh-CN.ts';

/** The operation log screen's texts, for `addMessages`. */
export const operationLogMessages: MessageSet = {
  'zh-CN': operationLogZhCN,
  en: () => import('./texts-en.ts').then((module) => module.operationLogEn),
};
