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
 * blacklist and its refunds, one tab each. The tab and the tab's list state (search, filters, page) live in the
 * address; another tab starts with its own list from the start.
 */
export default function MemberPage() {
  const t = useStore($t);
  const [planet] = usePlanetFromQuery();
  const [params, setParams] = useSearchParams();
  const tab: MemberTab = TABS.find((key) => key === params.get('tab')) ?? 'members';
  if (!planet) return null;

  const choose = (next: MemberTab) =>
    setParams((current) => {
      const query = new URLSearchParams({ id: current.get('id') ?? String(planet.id) });
      if (next !== 'members') query.set('tab', next);
      return query;
    });

  return (
    <PlanetDetailFrame planet={planet} section="member">
      <Tabs label={t('planet.members.tabs')} items={TABS.map((key) => ({ key, label: t(`planet.members.tab.${key}`) }))} value={tab} onChange={choose}>
        {tab === 'members' && <MemberListPanel planetId={planet.id} />}
        {tab === 'blacklist' && <BlacklistPanel planetId={planet.id} />}
        {tab === 'refunds' && <RefundListPanel />}
      </Tabs>
    </PlanetDetailFrame>
  );
}
