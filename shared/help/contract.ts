/** The help window's contract: paths, limits and answers (docs/api.md "Help calls"). */

/** The help window's calls (spec §1 "a floating help window"; paths ours, docs/api.md "Help calls"). */
export const HELP_PATHS = {
  /** GET keyword, page, pageSize → rows of HelpSummary, totalCount */
  search: '/api/v3/help/search',
  /** GET limit → rows of HelpSummary, most viewed first */
  hot: '/api/v3/help/hot',
  /** GET → data HelpArticle; counts a view */
  article: (id: number) => `/api/v3/help/article/${id}`,
  /** POST {message, contact?, page?} → data {id, created_at} */
  contact: '/api/v3/help/contact',
  /** GET → rows of HelpContact: the caller's own messages, newest first */
  contacts: '/api/v3/help/contact/list',
} as const;

export const HELP_LIMITS = { keyword: 50, message: 500, contact: 50, page: 200 } as const;

export type HelpSummary = {
  id: number;
  title: string;
  category: string;
  views: number;
  /** search results: the part of the body around the keyword (or its beginning) */
  excerpt?: string;
};

export type HelpArticle = HelpSummary & {
  /** plain text; paragraphs are separated by line breaks */
  body: string;
};

export type HelpContactInput = { message: string; contact?: string; page?: string };

export type HelpContactReceipt = { id: number; created_at: number };

export type HelpContact = HelpContactReceipt & { message: string; contact: string; page: string };
