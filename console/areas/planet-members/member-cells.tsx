import { useStore } from '@nanostores/react';
import { showToast } from '@shared/feedback.ts';
import { $t, t as translate } from '@shared/i18n/i18n.ts';
import { memberWrites } from '@shared/planet-members/resources.ts';
import type { PlanetMember } from '@shared/planet-members/types.ts';
import { CellName } from '@widgets/ui/table/cells.tsx';
import type { RowAction } from '@console/kit/row-actions.tsx';

/** Nickname over the masked phone. */
export function MemberName({ member }: { member: PlanetMember }) {
  const t = useStore($t);
  return (
    <div className="lc-members__who">
      <strong><CellName>{member.nickname}</CellName></strong>
      <small className="lc-table-figure">{member.phone || t('planet.members.noPhone')}</small>
    </div>
  );
}

export function MemberStatus({ member }: { member: PlanetMember }) {
  const t = useStore($t);
  return <span className={`lc-members__status lc-members__status--${member.status}`}>{t(`planet.members.status.${member.status}`)}</span>;
}

/** Taking a blacklisted member back, after asking (the list it sits in makes the change stale). */
export function unbanAction(planetId: number): RowAction<PlanetMember> {
  return {
    label: translate('planet.members.unban'),
    confirmTitle: translate('planet.members.unbanTitle'),
    confirm: (member) => translate('planet.members.unbanMessage', { name: member.nickname }),
    run: async (member) => {
      await memberWrites.unban(planetId, member);
      showToast(translate('planet.members.unbanned', { name: member.nickname }), { kind: 'success' });
    },
    hidden: (member) => member.status !== 3,
  };
}
