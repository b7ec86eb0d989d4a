import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import { WxGroupPanel } from './wx-group-panel.tsx';

/** /p/planet/detail/wechatGroup: the WeChat groups of one planet. */
export default function DetailWechatGroupPage() {
  const t = useStore($t);
  const [planet] = usePlanetFromQuery();
  if (!planet) return null;
  return (
    <PlanetDetailFrame planet={planet} section="wechatGroup">
      <WxGroupPanel planets={[planet]} planet={planet} heading={<h2>{t('planet.mode.wx.heading')}</h2>} />
    </PlanetDetailFrame>
  );
}
