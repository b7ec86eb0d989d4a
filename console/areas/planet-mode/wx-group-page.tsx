import { useOwnerPlanets } from '@console/areas/planets/use-owner-planets.ts';
import { WxGroupPanel } from './wx-group-panel.tsx';

/** /p/planet/wxGroup: the WeChat groups bound to the owner's planets. */
export default function WxGroupPage() {
  return <WxGroupPanel planets={useOwnerPlanets()} />;
}
