import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { MEMBER_CHANGE_STALE, MEMBER_ROLE_FILTERS, MEMBER_STATUS_FILTERS, memberWrites, membersResource, type MemberListState } from '@shared/planet-members/resources.ts';
import type { AssignableMemberRole, PlanetMember } from '@shared/planet-members/types.ts';
import { Select } from '@widgets/ui/select/select.tsx';
import { change } from '@console/kit/data.ts';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { confirmThenRun } from '@console/kit/row-actions.tsx';
import { BanDialog, DescriptionDialog } from './member-dialogs.tsx';
import { MemberName, MemberStatus, unbanAction } from './member-cells.tsx';
import { RefundDialog } from './refund-dialog.tsx';

const DEFAULTS: MemberListState = { page: 1, pageSize: 20, id: 0, keyword: '', role: 'all', status: 'all' };
const CHOICES = { role: MEMBER_ROLE_FILTERS, status: MEMBER_STATUS_FILTERS };
type Open = { kind: 'note' | 'ban' | 'refund'; member: PlanetMember } | null;

/** The members tab: search and filters (kept in the address), role, note, refund, blacklist, paging. */
export function MemberListPanel({ planetId }: { planetId: number }) {
  const t = useStore($t);
  const [open, setOpen] = useState<Open>(null);
  const [working, setWorking] = useState<number | null>(null);
  const all = t('planet.members.all');

  const changeRole = async (member: PlanetMember, role: AssignableMemberRole) => {
    setWorking(member.id);
    const done = t('planet.members.roleChanged', { name: member.nickname, role: t(`planet.members.role.${role}`) });
    await confirmThenRun(null, () => change(() => memberWrites.setRole(planetId, member, role), MEMBER_CHANGE_STALE), done);
    setWorking(null);
  };
  const opener = (kind: 'note' | 'ban' | 'refund') => (member: PlanetMember) => setOpen({ kind, member });
  const close = () => setOpen(null);

  return (
    <>
      <ListScreen<PlanetMember, MemberListState>
        embedded
        className="lc-members"
        title={t('planet.members.listLabel')}
        resource={membersResource}
        defaults={DEFAULTS}
        choices={CHOICES}
        filters={[
          { kind: 'search', key: 'keyword', label: t('planet.members.search') },
          { kind: 'select', key: 'role', label: t('planet.members.filterRole'), options: MEMBER_ROLE_FILTERS.map((value) => ({ value, label: value === 'all' ? all : t(`planet.members.role.${value}`) })) },
          { kind: 'select', key: 'status', label: t('planet.members.filterStatus'), options: MEMBER_STATUS_FILTERS.map((value) => ({ value, label: value === 'all' ? all : t(`planet.members.status.${value}`) })) },
        ]}
        columns={[
          { key: 'member', header: t('planet.members.col.member'), render: (member) => <MemberName member={member} /> },
          {
            key: 'role',
            header: t('planet.members.col.role'),
            render: (member) =>
              member.role === 'owner' || (member.role === 'member' && member.status !== 1) ? (
                <span className="lc-members__nowrap">{t(`planet.members.role.${member.role}`)}</span>
              ) : (
                <Select<AssignableMemberRole>
                  label={t('planet.members.roleOf', { name: member.nickname })}
                  hideLabel
                  value={member.role}
                  disabled={working === member.id}
                  options={(['admin', 'member'] as const).map((value) => ({ value, label: t(`planet.members.role.${value}`) }))}
                  onChange={(next) => void changeRole(member, next)}
                />
              ),
          },
          { key: 'status', header: t('planet.members.col.status'), render: (member) => <MemberStatus member={member} /> },
          {
            key: 'paid',
            header: t('planet.members.col.paid'),
            align: 'end',
            render: (member) => (
              <span className="lc-members__nowrap">
                {formatFen(member.paid_amount)}
                {member.refunded_amount > 0 && <small className="lc-members__muted"><br />{t('planet.members.refundedOf', { amount: formatFen(member.refunded_amount) })}</small>}
              </span>
            ),
          },
          { key: 'joined', header: t('planet.members.col.joined'), render: (member) => formatDateTime(member.joined_at) },
          { key: 'expires', header: t('planet.members.col.expires'), render: (member) => (member.expires_at === null ? t('planet.members.forever') : formatDateTime(member.expires_at)) },
          { key: 'note', header: t('planet.members.col.description'), render: (member) => <span className="lc-members__note">{member.description}</span> },
        ]}
        rowKey={(member) => member.id}
        rowName={(member) => member.nickname}
        rowActions={[
          { label: t('planet.members.editDescription'), run: opener('note'), hidden: (member) => member.role === 'owner' },
          {
            label: t('planet.members.refund'),
            run: opener('refund'),
            hidden: (member) => member.role === 'owner' || member.paid_amount === 0 || member.refunded_amount > 0 || member.status === 3,
          },
          { label: t('planet.members.ban'), danger: true, run: opener('ban'), hidden: (member) => member.role === 'owner' || member.status === 3 },
          unbanAction(planetId),
        ]}
        empty={(state) => t(state.keyword || state.role !== 'all' || state.status !== 'all' ? 'planet.members.noMatch' : 'planet.members.empty')}
      />
      {open?.kind === 'note' && <DescriptionDialog planetId={planetId} member={open.member} onClose={close} />}
      {open?.kind === 'ban' && <BanDialog planetId={planetId} member={open.member} onClose={close} />}
      {open?.kind === 'refund' && <RefundDialog planetId={planetId} member={open.member} onClose={close} />}
    </>
  );
}
