import type { MessageSet } from './i18n.ts';
import { consoleZhCN } from './console-zh-CN.ts';

/** The console's texts, for `addMessages` at the console's start-up. */
export const consoleMessages: MessageSet = {
  'zh-CN': consoleZhCN,
  en: () => import('./console-en.ts').then((module) => module.consoleEn),
};
