import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { Planet } from '@shared/planets/types.ts';
import { DetailFrame } from '@console/kit/detail-frame.tsx';
import { editPlanetPath, planetDetailPath, planetDetailTabs, planetTerm, tabOf, type PlanetDetailSection } from './planet-paths.ts';
import './planets.css';
import './planet-detail.css';
import './planet-texts.ts';

/** The head of every /planet/detail screen: the planet at a glance and the sections of its detail. */
export function PlanetDetailFrame({ planet, section, children }: { planet: Planet; section: PlanetDetailSection; children: ReactNode }) {
  const t = useStore($t);
  const { pathname } = useLocation();
  return (
    <DetailFrame
      className="lc-planet-detail"
      title={planet.title}
      media={planet.backgrounds[0] ? <img src={planet.backgrounds[0].url} alt="" width={192} height={108} /> : <span className="lc-planets__no-cover" />}
      facts={
        <>
          <span className={`lc-planets__status lc-planets__status--${planet.audit_status}`}>
            <span>{t(`planet.audit.${planet.audit_status}`)}</span>
          </span>
          <span>{planet.price === 0 ? t('planet.free') : formatFen(planet.price)}</span>
          <span>{planetTerm(planet, t)}</span>
          <span>{t('planet.detail.members', { n: planet.member_count })}</span>
        </>
      }
      note={planet.audit_status === 3 && planet.audit_reason ? <p className="lc-planet-detail__reason">{t('planet.rejectedReason', { reason: planet.audit_reason })}</p> : undefined}
      actions={
        planet.audit_status !== 1 && (
          <Link className="lc-button lc-button--default" to={editPlanetPath(pathname, planet.id)}>
            {t('planet.edit')}
          </Link>
        )
      }
      sectionsLabel={t('planet.detail.sections')}
      sections={planetDetailTabs(pathname).map((key) => ({ key, label: t(`planet.detail.tab.${key}`), to: planetDetailPath(pathname, planet.id, key) }))}
      current={tabOf(section)}
    >
      {children}
    </DetailFrame>
  );
}
