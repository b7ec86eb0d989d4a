import { useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { routeTitle } from '@console/app/route-title.ts';
import { GuideEntry } from '@console/areas/dashboard/guide-entry.tsx';
import '@console/areas/dashboard/dashboard-page.css';

/** /setting/guide and /guide/index, the menu's beginner guide: the two guide dialogs, opened on request. */
export default function GuidePage() {
  const t = useStore($t);
  const title = routeTitle(useLocation().pathname) ?? t('guide.title.steps');
  return (
    <div className="lc-dashboard">
      <h1 className="lc-page-title">{title}</h1>
      <GuideEntry />
    </div>
  );
}
