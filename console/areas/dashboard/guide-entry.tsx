import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useStore } from '@nanostores/react';
import type { GuideVariant } from '@shared/guide/paths.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { GuideDialog, useGuideAutoShow } from '@widgets/guide/guide.tsx';
import { Button } from '@widgets/ui/button/button.tsx';
import { isPlanetPath } from '@console/app/paths.ts';

/**
 * The way into the guide dialogs (spec §1): a card that opens the first-use guide or the scenario demo again.
 * With `autoShow` (the dashboard) the first-use guide also opens by itself, once per account (guide-store).
 * Links in the guide navigate inside the console: the planet screens (/p/…) from the planet dashboard, the
 * account's own mode elsewhere.
 */
export function GuideEntry({ autoShow = false, heading }: { autoShow?: boolean; heading?: string }) {
  const t = useStore($t);
  const navigate = useNavigate();
  const planet = isPlanetPath(useLocation().pathname) || undefined;
  const [auto, setAuto] = useGuideAutoShow('steps', autoShow);
  const [opened, setOpened] = useState<GuideVariant | null>(null);
  // The dialog renders inside this section rather than at the end of <body>: the dialog's <header> and
  // <footer> would otherwise count as a second banner and contentinfo landmark beside the layout's own.
  const [section, setSection] = useState<HTMLElement | null>(null);
  return (
    <section ref={setSection} className="lc-card lc-guide-entry" aria-labelledby={heading ? 'guide-entry-title' : undefined}>
      {heading && <h2 id="guide-entry-title">{heading}</h2>}
      <p>{t('guide.entryText')}</p>
      <div className="lc-guide-entry__actions">
        <Button variant="primary" onClick={() => setOpened('steps')}>{t('guide.openSteps')}</Button>
        <Button onClick={() => setOpened('demo')}>{t('guide.openDemo')}</Button>
      </div>
      <GuideDialog
        variant={opened ?? 'steps'}
        open={auto || opened !== null}
        planet={planet}
        onNavigate={(path) => navigate(path)}
        container={section ?? undefined}
        onClose={() => {
          setAuto(false);
          setOpened(null);
        }}
      />
    </section>
  );
}
