import { Link, useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { $t, type MessageKey } from '@shared/i18n/i18n.ts';
import { planetDetailPath, type PlanetDetailTab } from './planet-paths.ts';
import type { PlanetGlance } from '@shared/planets/glance.ts';
import { usePlanetGlance } from './use-planet-glance.ts';

type Figure = { label: MessageKey; value: (glance: PlanetGlance) => string; tab: PlanetDetailTab };

const FIGURES: Figure[] = [
  { label: 'planet.glance.membersActive', value: (g) => String(g.membersActive), tab: 'member' },
  { label: 'planet.glance.membersNewToday', value: (g) => String(g.membersNewToday), tab: 'data' },
  { label: 'planet.glance.incomeTotal', value: (g) => formatFen(g.incomeTotal), tab: 'data' },
  { label: 'planet.glance.themes', value: (g) => String(g.themes), tab: 'active' },
  { label: 'planet.glance.themesAwaiting', value: (g) => String(g.themesAwaiting), tab: 'active' },
  { label: 'planet.glance.runningPlans', value: (g) => String(g.runningPlans), tab: 'cards' },
  { label: 'planet.glance.unansweredQuestions', value: (g) => String(g.unansweredQuestions), tab: 'ask' },
];

/** The planet at a glance on its overview: each figure leads to the tab where it is managed. */
export function PlanetGlanceFigures({ planetId }: { planetId: number }) {
  const t = useStore($t);
  const { pathname } = useLocation();
  const glance = usePlanetGlance(planetId);
  if (!glance) return null;
  return (
    <ul className="lc-planet-glance" aria-label={t('planet.glance.label')}>
      {FIGURES.map((figure) => (
        <li key={figure.label}>
          <Link to={planetDetailPath(pathname, planetId, figure.tab)}>
            <span className="lc-planet-glance__label">{t(figure.label)}</span>
            <strong className="lc-planet-glance__value">{figure.value(glance)}</strong>
          </Link>
        </li>
      ))}
    </ul>
  );
}
