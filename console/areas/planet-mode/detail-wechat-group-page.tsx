import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import { WxGroupPanel } from './wx-group-panel.tsx';

/** /p/planet/detail/wechatGroup: the WeChat groups of one planet. */
export default function DetailWechatGroupPage() {
  const [planet] = usePlanetFromQuery();
  if (!planet) return null;
  return (
    <PlanetDetailFrame planet={planet} section="wechatGroup">
      <WxGroupPanel planets={[planet]} planet={planet} />
    </PlanetDetailFrame>
  );
}
