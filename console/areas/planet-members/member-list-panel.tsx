import { useCallback, useState } from 'react';
import { useStore } from '@nanostores/react';
import { banMember, fetchMembers, unbanMember, updateMember } from '@shared/planet-members/client.ts';
import { askConfirm, showToast } from '@shared/feedback.ts';
import { formatFen } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { MEMBER_LIMITS } from '@shared/planet-members/rules.ts';
import type { AssignableMemberRole, PlanetMember, PlanetMemberRole, PlanetMemberStatus } from '@shared/planet-members/types.ts';
import type { Planet } from '@shared/planets/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Pager } from '@widgets/ui/pager/pager.tsx';
import { PromptDialog } from '@widgets/ui/prompt-dialog/prompt-dialog.tsx';
import { SearchBox } from '@widgets/ui/search-box/search-box.tsx';
import { Select } from '@widgets/ui/select/select.tsx';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import { DescriptionDialog } from './description-dialog.tsx';
import { MemberName, MemberStatus } from './member-cells.tsx';
import { RefundDialog } from './refund-dialog.tsx';
import { errorText, usePaged } from './use-paged.ts';

const PAGE_SIZE = 20;
type RoleFilter = 'all' | PlanetMemberRole;
type StatusFilter = 'all' | PlanetMemberStatus;
type Open = { kind: 'note' | 'ban' | 'refund'; member: PlanetMember } | null;

