import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { useOwnerPlanets } from '@console/areas/planets/use-owner-planets.ts';
import { WxGroupPanel } from './wx-group-panel.tsx';

/** /p/planet/wxGroup: the WeChat groups bound to the owner's planets. */
export default function WxGroupPage() {
  const t = useStore($t);
  const planets = useOwnerPlanets();
  return (
    <section className="lc-card">
      <WxGroupPanel planets={planets} heading={<h1 className="lc-page-title">{t('planet.mode.wx.heading')}</h1>} />
    </section>
  );
}
