/** The help window's contract: paths, limits and answers (docs/api.md "Help calls"). */

/** The help window's calls (spec §1 "a floating help window"; paths ours, docs/api.md "Help calls"). */
export const HELP_PATHS = {
  /** GET keyword, page, pageSize, lang → rows of HelpSummary, totalCount */
  search: '/api/v3/help/search',
  /** GET limit, lang → rows of HelpSummary, most viewed first */
  hot: '/api/v3/help/hot',
  /** GET lang → data HelpArticle; counts a view */
  article: (id: number) => `/api/v3/help/article/${id}`,
  /** POST {message, contact?, page?} → data {id, created_at} */
  contact: '/api/v3/help/contact',
  /** GET → rows of HelpContact: the caller's own messages, newest first */
  contacts: '/api/v3/help/contact/list',
} as const;

export { HELP_LIMITS } from './limits.ts';

/**
 * The languages help is written in: search, hot and article take `lang` (default zh-CN, the articles' own
 * language); an article not written in the asked language answers in zh-CN.
 */
export const HELP_LANGUAGES = ['zh-CN', 'en'] as const;
export type HelpLanguage = (typeof HELP_LANGUAGES)[number];
export const DEFAULT_HELP_LANGUAGE: HelpLanguage = 'zh-CN';

export type { HelpArticle, HelpContact, HelpContactInput, HelpContactReceipt, HelpSummary } from './types.ts';
