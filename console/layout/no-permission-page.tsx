import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import './no-permission-page.css';

/**
 * The one page a staff account sees on a route its menu does not open (the guard decides before the screen
 * mounts): what happened, what to do, and the way back to Home.
 */
export function NoPermissionPage({ home }: { home: string }) {
  const t = useStore($t);
  return (
    <section className="lc-no-permission" aria-labelledby="no-permission-title">
      <svg viewBox="0 0 160 100" width="200" height="125" aria-hidden="true">
        <rect x="10" y="20" width="140" height="70" rx="10" fill="#fff4e5" />
        <rect x="62" y="50" width="36" height="28" rx="4" fill="#f59e0b" />
        <path d="M70 50v-8a10 10 0 0 1 20 0v8" fill="none" stroke="#f59e0b" strokeWidth="5" />
      </svg>
      <h1 id="no-permission-title">{t('forbidden.title')}</h1>
      <p>{t('forbidden.text')}</p>
      <p>{t('forbidden.ask')}</p>
      <Link to={home} className="lc-button lc-button--primary">{t('forbidden.home')}</Link>
    </section>
  );
}
