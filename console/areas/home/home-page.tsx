import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import './home-page.css';

const FEATURES = ['materials', 'courses', 'planets', 'channels'] as const;

/** The signed-out landing page at /home: what Lectern is, and the way in. */
export default function HomePage() {
  const t = useStore($t);
  return (
    <div className="lc-home">
      <header className="lc-home__bar">
        <span className="lc-home__brand"><img src="/favicon.svg" alt="" width={28} height={28} /> {t('app.title')}</span>
        <nav aria-label={t('home.nav')}>
          <Link to="/login?p=1">{t('home.planetLogin')}</Link>
          <Link to="/login" className="lc-home__cta">{t('home.login')}</Link>
        </nav>
      </header>
      <main>
        <section className="lc-home__hero">
          <h1>{t('home.headline')}</h1>
          <p>{t('home.lead')}</p>
          <Link to="/login" className="lc-home__cta lc-home__cta--big">{t('home.start')}</Link>
        </section>
        <ul className="lc-home__features">
          {FEATURES.map((feature) => (
            <li key={feature}>
              <h2>{t(`home.feature.${feature}.title`)}</h2>
              <p>{t(`home.feature.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