/** The members tab: search and filters, role, note, refund, blacklist, paging. */
export function MemberListPanel({ planet }: { planet: Planet }) {
  const t = useStore($t);
  const [keyword, setKeyword] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Open>(null);
  const [working, setWorking] = useState<number | null>(null);

  const fetchPage = useCallback(
    () =>
      fetchMembers({
        planet_id: planet.id,
        page,
        pageSize: PAGE_SIZE,
        ...(keyword ? { keyword } : {}),
        ...(role === 'all' ? {} : { role }),
        ...(status === 'all' ? {} : { status }),
      }),
    [planet.id, page, keyword, role, status],
  );
  const { found, busy, reload } = usePaged(fetchPage);

  const act = async (member: PlanetMember, work: () => Promise<unknown>, done: string) => {
    setWorking(member.id);
    try {
      await work();
      showToast(done, { kind: 'success' });
      await reload();
    } catch (error) {
      showToast(errorText(error), { kind: 'error' });
    } finally {
      setWorking(null);
    }
  };

  const changeRole = (member: PlanetMember, next: AssignableMemberRole) =>
    act(member, () => updateMember(planet.id, member.id, { role: next }), t('planet.members.roleChanged', { name: member.nickname, role: t(`planet.members.role.${next}`) }));

  const unban = async (member: PlanetMember) => {
    const sure = await askConfirm({ title: t('planet.members.unbanTitle'), message: t('planet.members.unbanMessage', { name: member.nickname }) });
    if (sure) await act(member, () => unbanMember(planet.id, member.id), t('planet.members.unbanned', { name: member.nickname }));
  };

  const refill = (next: () => void) => {
    next();
    setPage(1);
  };

  const columns: TableColumn<PlanetMember>[] = [
    { key: 'member', header: t('planet.members.col.member'), render: (member) => <MemberName member={member} /> },
    {
      key: 'role',
      header: t('planet.members.col.role'),
      render: (member) =>
        member.role === 'owner' || (member.role === 'member' && member.status !== 1) ? (
          t(`planet.members.role.${member.role}`)
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
        <>
          {formatFen(member.paid_amount)}
          {member.refunded_amount > 0 && <small className="lc-members__muted"><br />{t('planet.members.refundedOf', { amount: formatFen(member.refunded_amount) })}</small>}
        </>
      ),
    },
    { key: 'joined', header: t('planet.members.col.joined'), render: (member) => formatDateTime(member.joined_at) },
    { key: 'expires', header: t('planet.members.col.expires'), render: (member) => (member.expires_at === null ? t('planet.members.forever') : formatDateTime(member.expires_at)) },
    { key: 'note', header: t('planet.members.col.description'), render: (member) => <span className="lc-members__note">{member.description}</span> },
    {
      key: 'actions',
      header: t('planet.members.col.actions'),
      render: (member) =>
        member.role === 'owner' ? null : (
          <div className="lc-members__actions">
            <Button variant="text" aria-label={t('planet.members.editDescriptionOf', { name: member.nickname })} onClick={() => setOpen({ kind: 'note', member })}>
              {t('planet.members.editDescription')}
            </Button>
            {member.paid_amount > 0 && member.refunded_amount === 0 && member.status !== 3 && (
              <Button variant="text" aria-label={t('planet.members.refundOf', { name: member.nickname })} onClick={() => setOpen({ kind: 'refund', member })}>
                {t('planet.members.refund')}
              </Button>
            )}
            {member.status === 3 ? (
              <Button variant="text" loading={working === member.id} aria-label={t('planet.members.unbanOf', { name: member.nickname })} onClick={() => void unban(member)}>
                {t('planet.members.unban')}
              </Button>
            ) : (
              <Button variant="text" className="lc-members__danger" aria-label={t('planet.members.banOf', { name: member.nickname })} onClick={() => setOpen({ kind: 'ban', member })}>
                {t('planet.members.ban')}
              </Button>
            )}
          </div>
        ),
    },
  ];

  const filtered = keyword !== '' || role !== 'all' || status !== 'all';
  const close = () => setOpen(null);
  const afterChange = async () => {
    setOpen(null);
    await reload();
  };

  return (
    <>
      <div className="lc-members__bar">
        <SearchBox label={t('planet.members.search')} placeholder={t('planet.members.search')} clearLabel={t('common.clear')} value={keyword} onSearch={(text) => refill(() => setKeyword(text))} />
        <Select<RoleFilter>
          label={t('planet.members.filterRole')}
          value={role}
          options={(['all', 'owner', 'admin', 'member'] as const).map((value) => ({ value, label: t(value === 'all' ? 'planet.members.all' : `planet.members.role.${value}`) }))}
          onChange={(next) => refill(() => setRole(next))}
        />
        <Select<StatusFilter>
          label={t('planet.members.filterStatus')}
          value={status}
          options={(['all', 1, 0, 2, 3] as const).map((value) => ({ value, label: t(value === 'all' ? 'planet.members.all' : `planet.members.status.${value}`) }))}
          onChange={(next) => refill(() => setStatus(next))}
        />
      </div>
      <Table
        label={t('planet.members.listLabel')}
        columns={columns}
        rows={found?.rows ?? []}
        rowKey={(member) => member.id}
        busy={busy}
        empty={found && t(filtered ? 'planet.members.noMatch' : 'planet.members.empty')}
      />
      {found && found.totalCount > PAGE_SIZE && (
        <Pager className="lc-members__pager" total={found.totalCount} page={page} pageSize={PAGE_SIZE} onChange={setPage} disabled={busy} />
      )}

      <DescriptionDialog planetId={planet.id} member={open?.kind === 'note' ? open.member : null} onClose={close} onSaved={afterChange} />
      <RefundDialog planetId={planet.id} member={open?.kind === 'refund' ? open.member : null} onClose={close} onRefunded={afterChange} />
      <PromptDialog
        open={open?.kind === 'ban'}
        title={t('planet.members.banTitle', { name: open?.member.nickname ?? '' })}
        label={t('planet.members.banLabel')}
        emptyMessage={t('planet.members.banEmpty')}
        confirmText={t('planet.members.banConfirm')}
        cancelText={t('planet.members.cancel')}
        maxLength={MEMBER_LIMITS.reasonMax}
        onCancel={close}
        onConfirm={async (reason) => {
          const member = open?.member;
          if (!member) return;
          try {
            await banMember(planet.id, member.id, reason);
            showToast(t('planet.members.banned', { name: member.nickname }), { kind: 'success' });
            await afterChange();
          } catch (error) {
            showToast(errorText(error), { kind: 'error' });
            throw error;
          }
        }}
      />
    </>
  );
}
