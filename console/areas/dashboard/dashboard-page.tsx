import { Link, useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { $user, isChildAccount } from '@shared/session/session.ts';
import { dashboardRecord } from '@shared/system/resources.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { formatNumber } from '@shared/format/currency.ts';
import { menuShortcuts } from '@shared/menu/shortcuts.ts';
import type { DashboardFigures } from '@shared/system/dashboard-types.ts';
import { locateInMenu, useMenu } from '@console/layout/use-menu.ts';
import { isPlanetPath, PATHS } from '@console/app/paths.ts';
import { hasScreen } from '@console/app/screen.ts';
import { useRecord } from '@console/kit/use-record.ts';
import { GuideEntry } from './guide-entry.tsx';
import { useUnreadTotal } from './use-unread-total.ts';
import './dashboard-page.css';

const FIGURES: (keyof Omit<DashboardFigures, 'last_login_at'>)[] = [
  'planets', 'members', 'unread_messages', 'staff_accounts', 'visits_today', 'visits_week',
];
/** figures the server answers only when the account's menu shows their page */
const PAGE_FIGURES: ReadonlySet<string> = new Set(['planets', 'members', 'staff_accounts']);

const ALL = {};

/** Figures that lead to the screen where they are managed, in each mode (when the menu offers that screen). */
const FIGURE_LINKS: Partial<Record<(typeof FIGURES)[number], { teacher: string; planet: string }>> = {
  planets: { teacher: '/planet/list', planet: '/p/planet/list' },
};

/**
 * /dashboard and /p/dashboard: the account's figures, read from the server, shortcuts into the menu, and the
 * guide dialogs (the first-use guide opens by itself once per account).
 */
export default function DashboardPage() {
  const t = useStore($t);
  const user = useStore($user);
  const planetMode = isPlanetPath(useLocation().pathname);
  const menu = useMenu(planetMode);
  const found = useRecord(dashboardRecord, ALL);
  const figures = found.data;
  const unread = useUnreadTotal();
  // the unread figure is the bell's own store, so marking read anywhere changes it here at once
  const valueOf = (key: (typeof FIGURES)[number]) => (key === 'unread_messages' ? unread : figures?.[key]);
  // a staff account sees a page's figure once the server has answered it; a main account sees them all
  const shown = FIGURES.filter((key) => !PAGE_FIGURES.has(key) || (figures ? figures[key] !== undefined : !isChildAccount(user)));

  // only entries whose screen exists: a shortcut never leads to the not-found page
  const shortcuts = menuShortcuts(menu, (item) => item.path !== PATHS.dashboard && item.path !== PATHS.planetDashboard && hasScreen(item.path));

  return (
    <div className="lc-dashboard">
      <h1 className="lc-page-title">{t('dashboard.greeting', { name: user?.nickname ?? '' })}</h1>
      {figures?.last_login_at ? <p className="lc-dashboard__meta">{t('dashboard.lastLogin', { time: formatDateTime(figures.last_login_at) })}</p> : null}
      {found.error && !figures && <p role="alert" className="lc-dashboard__error">{t('dashboard.loadFailed')}</p>}
      <section aria-label={t('dashboard.figures')} className="lc-dashboard__figures">
        {shown.map((key) => {
          const value = valueOf(key);
          const content = (
            <>
              <span className="lc-figure__label">{t(`dashboard.figure.${key}`)}</span>
              <strong className="lc-figure__value">{value === undefined ? '—' : formatNumber(value)}</strong>
            </>
          );
          const to = FIGURE_LINKS[key]?.[planetMode ? 'planet' : 'teacher'];
          return to && locateInMenu(menu, to).item ? (
            <Link key={key} to={to} className="lc-card lc-figure lc-figure--link" data-figure={key}>{content}</Link>
          ) : (
            <div key={key} className="lc-card lc-figure" data-figure={key}>{content}</div>
          );
        })}
      </section>
      {shortcuts.length > 0 && (
        <section className="lc-card lc-dashboard__shortcuts" aria-labelledby="dashboard-shortcuts">
          <h2 id="dashboard-shortcuts">{t('dashboard.shortcuts')}</h2>
          <ul>
            {shortcuts.map((item) => (
              <li key={item.id}><Link to={item.path}>{item.title}</Link></li>
            ))}
          </ul>
        </section>
      )}
      <GuideEntry autoShow heading={t('guide.title.steps')} />
    </div>
  );
}
