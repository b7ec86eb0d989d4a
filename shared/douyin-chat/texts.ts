import type { MessageSet } from '@shared/i18n/i18n.ts';
import { douyinChatZhCN } from './texts-zh-CN.ts';

/** The group-chat screens' texts, for `addMessages` when those screens load. */
export const douyinChatMessages: MessageSet = {
  'zh-CN': douyinChatZhCN,
  en: () => import('./texts-en.ts').then((module) => module.douyinChatEn),
};
