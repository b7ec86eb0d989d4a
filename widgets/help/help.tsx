import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { HELP_LIMITS, type HelpSummary } from '@shared/help/contract.ts';
import { $config } from '@shared/config.ts';
import { createHelpStore, type HelpStore } from '@shared/help/store.ts';
import { $locale, $t } from '@shared/i18n/i18n.ts';
import { absoluteUrl } from '@shared/materials/embed-items.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { SearchBox } from '@widgets/ui/search-box/search-box.tsx';
import './help.css';

export type HelpButtonProps = {
  /** controlled: the panel shows while true; otherwise the button keeps its own state */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** wraps the panel's content (the custom element puts its sign-in prompt there) */
  gate?: (content: ReactNode) => ReactNode;
  /**
   * `floating` (the default, and the custom element's): fixed at the viewport's bottom right, over the page.
   * `bar`: a button in a top bar's row of icons (the console's), the panel dropping from under the bar, so that
   * the button never lies over a page's controls (a table's last column, a pager).
   */
  placement?: 'floating' | 'bar';
};

/**
 * The floating help window (spec §1): a round '帮助' button fixed at the bottom right (or one in a top bar) that
 * opens a non-modal panel with search, hot questions, articles and a message form for the assistant, plus a link
 * to the assistant site (`$config.assistantUrl`). Escape inside the panel closes it and gives the focus back to the
 * button. It sits just below the dialogs (`--lc-dialog-z`), so a dialog opened from anywhere covers it. Nothing is
 * portalled: the panel renders next to its button, inside whatever root holds it.
 */
