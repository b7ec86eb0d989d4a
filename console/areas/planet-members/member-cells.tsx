import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import type { PlanetMember } from '@shared/planet-members/types.ts';

/** Nickname over the masked phone. */
export function MemberName({ member }: { member: PlanetMember }) {
  const t = useStore($t);
  return (
    <div className="lc-members__who">
      <strong>{member.nickname}</strong>
      <small>{member.phone || t('planet.members.noPhone')}</small>
    </div>
  );
}

export function MemberStatus({ member }: { member: PlanetMember }) {
  const t = useStore($t);
  return <span className={`lc-members__status lc-members__status--${member.status}`}>{t(`planet.members.status.${member.status}`)}</span>;
}
