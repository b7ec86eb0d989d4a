import { useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { Tabs } from '@widgets/ui/tabs/tabs.tsx';
import { PlanetDetailFrame } from '@console/areas/planets/planet-detail-frame.tsx';
import '@console/areas/planets/planet-texts.ts';
import { usePlanetFromQuery } from '@console/areas/planets/use-planet.ts';
import { BlacklistPanel } from './blacklist-panel.tsx';
import { MemberListPanel } from './member-list-panel.tsx';
import { RefundListPanel } from './refund-list-panel.tsx';
import './members.css';

const TABS = ['members', 'blacklist', 'refunds'] as const;
type MemberTab = (typeof TABS)[number];

/**
 * /planet/detail/member and /p/planet/detail/member: the planet's members (roles, notes, refunds, bans), its
 * blacklist and its refunds, one tab each; the tab is kept in `?tab=` so a reload stays on it.
 */
export default function MemberPage() {
  const t = useStore($t);
  const [planet] = usePlanetFromQuery();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: MemberTab = TABS.find((key) => key === asked) ?? 'members';
  if (!planet) return null;

  const choose = (next: MemberTab) => {
    const query = new URLSearchParams(params);
    if (next === 'members') query.delete('tab');
    else query.set('tab', next);
    setParams(query, { replace: true });
  };

  return (
    <PlanetDetailFrame planet={planet} section="member">
      <Tabs label={t('planet.members.tabs')} items={TABS.map((key) => ({ key, label: t(`planet.members.tab.${key}`) }))} value={tab} onChange={choose}>
        {tab === 'members' && <MemberListPanel planet={planet} />}
        {tab === 'blacklist' && <BlacklistPanel planet={planet} />}
        {tab === 'refunds' && <RefundListPanel planet={planet} />}
      </Tabs>
    </PlanetDetailFrame>
  );
}
