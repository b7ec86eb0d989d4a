import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { LivePanel } from './live-panel.tsx';
import { useOwnerPlanets } from '@console/areas/planets/use-owner-planets.ts';

/** /p/planet/live/list: the lives of every planet of the owner. */
export default function LiveListPage() {
  const t = useStore($t);
  const planets = useOwnerPlanets();
  return (
    <section className="lc-card">
      <LivePanel planets={planets} heading={<h1 className="lc-page-title">{t('planet.mode.live.heading')}</h1>} />
    </section>
  );
}
