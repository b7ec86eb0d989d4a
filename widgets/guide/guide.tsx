import { useEffect, useState, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $config } from '@shared/config.ts';
import type { GuideVariant } from '@shared/guide/paths.ts';
import { guideLink, guidePageIds, type DemoId, type StepId } from '@shared/guide/pages.ts';
import { markGuideDone, shouldShowGuide } from '@shared/guide/store.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { $hasSession, $user } from '@shared/session/session.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';
import { GuideArt } from './guide-art.tsx';
import './guide.css';

type Part = 'title' | 'body' | 'link';
type PageKey = `guide.steps.${StepId}.${Part}` | `guide.demo.${DemoId}.${Part}`;

export type GuideDialogProps = {
  variant: GuideVariant;
  open: boolean;
  /** after the guide was recorded as seen; `finished`: closed with the last button */
  onClose: (finished: boolean) => void;
  /** links to the planet member-mode screens (/p/…); default: the signed-in account's mode */
  planet?: boolean;
  /** in-app navigation (the console); without it a link opens the console in a new tab */
  onNavigate?: (path: string) => void;
  container?: Element;
};

/**
 * The guide dialogs of spec §1/§2, 1271 px wide: the first-use guide (5 steps, 'next step n/5', last 'start
 * experience') or the scenario demo (8 scenarios, last 'I know'). Each page has a picture, a few sentences and a
 * link to the console screen it describes; the contents list on the left moves between pages. However it
 * closes (×, Escape, the last button, following a link in the console) the account has seen it (guide-store).
 */
export function GuideDialog({ variant, open, onClose, planet, onNavigate, container }: GuideDialogProps) {
  const t = useStore($t);
  const user = useStore($user);
  const { loginUrl } = useStore($config);
  const [index, setIndex] = useState(0);

  const ids = guidePageIds(variant);
  const id = ids[Math.min(index, ids.length - 1)]!;
  const key = (page: string, part: Part) => `guide.${variant}.${page}.${part}` as PageKey;
  const last = index >= ids.length - 1;
  const path = guideLink(id, planet ?? user?.mode === 'planet');

  const close = (finished: boolean) => {
    setIndex(0); // opened again, it starts from the beginning
    void markGuideDone(variant);
    onClose(finished);
  };
  const follow = (event: MouseEvent) => {
    // a modified click (new tab, new window) stays the browser's
    if (!onNavigate || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    close(false);
    onNavigate(path);
  };

  return (
    <Dialog
      open={open}
      title={t(`guide.title.${variant}`)}
      width={1271}
      onClose={() => close(false)}
      container={container}
      className="lc-guide"
      footer={
        <>
          {index > 0 && <Button onClick={() => setIndex(index - 1)}>{t('guide.prev')}</Button>}
          <Button
            variant="primary"
            data-autofocus
            onClick={() => (last ? close(true) : setIndex(index + 1))}
          >
            {last ? t(variant === 'demo' ? 'guide.iKnow' : 'guide.start') : t('guide.next', { n: index + 1, total: ids.length })}
          </Button>
        </>
      }
    >
      <div className="lc-guide__body">
        <nav className="lc-guide__nav" aria-label={t('guide.pages')}>
          <ol>
            {ids.map((page, i) => (
              <li key={page}>
                <button type="button" aria-current={i === index ? 'step' : undefined} onClick={() => setIndex(i)}>
                  <span className="lc-guide__num">{i + 1}</span>
                  {t(key(page, 'title'))}
                </button>
              </li>
            ))}
          </ol>
        </nav>
        <GuideArt id={id} />
        <section className="lc-guide__page" aria-live="polite">
          <p className="lc-guide__count">{index + 1}/{ids.length}</p>
          <h3>{t(key(id, 'title'))}</h3>
          <p>{t(key(id, 'body'))}</p>
          <a
            href={new URL(path, new URL(loginUrl, location.href)).href}
            onClick={follow}
            {...(onNavigate ? {} : { target: '_blank', rel: 'noopener' })}
          >
            {t(key(id, 'link'))} →
          </a>
        </section>
      </div>
    </Dialog>
  );
}

/** Whether a guide should show by itself now: once per account (guide-store), asked again when the account changes. */
export function useGuideAutoShow(variant: GuideVariant, enabled = true): [boolean, (show: boolean) => void] {
  const signedIn = useStore($hasSession);
  const userId = useStore($user)?.id;
  const [show, setShow] = useState(false);
  useEffect(() => {
    setShow(false);
    if (!enabled || !signedIn) return;
    let live = true;
    void shouldShowGuide(variant).then((yes) => live && setShow(yes));
    return () => {
      live = false;
    };
  }, [variant, enabled, signedIn, userId]);
  return [show, setShow];
}
