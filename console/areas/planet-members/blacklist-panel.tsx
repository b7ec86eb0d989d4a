import { useCallback, useState } from 'react';
import { useStore } from '@nanostores/react';
import { fetchBlacklist, unbanMember } from '@shared/planet-members/client.ts';
import { askConfirm, showToast } from '@shared/feedback.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { PlanetMember } from '@shared/planet-members/types.ts';
import type { Planet } from '@shared/planets/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Pager } from '@widgets/ui/pager/pager.tsx';
import { SearchBox } from '@widgets/ui/search-box/search-box.tsx';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import { MemberName } from './member-cells.tsx';
import { errorText, usePaged } from './use-paged.ts';

const PAGE_SIZE = 10;

/** The blacklist tab: who is kept out, why and since when; unban after a confirmation. */
export function BlacklistPanel({ planet }: { planet: Planet }) {
  const t = useStore($t);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [working, setWorking] = useState<number | null>(null);
  const fetchPage = useCallback(() => fetchBlacklist(planet.id, page, PAGE_SIZE, keyword), [planet.id, page, keyword]);
  const { found, busy, reload } = usePaged(fetchPage);

  const unban = async (member: PlanetMember) => {
    if (!(await askConfirm({ title: t('planet.members.unbanTitle'), message: t('planet.members.unbanMessage', { name: member.nickname }) }))) return;
    setWorking(member.id);
    try {
      await unbanMember(planet.id, member.id);
      showToast(t('planet.members.unbanned', { name: member.nickname }), { kind: 'success' });
      await reload();
    } catch (error) {
      showToast(errorText(error), { kind: 'error' });
    } finally {
      setWorking(null);
    }
  };

  const columns: TableColumn<PlanetMember>[] = [
    { key: 'member', header: t('planet.members.col.member'), render: (member) => <MemberName member={member} /> },
    { key: 'reason', header: t('planet.members.col.banReason'), render: (member) => <span className="lc-members__note">{member.ban_reason}</span> },
    { key: 'at', header: t('planet.members.col.bannedAt'), render: (member) => (member.banned_at === null ? '' : formatDateTime(member.banned_at)) },
    {
      key: 'actions',
      header: t('planet.members.col.actions'),
      render: (member) => (
        <Button variant="text" loading={working === member.id} aria-label={t('planet.members.unbanOf', { name: member.nickname })} onClick={() => void unban(member)}>
          {t('planet.members.unban')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <div className="lc-members__bar">
        <SearchBox
          label={t('planet.members.searchBlacklist')}
          placeholder={t('planet.members.searchBlacklist')}
          clearLabel={t('common.clear')}
          value={keyword}
          onSearch={(text) => {
            setKeyword(text);
            setPage(1);
          }}
        />
      </div>
      <Table
        label={t('planet.members.blacklistLabel')}
        columns={columns}
        rows={found?.rows ?? []}
        rowKey={(member) => member.id}
        busy={busy}
        empty={found && t(keyword ? 'planet.members.noMatch' : 'planet.members.blacklistEmpty')}
      />
      {found && found.totalCount > PAGE_SIZE && (
        <Pager className="lc-members__pager" total={found.totalCount} page={page} pageSize={PAGE_SIZE} onChange={setPage} disabled={busy} />
      )}
    </>
  );
}
