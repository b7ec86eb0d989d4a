import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { MEMBER_CHANGE_STALE, memberWrites } from '@shared/planet-members/resources.ts';
import { MEMBER_LIMITS } from '@shared/planet-members/limits.ts';
import type { PlanetMember } from '@shared/planet-members/types.ts';
import { change } from '@console/kit/data.ts';
import { RecordForm } from '@console/kit/record-form.tsx';

type Props = { planetId: number; member: PlanetMember; onClose: () => void };

/** The owner's note on a member (spec §3 "Member": description); empty clears it. */
export function DescriptionDialog({ planetId, member, onClose }: Props) {
  const t = useStore($t);
  return (
    <RecordForm<{ description: string }>
      title={t('planet.members.descriptionTitle', { name: member.nickname })}
      width={480}
      fields={[{ kind: 'textarea', name: 'description', label: t('planet.members.descriptionLabel'), max: MEMBER_LIMITS.descriptionMax, rows: 4 }]}
      initial={{ description: member.description }}
      submit={(values) => change(() => memberWrites.describe(planetId, member, values.description), MEMBER_CHANGE_STALE)}
      savedText={t('planet.members.saved')}
      onClose={onClose}
      onSaved={onClose}
    />
  );
}

/** Blacklisting with a reason: the member leaves the planet and cannot join again until taken back. */
export function BanDialog({ planetId, member, onClose }: Props) {
  const t = useStore($t);
  return (
    <RecordForm<{ reason: string }>
      title={t('planet.members.banTitle', { name: member.nickname })}
      width={480}
      fields={[
        {
          kind: 'textarea',
          name: 'reason',
          label: t('planet.members.banLabel'),
          max: MEMBER_LIMITS.reasonMax,
          rows: 3,
          check: (reason) => (reason.trim() ? undefined : t('planet.members.banEmpty')),
        },
      ]}
      initial={{ reason: '' }}
      submit={(values) => change(() => memberWrites.ban(planetId, member, values.reason), MEMBER_CHANGE_STALE)}
      saveLabel={t('planet.members.banConfirm')}
      savedText={t('planet.members.banned', { name: member.nickname })}
      onClose={onClose}
      onSaved={onClose}
    />
  );
}
