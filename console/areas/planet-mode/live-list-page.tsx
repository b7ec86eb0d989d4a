import { useOwnerPlanets } from '@console/areas/planets/use-owner-planets.ts';
import { LivePanel } from './live-panel.tsx';

/** /p/planet/live/list: the lives of every planet of the owner. */
export default function LiveListPage() {
  return <LivePanel planets={useOwnerPlanets()} />;
}
