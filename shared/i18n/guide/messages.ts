import type { MessageSet } from '@shared/i18n/i18n.ts';
import { guideZhCN } from './zh-CN.ts';

/** For `addMessages`: zh-CN at hand, English fetched when it is chosen. */
export const guideMessages: MessageSet = {
  'zh-CN': guideZhCN,
  en: () => import('./en.ts').then((module) => module.guideEn),
};
