import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import { LivePanel } from './live-panel.tsx';

/** /p/planet/detail/liveList: the lives of one planet. */
export default function DetailLiveListPage() {
  const [planet] = usePlanetFromQuery();
  if (!planet) return null;
  return (
    <PlanetDetailFrame planet={planet} section="liveList">
      <LivePanel planets={[planet]} planet={planet} />
    </PlanetDetailFrame>
  );
}
