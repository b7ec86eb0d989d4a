import type { Catalog, MessageSet } from './i18n.ts';
import { consoleZhCN } from './console-zh-CN.ts';
import { WIDGET_MESSAGES } from './widget-messages.ts';

/** The console's texts, for `addMessages` at the console's start-up: its own and every widget's, whose components it renders. */
export const consoleMessages: MessageSet = {
  'zh-CN': Object.assign({}, consoleZhCN, ...WIDGET_MESSAGES.map((set) => set['zh-CN'])) as Catalog,
  en: () =>
    Promise.all([import('./console-en.ts').then((module) => module.consoleEn), ...WIDGET_MESSAGES.map((set) => set.en())]).then(
      (parts) => Object.assign({}, ...parts) as Catalog,
    ),
};
