import { atom, type ReadableAtom } from 'nanostores';
import { fetchHelpArticle, fetchHotHelp, searchHelp, sendHelpContact } from './client.ts';
import { HELP_LIMITS, type HelpArticle, type HelpContactInput, type HelpContactReceipt, type HelpSummary } from './contract.ts';
import { t } from '@shared/i18n/i18n.ts';
import type { Page } from '@shared/api/types.ts';

type HelpView = 'home' | 'results' | 'article' | 'contact';

type HelpState = {
  view: HelpView;
  /** the keyword searched for; '' shows the hot questions */
  keyword: string;
  hot?: HelpSummary[];
  results?: { rows: HelpSummary[]; total: number };
  article?: HelpArticle;
  /** a search, an article or a message is under way */
  busy: boolean;
  /** why the last load or send failed, or what is wrong with the message */
  error?: string;
  /** the receipt of the message just sent */
  sent?: HelpContactReceipt;
};

export type HelpStore = {
  $state: ReadableAtom<HelpState>;
  loadHot(): Promise<void>;
  /** searches at once (the caller decides when: Enter, a pause in typing); '' goes back to the hot questions */
  search(keyword: string): Promise<void>;
  open(id: number): Promise<void>;
  /** the contact form, fresh */
  contact(): void;
  /** checks the message, then sends it; `sent` holds the receipt */
  send(input: HelpContactInput): Promise<void>;
  /** from the contact form to the article it came from, else to the results or the hot questions */
  back(): void;
  /** asks again for what the window shows (the hot questions, the results, the open article): the language changed */
  reload(): Promise<void>;
};

/**
 * The floating help window (spec §1): hot questions, search, an article, the contact form. Framework-free; the
 * widget renders `$state`. Only the latest request of the window counts: a search typed on while an older one is
 * under way, or an article left before it arrived, drops the older answer.
 */
export function createHelpStore(): HelpStore {
  const $state = atom<HelpState>({ view: 'home', keyword: '', busy: false });
  const patch = (next: Partial<HelpState>) => $state.set({ ...$state.get(), ...next });
  let latest = 0;
  let contactFrom: HelpView = 'home';

  /** runs the window's latest request; an answer to an older one is dropped */
  async function run<T>(start: Partial<HelpState>, request: () => Promise<T>, done: (value: T) => Partial<HelpState>) {
    const mine = ++latest;
    patch({ ...start, busy: true, error: undefined });
    try {
      const value = await request();
      if (mine === latest) patch({ ...done(value), busy: false });
    } catch (error) {
      if (mine === latest) patch({ busy: false, error: error instanceof Error && error.message ? error.message : t('help.loadFailed') });
    }
  }

  async function loadHot() {
    try {
      patch({ hot: await fetchHotHelp() });
    } catch {
      if (!$state.get().hot) patch({ hot: [] }); // the search still works; the API client has said what went wrong
    }
  }

  return {
    $state,
    loadHot,
    search(text) {
      const keyword = text.trim().slice(0, HELP_LIMITS.keyword);
      if (keyword === '') {
        latest += 1;
        patch({ view: 'home', keyword, results: undefined, busy: false, error: undefined });
        return Promise.resolve();
      }
      return run({ view: 'results', keyword }, () => searchHelp(keyword), (found) => ({ results: { rows: found.rows, total: found.totalCount } }));
    },
    open(id) {
      return run({ view: 'article', article: undefined }, () => fetchHelpArticle(id), (article) => ({ article }));
    },
    contact() {
      const { view } = $state.get();
      if (view !== 'contact') contactFrom = view;
      latest += 1;
      patch({ view: 'contact', sent: undefined, busy: false, error: undefined });
    },
    async send(input) {
      if ($state.get().busy) return;
      const message = input.message.trim();
      const contact = input.contact?.trim() ?? '';
      const error = !message
        ? t('help.messageRequired')
        : [...message].length > HELP_LIMITS.message
          ? t('help.messageTooLong', { max: HELP_LIMITS.message })
          : [...contact].length > HELP_LIMITS.contact
            ? t('help.contactTooLong', { max: HELP_LIMITS.contact })
            : undefined;
      if (error) return patch({ error });
      const page = input.page?.slice(0, HELP_LIMITS.page);
      await run({}, () => sendHelpContact({ message, ...(contact ? { contact } : {}), ...(page ? { page } : {}) }), (sent) => ({ sent }));
    },
    async reload() {
      const { keyword, article, view } = $state.get();
      const work: Promise<unknown>[] = [loadHot()];
      // the results quietly (the window may show an article over them), kept only while the keyword is the same
      const results = (found: Page<HelpSummary>) => $state.get().keyword === keyword && patch({ results: { rows: found.rows, total: found.totalCount } });
      if (keyword) work.push(searchHelp(keyword).then(results, () => undefined));
      if (view === 'article' && article) work.push(run({}, () => fetchHelpArticle(article.id), (fresh) => ({ article: fresh })));
      await Promise.all(work);
    },
    back() {
      const { view, keyword, article } = $state.get();
      latest += 1;
      const to: HelpView = view === 'contact' && contactFrom === 'article' && article ? 'article' : keyword ? 'results' : 'home';
      patch({ view: to, busy: false, error: undefined });
    },
  };
}
