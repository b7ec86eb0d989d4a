import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import './not-found-page.css';

export default function NotFoundPage() {
  const t = useStore($t);
  return (
    <section className="lc-not-found" aria-labelledby="not-found-title">
      <svg viewBox="0 0 160 100" width="200" height="125" aria-hidden="true">
        <rect x="10" y="20" width="140" height="70" rx="10" fill="#e8efff" />
        <text x="80" y="70" textAnchor="middle" fontSize="40" fontWeight="700" fill="#2563eb">404</text>
      </svg>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/" className="lc-button lc-button--primary">{t('notFound.home')}</Link>
    </section>
  );
}