export function HelpButton({ open: controlled, onOpenChange, gate = (content) => content, placement = 'floating' }: HelpButtonProps) {
  const t = useStore($t);
  const [own, setOwn] = useState(false);
  const open = controlled ?? own;
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const setOpen = (next: boolean) => {
    setOwn(next);
    onOpenChange?.(next);
  };
  return (
    <div className={`lc-help lc-help--${placement}`}>
      {open && (
        <section
          id={panelId}
          className="lc-help__panel"
          part="panel"
          role="dialog"
          aria-label={t('help.title')}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            setOpen(false);
            button.current?.focus();
          }}
        >
          <div className="lc-help__header">
            <h2 className="lc-help__title">{t('help.title')}</h2>
            <button
              type="button"
              className="lc-help__close"
              aria-label={t('common.close')}
              onClick={() => {
                setOpen(false);
                button.current?.focus();
              }}
            >
              ×
            </button>
          </div>
          {gate(<HelpBody />)}
        </section>
      )}
      <button
        ref={button}
        type="button"
        part="help-button"
        className="lc-help__button"
        aria-label={t('help.button')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M9.3 9.4a2.8 2.8 0 015.4 1c0 1.9-2.7 2.3-2.7 4M12 17.6v.1" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

function HelpBody() {
  const t = useStore($t);
  const { assistantUrl, apiBase } = useStore($config);
  const [store] = useState(createHelpStore);
  const s = useStore(store.$state);
  const body = useRef<HTMLDivElement>(null);
  const shown = useRef(s.view);

  useEffect(() => {
    void store.loadHot();
  }, [store]);
  // the articles come in the interface's language: a switch asks for them again
  useEffect(() => $locale.listen(() => void store.reload()), [store]);
  // The focus follows the reader: into the search box on opening and on coming back, onto the heading of an
  // article or of the form. Typing a search changes the view too, and must leave the focus in the box.
  useEffect(() => {
    const previous = shown.current;
    shown.current = s.view;
    const deep = s.view === 'article' || s.view === 'contact';
    if (previous !== s.view && !deep && previous !== 'article' && previous !== 'contact') return;
    body.current?.querySelector<HTMLElement>(deep ? '[tabindex="-1"]' : 'input')?.focus();
  }, [s.view]);

  const list = (rows: HelpSummary[]) => (
    <ul className="lc-help__list">
      {rows.map((row) => (
        <li key={row.id}>
          <button type="button" className="lc-help__item" onClick={() => void store.open(row.id)}>
            <span className="lc-help__item-title">{row.title}</span>
            {row.excerpt && <span className="lc-help__excerpt">{row.excerpt}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
  const back = (
    <Button variant="text" className="lc-help__back" onClick={store.back}>
      ‹ {t('common.back')}
    </Button>
  );
  const error = s.error && (
    <p className="lc-help__error" role="alert">
      {s.error}
    </p>
  );

  let content: ReactNode;
  if (s.view === 'article' || s.view === 'contact') {
    content =
      s.view === 'article' ? (
        <article className="lc-help__article">
          {back}
          <h3 className="lc-help__heading" tabIndex={-1}>
            {s.article?.title ?? t(s.busy ? 'common.loading' : 'help.loadFailed')}
          </h3>
          {s.article && <p className="lc-help__category">{s.article.category}</p>}
          {s.article?.body.split('\n').map((paragraph, index) => <p key={index}>{paragraph}</p>)}
          {error}
        </article>
      ) : (
        <ContactForm store={store} back={back} error={error} />
      );
  } else {
    content = (
      <>
        <SearchBox
          className="lc-help__search"
          label={t('help.search')}
          placeholder={t('help.searchPlaceholder')}
          clearLabel={t('common.clear')}
          value={s.keyword}
          onSearch={(text) => void store.search(text)}
          debounceMs={300}
        />
        {s.view === 'results' ? (
          <>
            <p className="lc-help__status" role="status">
              {s.results && !s.busy ? t(s.results.total > 0 ? 'help.found' : 'help.none', { n: s.results.total }) : s.busy ? t('common.loading') : ''}
            </p>
            {error}
            {s.results && list(s.results.rows)}
          </>
        ) : (
          <>
            <h3 className="lc-help__heading">{t('help.hot')}</h3>
            {s.hot ? list(s.hot) : <p className="lc-help__status">{t('common.loading')}</p>}
          </>
        )}
      </>
    );
  }
  return (
    <>
      <div className="lc-help__body" ref={body}>
        {content}
      </div>
      {s.view !== 'contact' && (
        <div className="lc-help__footer">
          <span>{t('help.notSolved')}</span>
          <Button variant="text" onClick={store.contact}>
            {t('help.contact')}
          </Button>
          <a href={absoluteUrl(assistantUrl, apiBase, location.href) ?? assistantUrl} target="_blank" rel="noopener">
            {t('help.site')}
          </a>
        </div>
      )}
    </>
  );
}

function ContactForm({ store, back, error }: { store: HelpStore; back: ReactNode; error: ReactNode }) {
  const t = useStore($t);
  const s = useStore(store.$state);
  const [message, setMessage] = useState('');
  const [contact, setContact] = useState('');
  const ids = useId();
  const sent = useRef<HTMLParagraphElement>(null);
  useEffect(() => sent.current?.focus(), [s.sent]);
  return (
    <div className="lc-help__contact">
      {back}
      <h3 className="lc-help__heading" tabIndex={-1}>
        {t('help.contact')}
      </h3>
      {s.sent ? (
        <p className="lc-help__sent" role="status" tabIndex={-1} ref={sent}>
          {t('help.sent', { id: s.sent.id })}
        </p>
      ) : (
        <form
          className="lc-help__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void store.send({ message, contact, page: location.pathname });
          }}
        >
          <label htmlFor={`${ids}m`}>{t('help.message')}</label>
          <textarea
            id={`${ids}m`}
            rows={5}
            value={message}
            maxLength={HELP_LIMITS.message}
            placeholder={t('help.messagePlaceholder')}
            aria-invalid={!!s.error || undefined}
            aria-describedby={`${ids}n`}
            onChange={(event) => setMessage(event.target.value)}
          />
          <span id={`${ids}n`} className="lc-help__count">
            {[...message].length}/{HELP_LIMITS.message}
          </span>
          <label htmlFor={`${ids}c`}>{t('help.contactField')}</label>
          <input
            id={`${ids}c`}
            value={contact}
            maxLength={HELP_LIMITS.contact}
            placeholder={t('help.contactPlaceholder')}
            onChange={(event) => setContact(event.target.value)}
          />
          {error}
          <Button type="submit" variant="primary" loading={s.busy}>
            {t('help.send')}
          </Button>
        </form>
      )}
    </div>
  );
}
