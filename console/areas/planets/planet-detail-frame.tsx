import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { Planet } from '@shared/planets/types.ts';
import { editPlanetPath, planetDetailPath, planetDetailTabs, planetTerm, tabOf, type PlanetDetailSection } from './planet-paths.ts';
import './planet-detail.css';
import './planet-texts.ts';


/** The head of every /planet/detail screen: the planet at a glance and the sections of its detail. */
export function PlanetDetailFrame({ planet, section, children }: { planet: Planet; section: PlanetDetailSection; children: ReactNode }) {
  const t = useStore($t);
  const { pathname } = useLocation();
  const tab = tabOf(section);
  return (
    <section className="lc-card lc-planet-detail">
      <header className="lc-planet-detail__head">
        {planet.backgrounds[0] ? <img src={planet.backgrounds[0].url} alt="" width={192} height={108} /> : <span className="lc-planets__no-cover" />}
        <div className="lc-planet-detail__summary">
          <h1 className="lc-page-title">{planet.title}</h1>
          <p>
            <span className={`lc-planets__status lc-planets__status--${planet.audit_status}`}>
              <span>{t(`planet.audit.${planet.audit_status}`)}</span>
            </span>
            <span>{planet.price === 0 ? t('planet.free') : formatFen(planet.price)}</span>
            <span>{planetTerm(planet, t)}</span>
            <span>{t('planet.detail.members', { n: planet.member_count })}</span>
          </p>
          {planet.audit_status === 3 && planet.audit_reason && <p className="lc-planet-detail__reason">{t('planet.rejectedReason', { reason: planet.audit_reason })}</p>}
        </div>
        {planet.audit_status !== 1 && (
          <NavLink className="lc-button lc-button--default" to={editPlanetPath(pathname, planet.id)}>
            {t('planet.edit')}
          </NavLink>
        )}
      </header>
      <nav className="lc-planet-detail__nav" aria-label={t('planet.detail.sections')}>
        {planetDetailTabs(pathname).map((key) => (
          <NavLink key={key} to={planetDetailPath(pathname, planet.id, key)} aria-current={key === tab ? 'page' : undefined} className={key === tab ? 'is-current' : undefined} end>
            {t(`planet.detail.tab.${key}`)}
          </NavLink>
        ))}
      </nav>
      {children}
    </section>
  );
}
