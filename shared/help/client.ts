import { api } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { $locale } from '@shared/i18n/i18n.ts';
import { HELP_PATHS, type HelpArticle, type HelpContactInput, type HelpContactReceipt, type HelpLanguage, type HelpSummary } from './contract.ts';
import { pageOf, type Page } from '@shared/api/types.ts';

/** the articles come in the interface's language */
const lang = (): HelpLanguage => $locale.get();

export async function searchHelp(keyword: string, page = 1, pageSize = 20): Promise<Page<HelpSummary>> {
  const answer = await api().get(HELP_PATHS.search, { keyword, page, pageSize, lang: lang() });
  return pageOf<HelpSummary>(answer);
}

export async function fetchHotHelp(limit = 6): Promise<HelpSummary[]> {
  return ((await api().get(HELP_PATHS.hot, { limit, lang: lang() })).rows ?? []) as HelpSummary[];
}

export async function fetchHelpArticle(id: number): Promise<HelpArticle> {
  return dataOf(await api().get<HelpArticle>(HELP_PATHS.article(id), { lang: lang() }));
}

export async function sendHelpContact(input: HelpContactInput): Promise<HelpContactReceipt> {
  return dataOf(await api().postJson<HelpContactReceipt>(HELP_PATHS.contact, input));
}
