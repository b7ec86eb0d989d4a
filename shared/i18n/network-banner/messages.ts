import type { MessageSet } from '@shared/i18n/i18n.ts';
import { networkBannerZhCN } from './zh-CN.ts';

/** For `addMessages`: zh-CN at hand, English fetched when it is chosen. */
export const networkBannerMessages: MessageSet = {
  'zh-CN': networkBannerZhCN,
  en: () => import('./en.ts').then((module) => module.networkBannerEn),
};
