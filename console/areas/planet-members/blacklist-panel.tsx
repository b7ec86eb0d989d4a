import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { blacklistResource, type BlacklistState } from '@shared/planet-members/resources.ts';
import type { PlanetMember } from '@shared/planet-members/types.ts';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { MemberName, unbanAction } from './member-cells.tsx';

const DEFAULTS: BlacklistState = { page: 1, pageSize: 10, id: 0, keyword: '' };

/** The blacklist tab: who is kept out, why and since when; unban after a confirmation. */
export function BlacklistPanel({ planetId }: { planetId: number }) {
  const t = useStore($t);
  return (
    <ListScreen<PlanetMember, BlacklistState>
      embedded
      className="lc-members"
      title={t('planet.members.blacklistLabel')}
      resource={blacklistResource}
      defaults={DEFAULTS}
      filters={[{ kind: 'search', key: 'keyword', label: t('planet.members.searchBlacklist') }]}
      columns={[
        { key: 'member', header: t('planet.members.col.member'), render: (member) => <MemberName member={member} /> },
        { key: 'reason', header: t('planet.members.col.banReason'), render: (member) => <span className="lc-members__note">{member.ban_reason}</span> },
        { key: 'at', header: t('planet.members.col.bannedAt'), render: (member) => (member.banned_at === null ? '' : formatDateTime(member.banned_at)) },
      ]}
      rowKey={(member) => member.id}
      rowName={(member) => member.nickname}
      rowActions={[unbanAction(planetId)]}
      empty={(state) => t(state.keyword ? 'planet.members.noMatch' : 'planet.members.blacklistEmpty')}
    />
  );
}
